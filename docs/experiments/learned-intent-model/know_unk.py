"""LOBO: the learned model's score of unknown over knowledge on gold KNOW / UNK rows (dev corpus only)."""
import json, sys
from misrad.assistant.engine import intent_model as im
rows = im.corpus_rows()
out = []
for b in sorted({r[0] for r in rows}):
    test = [r for r in rows if r[0] == b and r[2] in ("knowledge", "unknown")]
    if not test:
        continue
    fitted = im.train([r for r in rows if r[0] != b])
    m = im.IntentModel.of(fitted)
    for r in test:
        s = m.scores(im.asked(r[3]))
        top = max(s, key=s.__getitem__)
        out.append({"b": b, "lang": r[1], "gold": r[2], "top": top,
                    "m": s["unknown"] - s["knowledge"], "words": r[3]})
    print(b, len(test), file=sys.stderr)
json.dump(out, open(sys.argv[1] if len(sys.argv) > 1 else "know_unk.json", "w"), ensure_ascii=False)
