import json, sys, numpy as np
sys.path.insert(0, "/work/wt-learned36/src")
from misrad.assistant.engine.intent_model import masked, words_of
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.pipeline import make_pipeline, make_union
from sklearn.svm import LinearSVC

TARGETS = {"rahit", "shaar", "cafetech"}
CV = sys.argv[1].split(",")
EVAL = sys.argv[2].split(",") if len(sys.argv) > 2 else []
import os, re
DROP = os.environ.get("DROP") == "1"
def strip(t): return re.sub(r"\b(xname|xphone|xinvoice|xemail|xnumber)\b", " ", t) if DROP else t
rows = [l.rstrip("\n").split("\t") for l in open("/work/l36/corpus.tsv", encoding="utf-8")]
rows = [r[:3] + [strip(r[3])] for r in rows]

def make():
    return make_pipeline(make_union(
        TfidfVectorizer(analyzer="word", ngram_range=(1, 2), token_pattern=r"\S+", sublinear_tf=True),
        TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, min_df=2)), LinearSVC(C=0.5))

def spans(ents):
    return [(t, v if t == "customer_name" else (raw or v)) for t, v, raw in ents]

def load(b, exclude):
    tag = "base"
    if ":" in b:
        tag, b = b.split(":")
    tr = [r for r in rows if r[0] not in exclude]
    m = make().fit([r[3] for r in tr], [r[2] for r in tr])
    sc = json.load(open(f"/work/l36/score-{tag}-{b}.json")); lg = [json.loads(x) for x in open(f"/work/l36/log-{tag}-{b}.jsonl")]
    assert len(sc) == len(lg) and all(s["text"] == l["typed"] for s, l in zip(sc, lg)), b
    X = [strip(words_of(masked(l["typed"], spans(l["entities"])))) for l in lg]
    D = m.decision_function(X); cls = m.classes_
    out = []
    for s, l, d in zip(sc, lg, D):
        o = np.argsort(-d)
        out.append(dict(b=b, exp=s["intent_expected"], eng=s["intent_got"], log=l, top=cls[o[0]], second=cls[o[1]], d1=d[o[0]], margin=d[o[0]] - d[o[1]], dv=dict(zip(cls, d)), ok=s["intent_ok"]))
    return out

def inherited(r):
    l = r["log"]; return l["bound"] and l["previous_intent"] == r["eng"] and not l["entities"]

def rules():
    yield "engine", lambda r: r["eng"]
    yield "model alone", lambda r: r["top"]
    for t in (0.0, 0.25, 0.5, 0.75, 1.0):
        yield f"unknown->model m>={t}", lambda r, t=t: r["top"] if r["eng"] == "unknown" and r["margin"] >= t else r["eng"]
    for t in (0.5, 0.75, 1.0, 1.25, 1.5):
        yield f"override m>={t} (not inherited)", lambda r, t=t: r["top"] if r["margin"] >= t and not inherited(r) else r["eng"]
    for u in (0.25, 0.5, 1.0):
        for t in (1.0, 1.25, 1.5, 2.0):
            yield f"unknown m>={u} + override m>={t}", lambda r, u=u, t=t: r["top"] if (r["eng"] == "unknown" and r["margin"] >= u) or (r["margin"] >= t and not inherited(r)) else r["eng"]
    for m in (0.5, 1.0, 2.0):
        for t in (0.0, 0.5):
            def f(r, m=m, t=t):
                sc = sorted(r["log"]["scores"].items(), key=lambda kv: -kv[1])
                if len(sc) >= 2 and sc[0][1] - sc[1][1] <= m and r["top"] in (sc[0][0], sc[1][0]) and r["margin"] >= t and not inherited(r):
                    return r["top"]
                return r["eng"]
            yield f"close top-two(<= {m}) model picks m>={t}", f
    for c in (0.5, 0.6, 0.8):
        for t in (0.25, 0.5, 1.0):
            yield f"low conf<{c} or unknown, m>={t}", lambda r, c=c, t=t: r["top"] if (r["log"]["confidence"] < c or r["eng"] == "unknown") and r["margin"] >= t and not inherited(r) else r["eng"]

def evaluate(R, label):
    print(f"== {label}: n={len(R)}")
    for name, f in rules():
        got = [f(r) for r in R]; ok = [g == r["exp"] for g, r in zip(got, R)]
        broke = sum(1 for o, r in zip(ok, R) if r["ok"] and not o); fixed = sum(1 for o, r in zip(ok, R) if not r["ok"] and o)
        per = {b: np.mean([o for o, r in zip(ok, R) if r["b"] == b]) for b in dict.fromkeys(r["b"] for r in R)}
        print(f"{name:45s} acc {np.mean(ok):.3f} fixed {fixed:3d} broke {broke:3d} | " + " ".join(f"{b[:6]} {v:.2f}" for b, v in per.items()))

R = [r for b in CV for r in load(b, TARGETS | {b.split(":")[-1]})]
evaluate(R, "CV businesses (model without the business and the three)")
if EVAL:
    R = [r for b in EVAL for r in load(b, TARGETS)]
    evaluate(R, "the three")
