import sys, time, numpy as np
from collections import defaultdict
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.pipeline import make_pipeline, make_union
from sklearn.linear_model import LogisticRegression
from sklearn.svm import LinearSVC
from sklearn.naive_bayes import MultinomialNB, ComplementNB

rows = [l.rstrip("\n").split("\t") for l in open("/work/l36/corpus.tsv", encoding="utf-8")]
B = np.array([r[0] for r in rows]); L = np.array([r[1] for r in rows]); Y = np.array([r[2] for r in rows]); X = [r[3] for r in rows]

def feats(nb=False):
    return make_union(
        TfidfVectorizer(analyzer="word", ngram_range=(1, 2), token_pattern=r"\S+", sublinear_tf=True, min_df=1, use_idf=not nb),
        TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, min_df=2, use_idf=not nb),
    )
models = {
    "logreg": lambda: make_pipeline(feats(), LogisticRegression(C=10, max_iter=2000)),
    "linsvm": lambda: make_pipeline(feats(), LinearSVC(C=0.5)),
    "nb": lambda: make_pipeline(feats(True), ComplementNB(alpha=0.3)),
}
# the three step-2 targets are development sets: in step 1 each is left out like any other
res = {}
for name, make in models.items():
    t = time.time(); per = {}
    for b in sorted(set(B)):
        tr = B != b; te = ~tr
        m = make().fit([X[i] for i in np.where(tr)[0]], Y[tr])
        p = m.predict([X[i] for i in np.where(te)[0]])
        ok = p == Y[te]
        per[b] = (ok.mean(), ok[L[te] == "he"].mean() if (L[te] == "he").any() else np.nan, ok[L[te] == "en"].mean() if (L[te] == "en").any() else np.nan, te.sum())
    res[name] = per
    allok = sum(v[0] * v[3] for v in per.values()) / sum(v[3] for v in per.values())
    print(f"{name}: macro {np.mean([v[0] for v in per.values()]):.3f} micro {allok:.3f} he-macro {np.nanmean([v[1] for v in per.values()]):.3f} en-macro {np.nanmean([v[2] for v in per.values()]):.3f} ({time.time()-t:.0f}s)", flush=True)
print("per left-out business: acc (he / en) for logreg | linsvm | nb")
for b in sorted(set(B)):
    print(f"{b:12s} n={res['logreg'][b][3]:3d} " + " | ".join(f"{res[m][b][0]:.2f} ({res[m][b][1]:.2f}/{res[m][b][2]:.2f})" for m in models))
