"""Rows the engine read as knowledge (a development run's JSON): the learned model's lead of unknown over
knowledge, trained without the row's business (leave-one-business-out); counts by gold intent per margin."""
import json, sys
from collections import defaultdict
from misrad.assistant.engine import intent_model as im

runs = json.load(open(sys.argv[1]))
by_business = defaultdict(list)
for label, rows in runs.items():
    business = label.split(" / ")[0]
    for r in rows:
        if r.get("scored", True) and r.get("intent_got") == "knowledge":
            by_business[business].append(r)
corpus = im.corpus_rows()
names = {r[0] for r in corpus}
out = []
for business, rows in sorted(by_business.items()):
    leave = {business, business.split("-")[0]} & names  # a voice set's base business's rows too
    model = im.IntentModel.of(im.train([r for r in corpus if r[0] not in leave]))
    for r in rows:
        spans = [tuple(e.split(":", 1)) for e in (r.get("entities_expected") or []) if ":" in e]
        s = model.scores(im.asked(im.words_of(im.masked(r["text"], spans))))
        out.append({"b": business, "gold": r["intent_expected"], "m": s["unknown"] - s["knowledge"]})
for cut in (0.0, 0.25, 0.5, 0.75, 1.0):
    fixed = sum(o["m"] >= cut and o["gold"] == "unknown" for o in out)
    broken = sum(o["m"] >= cut and o["gold"] == "knowledge" for o in out)
    print(f"lead >= {cut}: unknown rows taken {fixed}, knowledge rows broken {broken} (of {len(out)} read knowledge)")
