"""The shared chat development set (``../shared/devsets/chat``), scored through the API in two runs.

The set was written by someone who has not seen misrad (another business, an appliance repair lab), and
its scorer, ``score.py``, loads the fixtures through the API and asks every question through
``POST /api/mcp-chatbot/chat``. It runs against ``misrad serve`` (one uvicorn process, SQLite, a fresh
data directory) twice:

1. **records first**: the fixtures are loaded, then the first question is asked;
2. **a chat first**: one message is answered (the assistant has read the, still empty, records), then the
   fixtures are loaded, then the questions: what an office sees when a clerk adds a customer and asks
   about them at once.

``BENCH_DEVSET`` points at another copy of the set.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
import urllib.request
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.assistant import (
    lab_questions,
    shop_questions_s10,
    shop_questions_s11,
    shop_questions_s12,
    shop_questions_s12b,
    shop_questions_s13,
    shop_questions_s13b,
    shop_questions_s14,
    shop_questions_s14b,
    shop_questions_s15,
    shop_questions_s15b,
    shop_questions_s16,
    shop_questions_s16b,
    shop_questions_s17,
    shop_questions_s17b,
    shop_questions_s17k,
    shop_questions_s18,
    shop_questions_s18b,
    shop_questions_s18c,
    shop_questions_s19,
    shop_questions_s20,
    shop_questions_s21,
    shop_questions_s22,
    shop_questions_s23,
    shop_questions_s24,
    shop_questions_s25,
    shop_questions_s25b,
    shop_questions_s26,
    shop_questions_s26b,
    shop_questions_s27,
    shop_questions_s28,
    shop_questions_s29,
    shop_questions_s30,
    shop_questions_s31,
    shop_questions_s33,
    shop_questions_s34,
    shop_questions_s34d,
    shop_questions_s34e,
    shop_questions_s35,
    shop_questions_s35j,
    shop_questions_s35k,
    shop_questions_s35p,
    shop_questions_s36,
    shop_questions_s36v,
    shop_questions_s37,
    shop_questions_s37v,
    shop_questions_s38,
    shop_questions_s38l,
    shop_questions_s39,
    shop_questions_s39d,
    shop_questions_s39v,
    shop_questions_s40,
    shop_questions_s40d,
    shop_questions_s40e,
    shop_questions_s40h,
    shop_questions_s41,
    shop_questions_s41o,
    shop_questions_s42,
    shop_questions_s42r,
    shop_questions_s42v,
    shop_questions_s43,
    shop_questions_s43g,
    shop_questions_s43j,
    shop_questions_s43m,
    shop_questions_s44,
    shop_questions_s44a,
    shop_questions_s44l,
    shop_questions_s44o,
    shop_questions_s44r,
    shop_questions_s45,
    shop_questions_s45f,
    shop_questions_s45k,
    shop_questions_s46,
    shop_questions_s46d,
    shop_questions_s46e,
    shop_questions_s46m,
    shop_questions_s46w,
    shop_questions_s47,
    shop_questions_s47e,
    shop_questions_s47k,
    shop_questions_s47q,
    shop_questions_s48a,
    shop_questions_s48b,
    shop_questions_s48c,
    shop_questions_s48d,
    shop_questions_s48k,
    shop_questions_s48r,
    shop_questions_s48w,
    shop_questions_s49,
    shop_questions_s50a,
    shop_questions_s50b,
    shop_questions_s50c,
    shop_questions_s51f,
    shop_questions_s51m,
    shops,
)

from bench.servers import served

# Measured the same way on a8188fd (before issue 15's work), kept as the baseline; each session's notes on
# this set are in docs/benchmarks-history.md (a note on a new run goes after the section's end marker).
BASELINE = """Baseline (a8188fd, before issue 15's work), same runs:

| run | intent | entities | answers | answers he | answers en |
|---|---:|---:|---:|---:|---:|
| records first | 0.76 | 0.77 | 0.69 | 0.69 | 0.68 |
| a chat first, then the records | 0.71 | 0.29 | 0.28 | 0.23 | 0.40 |

Before the understanding work (55578ce: records index fresh across processes, nothing else), both runs:
intent 0.93, entities 0.79, answers 0.85 (he 0.88, en 0.79); knowledge 0.76 intent / 0.60 answers.

Before the knowledge / records / out-of-domain decision (a4147f7), both runs alike: **held out** intent
0.93, entities 0.95, answers 0.92 (he 0.92, en 0.92); all 220: intent 0.98, entities 0.99, answers 0.95.

Of the tuned-on part's wrong answers, three are the scorer's reading, not the engine's: `score.py` has
no Hebrew pattern for `status:draft`, so a Hebrew answer saying טיוטה (the README's own word) counts as
wrong (d093, d094), and `8:30` is not found in `08:30` as the item writes it (d149). The engine was not
changed for them.

Each session's notes on this set (its own batches' first runs, the methods, what was tried and taken out)
are in [benchmarks-history.md](benchmarks-history.md).
"""

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
# The shared folder sits beside the repository (a worktree under /work/wt finds it one level higher).
_SHARED = next(
    (p / "shared" for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared").is_dir()),
    ROOT.parent / "shared",
)
DEVSET = Path(os.environ.get("BENCH_DEVSET", _SHARED / "devsets" / "chat"))
AIMS = {"intent_ok": 0.97, "entities_ok": 0.97, "answer_ok": 0.95}
CHATTER = ("unknown", "greeting")
RUNS = (("records first", False), ("a chat first, then the records", True))
# Businesses other than the set's lab, each scored on a server of its own (their records would mix).
OTHER_SHOPS = (
    shops.Business("techpoint", shops.SHOPS / "techpoint.json", shop_questions_s10.BATCHES),
    shops.Business("kortal", shops.SHOPS / "kortal.json", shop_questions_s11.BATCHES),
    shops.Business(
        "fixhome",
        shops.SHOPS / "fixhome.json",
        shop_questions_s12.BATCHES | shop_questions_s12b.BATCHES,
    ),
    shops.Business(
        "voltex",
        shops.SHOPS / "voltex.json",
        shop_questions_s13.BATCHES | shop_questions_s13b.BATCHES | shop_questions_s18c.BATCHES_VOLTEX,
    ),
    shops.Business(
        "bitfix",
        shops.SHOPS / "bitfix.json",
        shop_questions_s14.BATCHES | shop_questions_s14b.BATCHES,
        shop_questions_s14.FRESH | shop_questions_s14b.FRESH,
    ),
    shops.Business(
        "hedlab",
        shops.SHOPS / "hedlab.json",
        shop_questions_s15.BATCHES | shop_questions_s15b.BATCHES,
        shop_questions_s15.FRESH | shop_questions_s15b.FRESH,
    ),
    shops.Business(
        "carmelfix",
        shops.SHOPS / "carmelfix.json",
        shop_questions_s16.BATCHES | shop_questions_s16b.BATCHES | shop_questions_s18c.BATCHES_CARMELFIX,
        shop_questions_s16.FRESH | shop_questions_s16b.FRESH,
    ),
    shops.Business(
        "negevair",
        shops.SHOPS / "negevair.json",
        shop_questions_s17.BATCHES
        | shop_questions_s17b.BATCHES
        | shop_questions_s17k.BATCHES
        | shop_questions_s18c.BATCHES_NEGEVAIR,
        shop_questions_s17.FRESH | shop_questions_s17b.FRESH | shop_questions_s17k.FRESH,
    ),
    shops.Business(
        "proparts", shops.SHOPS / "proparts.json", shop_questions_s18.BATCHES | shop_questions_s18b.BATCHES
    ),
    shops.Business(
        "nayadut", shops.SHOPS / "nayadut.json", shop_questions_s19.BATCHES, shop_questions_s19.FRESH
    ),
    shops.Business("galor", shops.SHOPS / "galor.json", shop_questions_s20.BATCHES, shop_questions_s20.FRESH),
    shops.Business(
        "eintal", shops.SHOPS / "eintal.json", shop_questions_s21.BATCHES, shop_questions_s21.FRESH
    ),
    shops.Business("hadar", shops.SHOPS / "hadar.json", shop_questions_s22.BATCHES, shop_questions_s22.FRESH),
    shops.Business("alon", shops.SHOPS / "alon.json", shop_questions_s23.BATCHES, shop_questions_s23.FRESH),
    shops.Business(
        "kacholyam", shops.SHOPS / "kacholyam.json", shop_questions_s24.BATCHES, shop_questions_s24.FRESH
    ),
    shops.Business(
        "derechhayam", shops.SHOPS / "derechhayam.json", shop_questions_s25.BATCHES, shop_questions_s25.FRESH
    ),
    shops.Business(
        "printline", shops.SHOPS / "printline.json", shop_questions_s25b.BATCHES, shop_questions_s25b.FRESH
    ),
    shops.Business(
        "beitetz", shops.SHOPS / "beitetz.json", shop_questions_s26.BATCHES, shop_questions_s26.FRESH
    ),
    shops.Business(
        "fitpro", shops.SHOPS / "fitpro.json", shop_questions_s26b.BATCHES, shop_questions_s26b.FRESH
    ),
    shops.Business(
        "gannoy", shops.SHOPS / "gannoy.json", shop_questions_s27.BATCHES, shop_questions_s27.FRESH
    ),
    shops.Business("galim", shops.SHOPS / "galim.json", shop_questions_s28.BATCHES, shop_questions_s28.FRESH),
    shops.Business(
        "koltov", shops.SHOPS / "koltov.json", shop_questions_s29.BATCHES, shop_questions_s29.FRESH
    ),
    shops.Business(
        "shchakim", shops.SHOPS / "shchakim.json", shop_questions_s30.BATCHES, shop_questions_s30.FRESH
    ),
    shops.Business(
        "shemesh", shops.SHOPS / "shemesh.json", shop_questions_s31.BATCHES, shop_questions_s31.FRESH
    ),
    shops.Business(
        "alumdarom",
        shops.SHOPS / "alumdarom.json",
        shop_questions_s33.BATCHES,
        shop_questions_s33.FRESH,
        held_out=True,
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper `heldout34`), aggregates only
        "mishkal",
        shops.SHOPS / "mishkal.json",
        shop_questions_s34.BATCHES,
        shop_questions_s34.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: the held-out one's voice (helper `shorthand34`), items may be looked at
        "katzaf", shops.SHOPS / "katzaf.json", shop_questions_s34d.BATCHES, shop_questions_s34d.FRESH
    ),
    shops.Business(  # DEVELOPMENT: three other voices (helper `voices34`), items may be looked at
        "maayan", shops.SHOPS / "maayan.json", shop_questions_s34e.BATCHES, shop_questions_s34e.FRESH
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout35), aggregates only
        "chashmalit",
        shops.SHOPS / "chashmalit.json",
        shop_questions_s35.BATCHES,
        shop_questions_s35.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: customers named by kind of place and town, and by title (`places35`)
        "rahit", shops.SHOPS / "rahit.json", shop_questions_s35p.BATCHES, shop_questions_s35p.FRESH
    ),
    shops.Business(  # DEVELOPMENT: jobs by their work, owners' money words, a student (helper `jobs35`)
        "shaar", shops.SHOPS / "shaar.json", shop_questions_s35j.BATCHES, shop_questions_s35j.FRESH
    ),
    shops.Business(  # DEVELOPMENT: staff asking about policies (helper `knowledge35`), items may be looked at
        "cafetech", shops.SHOPS / "cafetech.json", shop_questions_s35k.BATCHES, shop_questions_s35k.FRESH
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout36), aggregates only
        "meitar",
        shops.SHOPS / "meitar.json",
        shop_questions_s36.BATCHES,
        shop_questions_s36.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: a bookkeeper, code-switching and long manager messages (helper voices36)
        "harama", shops.SHOPS / "harama.json", shop_questions_s36v.BATCHES, shop_questions_s36v.FRESH
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout37), aggregates only
        "galgal",
        shops.SHOPS / "galgal.json",
        shop_questions_s37.BATCHES,
        shop_questions_s37.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: confirmations, wrong guesses, a new receptionist's polite asks (voices37)
        "tavor", shops.SHOPS / "tavor.json", shop_questions_s37v.BATCHES, shop_questions_s37v.FRESH
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout38), aggregates only
        "avner",
        shops.SHOPS / "avner.json",
        shop_questions_s38.BATCHES,
        shop_questions_s38.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: customer look-ups by place, trade, first name, nickname (helper lookups38)
        "maalit", shops.SHOPS / "maalit.json", shop_questions_s38l.BATCHES, shop_questions_s38l.FRESH
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout39), aggregates only
        "bariach",
        shops.SHOPS / "bariach.json",
        shop_questions_s39.BATCHES,
        shop_questions_s39.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: bariach's voices (helper voice39): dictation, a learner's Hebrew, two asks
        "shaar-v", shops.SHOPS / "shaar.json", shop_questions_s39v.BATCHES_SHAAR
    ),
    shops.Business(  # DEVELOPMENT: the same voices about a plumbing and locksmith service (helper voice39)
        "fixhome-v", shops.SHOPS / "fixhome.json", shop_questions_s39v.BATCHES_FIXHOME
    ),
    shops.Business(  # DEVELOPMENT: customers named by what their records say (helper describe39)
        "maalit-d", shops.SHOPS / "maalit.json", shop_questions_s39d.MAALIT_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: customers named by what their records say (helper describe39)
        "tavor-d", shops.SHOPS / "tavor.json", shop_questions_s39d.TAVOR_BATCHES
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout40), aggregates only
        "mechugim",
        shops.SHOPS / "mechugim.json",
        shop_questions_s40.BATCHES,
        shop_questions_s40.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: everyday office Hebrew: orders, slang, spellings, prefixes (hebrew40)
        "gannoy-h", shops.SHOPS / "gannoy.json", shop_questions_s40h.BATCHES_GANNOY
    ),
    shops.Business(  # DEVELOPMENT: the same voices about a dry cleaner and tailor (helper hebrew40)
        "hadar-h", shops.SHOPS / "hadar.json", shop_questions_s40h.BATCHES_HADAR
    ),
    shops.Business(  # DEVELOPMENT: brands across scripts, everyday words as a card says them (describe40)
        "tavor-d40", shops.SHOPS / "tavor.json", shop_questions_s40d.TAVOR_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: a price question's word that sounds like a name (describe40)
        "shaar-d40", shops.SHOPS / "shaar.json", shop_questions_s40d.SHAAR_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the held-out writers' English voices (helper english40), a marine service
        "galim-e", shops.SHOPS / "galim.json", shop_questions_s40e.BATCHES_GALIM
    ),
    shops.Business(  # DEVELOPMENT: the same English voices about a hearing-aid centre (helper english40)
        "koltov-e", shops.SHOPS / "koltov.json", shop_questions_s40e.BATCHES_KOLTOV
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout41), aggregates only
        "nemala",
        shops.SHOPS / "nemala.json",
        shop_questions_s41.BATCHES,
        shop_questions_s41.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: questions about something else in a policy's words (the lead, s41)
        "gannoy-o", shops.SHOPS / "gannoy.json", shop_questions_s41o.GANNOY_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about a hearing-aid institute (the lead, s41)
        "koltov-o", shops.SHOPS / "koltov.json", shop_questions_s41o.KOLTOV_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: names as heard and transliterated, netz's voices (voices42, s42)
        "alon-v", shops.SHOPS / "alon.json", shop_questions_s42v.ALON_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about an optician (voices42, s42)
        "eintal-v", shops.SHOPS / "eintal.json", shop_questions_s42v.EINTAL_BATCHES
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout42), aggregates only
        "netz",
        shops.SHOPS / "netz.json",
        shop_questions_s42.BATCHES,
        shop_questions_s42.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: a customer and a record word, asked for different things (records42)
        "printline-r", shops.SHOPS / "printline.json", shop_questions_s42r.PRINTLINE_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about a pool maintenance company (helper records42)
        "kacholyam-r", shops.SHOPS / "kacholyam.json", shop_questions_s42r.KACHOLYAM_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: greetings and asks for help in social voices (the lead, s43)
        "tavor-g", shops.SHOPS / "tavor.json", shop_questions_s43g.TAVOR_BATCHES
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout43), aggregates only
        "lehava",
        shops.SHOPS / "lehava.json",
        shop_questions_s43.BATCHES,
        shop_questions_s43.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: a customer's balance vs one invoice, in office voices (money43)
        "katzaf-m", shops.SHOPS / "katzaf.json", shop_questions_s43m.KATZAF_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about a forklift service (helper money43)
        "harama-m", shops.SHOPS / "harama.json", shop_questions_s43m.HARAMA_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: a customer's job asked after by its machine, fault or visit (jobs43)
        "harama-j", shops.SHOPS / "harama.json", shop_questions_s43j.HARAMA_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about a coffee machine service (helper jobs43)
        "cafetech-j", shops.SHOPS / "cafetech.json", shop_questions_s43j.CAFETECH_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: Hebrew typed in Latin letters, plus English controls (helper latin44)
        "shaar-l", shops.SHOPS / "shaar.json", shop_questions_s44l.SHAAR_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same voice about an appliance repair lab (helper latin44)
        "tavor-l", shops.SHOPS / "tavor.json", shop_questions_s44l.TAVOR_BATCHES
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout44), aggregates only
        "machat",
        shops.SHOPS / "machat.json",
        shop_questions_s44.BATCHES,
        shop_questions_s44.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: shared phones and surnames asked for money, a balance's overdue part,
        # open invoices, the card's notes, follow-ups after a balance (helper facts44)
        "katzaf-f",
        shops.SHOPS / "katzaf.json",
        shop_questions_s44a.KATZAF_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a forklift service (helper facts44)
        "harama-f", shops.SHOPS / "harama.json", shop_questions_s44a.HARAMA_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the record a question about a named customer asks (records44)
        "shemesh-r", shops.SHOPS / "shemesh.json", shop_questions_s44r.SHEMESH_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about a car garage (helper records44)
        "derechhayam-r", shops.SHOPS / "derechhayam.json", shop_questions_s44r.DERECHHAYAM_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: something else in the business's words, beside its policies (ood44)
        "cafetech-o44", shops.SHOPS / "cafetech.json", shop_questions_s44o.CAFETECH_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about an optician (helper ood44)
        "eintal-o44", shops.SHOPS / "eintal.json", shop_questions_s44o.EINTAL_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: one invoice of several by amount, age or job; a part payment; a job by
        # its item of several, its fault, date or cost (helper facts45)
        "kortal-f",
        shops.SHOPS / "kortal.json",
        shop_questions_s45f.KORTAL_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: one sentence or figure of a longer knowledge item, asked in other words,
        # English at least half, near items sharing words (helper know45)
        "cafetech-k45",
        shops.SHOPS / "cafetech.json",
        shop_questions_s45k.BATCHES,
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout45), aggregates only
        "tiktak",
        shops.SHOPS / "tiktak.json",
        shop_questions_s45.BATCHES,
        shop_questions_s45.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: repairs, invoices and customers described instead of named, with and
        # without a named customer, follow-ups, controls by name (helper desc45)
        "tavor-d46",
        shops.SHOPS / "tavor.json",
        shop_questions_s46d.TAVOR_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a forklift service, kept aside as the check (desc45)
        "harama-d46", shops.SHOPS / "harama.json", shop_questions_s46d.HARAMA_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: English as an Israeli office writes it, five voices, Hebrew-lettered
        # names inside English, follow-ups (helper english45)
        "fixhome-e46",
        shops.SHOPS / "fixhome.json",
        shop_questions_s46e.FIXHOME_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a printer and copier service (helper english45)
        "printline-e46", shops.SHOPS / "printline.json", shop_questions_s46e.PRINTLINE_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about mobility equipment, kept aside as a check (english45)
        "nayadut-e46", shops.SHOPS / "nayadut.json", shop_questions_s46e.NAYADUT_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: customers named by their town, street, trade, company kind, item or
        # card notes, every fact asked; two in one town; follow-ups; controls by name (helper who45)
        "tavor-w",
        shops.SHOPS / "tavor.json",
        shop_questions_s46w.TAVOR_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a forklift service (helper who45)
        "harama-w", shops.SHOPS / "harama.json", shop_questions_s46w.HARAMA_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: questions wrapped in backstory and courtesy, and terse mixed texts from
        # the road (helper wrap45), a pool service
        "kacholyam-w",
        shops.SHOPS / "kacholyam.json",
        shop_questions_s46m.KACHOLYAM_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a printer and copier service (helper wrap45)
        "printline-w", shops.SHOPS / "printline.json", shop_questions_s46m.PRINTLINE_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about a watch and small-appliance repairer (helper wrap45)
        "carmelfix-w", shops.SHOPS / "carmelfix.json", shop_questions_s46m.CARMELFIX_BATCHES
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout46), aggregates only
        "tsaad",
        shops.SHOPS / "tsaad.json",
        shop_questions_s46.BATCHES,
        shop_questions_s46.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: knowledge or something else by what is asked of whom, in shared words;
        # records with repair/technician (helper predicate46), a gardening service
        "gannoy-q",
        shops.SHOPS / "gannoy.json",
        shop_questions_s47q.GANNOY_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a hearing-aid centre (helper predicate46)
        "koltov-q", shops.SHOPS / "koltov.json", shop_questions_s47q.KOLTOV_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about a car garage, kept aside as the check (predicate46)
        "derechhayam-q", shops.SHOPS / "derechhayam.json", shop_questions_s47q.DERECHHAYAM_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: a named customer's (or number's) one field asked, the field choosing the
        # record: card, one invoice, the balance or the repair; near pairs, follow-ups (helper kinds46)
        "bitfix-k",
        shops.SHOPS / "bitfix.json",
        shop_questions_s47k.BITFIX_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about pest control, kept aside as the check (helper kinds46)
        "alon-k", shops.SHOPS / "alon.json", shop_questions_s47k.ALON_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: long English messages, the ask inside a story, native and Israeli
        # voices, follow-ups, Hebrew controls (helper english46), a car garage
        "derechhayam-e47",
        shops.SHOPS / "derechhayam.json",
        shop_questions_s47e.DERECHHAYAM_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a hearing-aid centre (helper english46)
        "koltov-e47", shops.SHOPS / "koltov.json", shop_questions_s47e.KOLTOV_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: the same about a gardening service, kept aside as the check (english46)
        "gannoy-e47", shops.SHOPS / "gannoy.json", shop_questions_s47e.GANNOY_BATCHES
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout47), aggregates only
        "tahor",
        shops.SHOPS / "tahor.json",
        shop_questions_s47.BATCHES,
        shop_questions_s47.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: written blind by helper blind48a (saw neither the engine nor other sets)
        "nitzotz-b",
        shops.SHOPS / "nitzotz.json",
        shop_questions_s48a.BATCHES,
        shop_questions_s48a.FRESH,
    ),
    shops.Business(  # DEVELOPMENT: written blind by helper blind48c (saw neither the engine nor other sets)
        "manul-b",
        shops.SHOPS / "manul.json",
        shop_questions_s48c.BATCHES,
        shop_questions_s48c.FRESH,
    ),
    shops.Business(  # DEVELOPMENT: written blind by helper blind48b (saw neither the engine nor other sets)
        "tefer-b",
        shops.SHOPS / "tefer.json",
        shop_questions_s48b.BATCHES,
        shop_questions_s48b.FRESH,
    ),
    shops.Business(  # DEVELOPMENT: which record a question asks for: whose invoice, bare numbers, stories,
        # formal card fields, follow-ups carrying the record (helper records48), a marine service
        "galim-w",
        shops.SHOPS / "galim.json",
        shop_questions_s48w.BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: what kind of act a message is (requests the office cannot do, small
        # talk, asks about the assistant, the shop floor) beside record reads asked as requests (asks48)
        "galor-r",
        shops.SHOPS / "galor.json",
        shop_questions_s48r.BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: customers, invoices and jobs referred to by description (helper
        # describe48): a kind of business and its place, a thing and its fault, an amount, a card's fact
        "proparts-d48",
        shops.SHOPS / "proparts.json",
        shop_questions_s48d.BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: policies asked as a situation in the staff's words, a named customer
        # or place as the story's context (helper policy48), a marina boat service
        "galim-k48",
        shops.SHOPS / "galim.json",
        shop_questions_s48k.GALIM_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a carpentry (helper policy48)
        "beitetz-k48", shops.SHOPS / "beitetz.json", shop_questions_s48k.BEITETZ_BATCHES
    ),
    shops.Business(  # HELD OUT: written by a new writer (helper heldout49), aggregates only
        "tslula",
        shops.SHOPS / "tslula.json",
        shop_questions_s49.BATCHES,
        shop_questions_s49.FRESH,
        held_out=True,
    ),
    shops.Business(  # DEVELOPMENT: written blind by helper blind50a (saw neither the engine nor other sets)
        "dagit-b",
        shops.SHOPS / "dagit.json",
        shop_questions_s50a.BATCHES,
        shop_questions_s50a.FRESH,
    ),
    shops.Business(  # DEVELOPMENT: written blind by helper blind50b (saw neither the engine nor other sets)
        "kinor-b",
        shops.SHOPS / "kinor.json",
        shop_questions_s50b.BATCHES,
        shop_questions_s50b.FRESH,
    ),
    shops.Business(  # DEVELOPMENT: written blind by helper blind50c (saw neither the engine nor other sets)
        # kept aside from the engine's helpers as the check: aggregates only to them
        "patish-b",
        shops.SHOPS / "patish.json",
        shop_questions_s50c.BATCHES,
        shop_questions_s50c.FRESH,
    ),
    shops.Business(  # DEVELOPMENT: follow-ups carrying the bound customer, the last answer's invoice, the
        # other or older one and a job by its item, with new-name controls (helper follow49), hearing aids
        "koltov-f51",
        shops.SHOPS / "koltov.json",
        shop_questions_s51f.KOLTOV_BATCHES,
    ),
    shops.Business(  # DEVELOPMENT: the same about a marine service (helper follow49)
        "galim-f51", shops.SHOPS / "galim.json", shop_questions_s51f.GALIM_BATCHES
    ),
    shops.Business(  # DEVELOPMENT: one invoice, the balance or the job of a money or status ask (helper
        # money49): paid for a job, anything open, a bare number, a draft, two accounts, a cancelled job
        "katzaf-m51",
        shops.SHOPS / "katzaf.json",
        shop_questions_s51m.BATCHES,
    ),
)


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run(arguments: list[str], env: dict[str, str]) -> str:
    done = subprocess.run(arguments, env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)
    if done.returncode:
        raise RuntimeError(f"{' '.join(arguments[:3])} failed: {done.stdout[-1000:]} {done.stderr[-2000:]}")
    return done.stdout


def _first_chat(base: str, token: str) -> None:
    request = urllib.request.Request(
        f"{base}/api/mcp-chatbot/chat",
        data=json.dumps({"message": "שלום"}).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.status == 200


def _local_zone() -> str | None:
    """This machine's time zone by name (``TZ``, else what ``/etc/localtime`` links to), if it has one."""
    if os.environ.get("TZ"):
        return os.environ["TZ"].lstrip(":")
    target = os.path.realpath("/etc/localtime")
    return target.split("/zoneinfo/", 1)[1] if "/zoneinfo/" in target else None


def _server_env(work: Path) -> tuple[dict[str, str], str]:
    """A fresh data directory with an admin and its token."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    work.mkdir(parents=True, exist_ok=True)
    env["MISRAD_DATA_DIR"] = str(work / "data")
    # score.py dates the fixtures from this machine's own day (``date.today()``): the server must count
    # days in the same zone, or between the two zones' midnights every "today" / "overdue" row is judged
    # against another day (session 43: a UTC machine from 22:00 to 24:00, Israel's next day).
    zone = _local_zone()
    if zone:
        env["MISRAD_TIMEZONE"] = zone
    misrad = str(BIN / "misrad")
    _run([misrad, "migrate"], env)
    _run(
        [misrad, "users", "create", "devset@example.com", "--password", "devset-pass-1", "--role", "admin"],
        env,
    )
    token = _run([misrad, "tokens", "create", "devset@example.com", "--name", "devset"], env).strip()
    return env, token.splitlines()[-1]


@contextmanager
def _scoring_server(work: Path, chat_first: bool) -> Iterator[tuple[dict[str, str], str, str, list[str]]]:
    """A fresh ``misrad serve`` (after one chat when ``chat_first``): its environment, address, token and
    the ``score.py`` command line that scores against it."""
    env, token = _server_env(work)
    port = _free_port()
    with served([str(BIN / "misrad"), "serve", "--port", str(port)], env, port, work / "server.log") as (
        base,
        _pid,
    ):
        if chat_first:
            _first_chat(base, token)
        yield env, base, token, [sys.executable, str(DEVSET / "score.py"), "--url", base, "--token", token]


def score_run(work: Path, chat_first: bool) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Per-utterance results of ``score.py`` against a fresh server: the set's own questions, then the
    session's own (``tests/assistant/lab_questions.py``) on the records already loaded; then each other
    business's questions (``OTHER_SHOPS``) on a fresh server of its own, in the same order of events."""
    out, own_out = work / "results.json", work / "own.json"
    with _scoring_server(work, chat_first) as (env, _base, _token, arguments):
        own = lab_questions.write(DEVSET, work / "own.jsonl")
        _run([*arguments, "--show", "0", "--json-out", str(out)], env)
        own_arguments = ["--skip-load", "--utterances", str(own), "--show", "0", "--json-out", str(own_out)]
        _run([*arguments, *own_arguments], env)
    results: list[dict[str, Any]] = json.loads(out.read_text())
    own_results: list[dict[str, Any]] = json.loads(own_out.read_text())
    for business in OTHER_SHOPS:
        own_results += score_shop(work / business.name, business, chat_first)
    return [r for r in results if r["scored"]], own_results


def score_shop(work: Path, business: shops.Business, chat_first: bool) -> list[dict[str, Any]]:
    """One business's questions against a fresh server: its fixtures loaded by ``score.py`` (asked no
    question), the customers sharing a phone after it, then the questions."""
    fixtures = business.fixtures_path(DEVSET)
    with _scoring_server(work, chat_first) as (env, base, token, arguments):
        questions = shops.write(DEVSET, business, work / "questions.jsonl")
        (work / "none.jsonl").write_text("")
        arguments = [*arguments, "--fixtures", str(fixtures), "--show", "0"]
        done = subprocess.run(  # loads, then stops at "no utterances selected" (exit 3)
            [*arguments, "--utterances", str(work / "none.jsonl")],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        if "fixtures:" not in done.stdout or " error: " in done.stdout:
            raise RuntimeError(
                f"{business.name}: fixtures not loaded: {done.stdout[-2000:]} {done.stderr[-1000:]}"
            )
        shops.load_shared_phone(base, token, fixtures)
        json_out = work / "results.json"
        _run([*arguments, "--skip-load", "--utterances", str(questions), "--json-out", str(json_out)], env)
        found: list[dict[str, Any]] = json.loads(json_out.read_text())
        for n, step in enumerate(shops.build_steps(DEVSET, business)):
            shops.load_step(base, token, fixtures, n)  # then its questions at once, nothing between
            if not step:
                continue
            step_file = shops.write_rows(step, work / f"step{n}.jsonl")
            step_out = work / f"step{n}.json"
            step_arguments = ["--skip-load", "--utterances", str(step_file), "--json-out", str(step_out)]
            _run([*arguments, *step_arguments], env)
            found += json.loads(step_out.read_text())
    return found


def held_out(utterance_id: str) -> bool:
    """About 30% of the set, fixed by a hash of the id, whose failures were never looked at while the
    engine was tuned on the rest: their figure is the honest one."""
    return hashlib.sha256(utterance_id.encode()).digest()[0] % 10 < 3


def _share(rows: list[dict[str, Any]], key: str) -> str:
    values = [r[key] for r in rows if r[key] is not None]
    return f"{sum(1 for v in values if v) / len(values):.2f}" if values else "-"


def summary(rows: list[dict[str, Any]]) -> dict[str, str]:
    figures = {key: _share(rows, key) for key in AIMS}
    for lang in ("he", "en"):
        figures[f"answer_ok {lang}"] = _share([r for r in rows if r["lang"] == lang], "answer_ok")
    return figures


def _section(runs: list[tuple[str, list[dict[str, Any]]]]) -> list[str]:
    lines = [
        "| run | part | n | intent | entities | answers | answers he | answers en |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for label, rows in runs:
        parts = (
            ("**held out**", [r for r in rows if held_out(r["id"])]),
            ("tuned on", [r for r in rows if not held_out(r["id"])]),
            ("all", rows),
        )
        for part, part_rows in parts:
            f = summary(part_rows)
            lines.append(
                f"| {label} | {part} | {len(part_rows)} | {f['intent_ok']} | {f['entities_ok']} "
                f"| {f['answer_ok']} | {f['answer_ok he']} | {f['answer_ok en']} |"
            )
    lines += [
        "",
        "Per intent (intent / answers), both runs:",
        "",
        "| intent | n | " + " | ".join(label for label, _ in runs) + " |",
        "|---|---:|" + "---:|" * len(runs),
    ]
    by_intent: dict[str, list[list[dict[str, Any]]]] = defaultdict(lambda: [[] for _ in runs])
    for i, (_label, rows) in enumerate(runs):
        for row in rows:
            by_intent[row["intent_expected"]][i].append(row)
    for intent, groups in by_intent.items():
        cells = [f"{_share(g, 'intent_ok')} / {_share(g, 'answer_ok')}" for g in groups]
        lines.append(f"| {intent} | {len(groups[0])} | " + " | ".join(cells) + " |")
    follow = [[r for r in rows if r["context_from"]] for _, rows in runs]
    cells = [f"{_share(g, 'intent_ok')} / {_share(g, 'answer_ok')}" for g in follow]
    lines.append(f"| (follow-ups) | {len(follow[0])} | " + " | ".join(cells) + " |")
    return lines


def main() -> str:
    sections = [
        "## chat_devset",
        "",
        f"The shared development set (`{DEVSET.name}`: an appliance repair lab, "
        "written without seeing misrad) scored by its own `score.py` through the API against "
        "`misrad serve` on SQLite. Aims in both runs: intent >= 0.97, entities >= 0.97, answers >= 0.95 "
        "in each language. The held-out part (about 30%, chosen by a hash of the utterance id in "
        "`held_out()`) was never looked at while the engine was tuned for issue 15: it is the headline.",
        "",
    ]
    if not (DEVSET / "score.py").exists():
        return "\n".join([*sections, f"The set was not found at {DEVSET}: not measured."])
    runs, own_runs = [], []
    with tempfile.TemporaryDirectory(prefix="bench_devset_") as tmp:
        for n, (label, chat_first) in enumerate(RUNS):
            print(f"-- devset: {label}", flush=True)
            rows, own_rows = score_run(Path(tmp) / f"run{n}", chat_first)
            runs.append((label, rows))
            own_runs.append((label, own_rows))
    return "\n".join([*sections, *_section(runs), "", *_own_section(own_runs), "", BASELINE])


def _records_text() -> list[str]:
    """The Hebrew text of the set's records (names, items, knowledge titles and content), longest first."""
    found: list[str] = []
    for business in (lab_questions.LAB, *OTHER_SHOPS):
        fixtures = json.loads(business.fixtures_path(DEVSET).read_text(encoding="utf-8"))
        for extra in [fixtures, fixtures.get("shared_phone") or {}, *fixtures.get("added_later", [])]:
            found += [c["name"] for c in extra.get("customers", [])]
            found += [r["item"] for r in extra.get("repairs", [])]
        found += [k[field] for k in fixtures["knowledge"] for field in ("title", "content")]
    return sorted(found, key=len, reverse=True)


def _framed_in_english(response: str, records: list[str]) -> bool:
    """The answer's opening line is in English words: the records' Hebrew text in it (names, items,
    titles) is data, not the answer's language; a bare Hebrew title is no English answer."""
    own = next((line for line in response.splitlines() if line.strip()), "")
    for text in records:
        own = own.replace(text, " ")
    hebrew = sum(1 for c in own if "\u05d0" <= c <= "\u05ea")
    latin = sum(1 for c in own if c.isascii() and c.isalpha())
    return latin > hebrew and latin > 0


def _own_section(runs: list[tuple[str, list[dict[str, Any]]]]) -> list[str]:
    """The session's own questions about the set's business (``tests/assistant/lab_questions.py``), by
    batch: ``s7`` written before the session changed the engine, ``s7b`` after its last change, ``s7c``
    (entity kinds) before the entity linking changed, ``s7d`` (answer facts) before the answer wording,
    ``s8`` (Hebrew word forms, session 8) before the roots, ``s9`` (verb forms, session 9) before the
    morphology; ``s10`` (session 10) about another business (``OTHER_SHOPS``), before linking items to
    a customer's own repairs; ``s11`` (session 11) about a third, before that session's changes;
    ``s12`` (session 12) about a fourth, before this session's changes; ``s12b`` (helper `follow12`)
    about the fourth again, before that helper's changes; ``s13`` (session 13, helper `chat13`) about a
    fifth, before that helper's changes; ``s13b`` about the fifth again, after them; ``s14`` (helper
    `chat14`) about a sixth, before that helper's changes, and ``s14f`` about it, each question asked
    the moment the records it is about were made through the API; ``s15`` (helper `chat15`) about a
    seventh, before that helper's changes, and ``s15f`` about it, asked the moment its records were
    made; ``s15b`` and ``s15bf`` about the seventh again, after them; ``s16`` and ``s16f`` (helper
    `chat16`) about an eighth, before that helper's changes, ``s16b`` and ``s16bf`` after them; ``s17``
    and ``s17f`` (helper `chat17`) about a ninth, before that helper's changes, ``s17b`` and ``s17bf``
    after them; ``s18`` (helper `chat18`) about a tenth, before that helper's changes, ``s18b`` after them;
    ``s18cn``, ``s18cv`` and ``s18cc`` (helper `chat18c`) about the ninth, fifth and eighth, before that
    helper's changes; ``s19`` and ``s19f`` (helper `chat19`) about an eleventh, before that helper's
    changes, ``s19f`` asked the moment its records were made; ``s20`` and ``s20f`` (helper `chat20`) about a
    twelfth, before that helper's changes, ``s20f`` asked the moment its records were made; ``s21`` and
    ``s21f`` (helper `chat21`) about a thirteenth, before that helper's changes, ``s21f`` asked the moment
    its records were made; ``s22`` and ``s22f`` (helper `chat22`) about a fourteenth, before that helper's
    changes, ``s22f`` asked the moment its records were made; ``s23`` and ``s23f`` (helper `chat23`) about a
    fifteenth, before that helper's changes, ``s23f`` asked the moment its records were made; ``s24`` and
    ``s24f`` (helper `chat24`) about a sixteenth, before that helper's changes, ``s24f`` asked the moment its
    records were made; ``s25`` and ``s25f`` (helper `chat25`) about a seventeenth, and ``s25b`` and ``s25bf``
    about an eighteenth, both before that helper's changes, the ``f`` ones asked the moment their records
    were made; ``s26`` and ``s26f`` (helper `chat26`) about a nineteenth, before that helper's changes, and
    ``s26b`` and ``s26bf`` about a twentieth, held out while that helper changed the engine; ``s27`` and
    ``s27f`` (helper `chat27`) about a twenty-first, held out while that helper changed the engine; ``s28``
    and ``s28f`` (helper `chat28`) about a twenty-second, held out while that helper changed the engine;
    ``s29`` and ``s29f`` (helper `chat29`) about a twenty-third, held out while that helper changed the
    engine; ``s30`` and ``s30f`` (helper `chat31`) about a twenty-fourth, held out while that helper changed
    the engine; ``s31`` and ``s31f`` (helper `chat32`) about a twenty-fifth, held out while that helper
    changed the engine; ``s33`` and ``s33f`` (helper `chat33`) about a twenty-sixth, held out while that
    helper changed the engine; ``s34`` and ``s34f`` (helper `heldout34`) about a twenty-seventh, HELD OUT:
    written by a new writer who had not seen the engine or the earlier sets, aggregates only; ``s34d`` and
    ``s34df`` (helper `shorthand34`) about a twenty-eighth, a DEVELOPMENT set in that writer's voice; ``s34e``
    and ``s34ef`` (helper `voices34`) about a twenty-ninth, a DEVELOPMENT set in three other voices; ``s35``
    and ``s35f`` (helper `heldout35`) about a thirtieth, HELD OUT: a new writer's set in three more voices
    (an owner's voice typing, non-native English, a clerk relaying a caller), aggregates only; ``s35p``
    and ``s35pf`` (helper `places35`) about a thirty-first, a DEVELOPMENT set naming customers by kind of
    place and town, by title and by names spelled as said; ``s35j`` and ``s35jf`` (helper `jobs35`) about a
    thirty-second, a DEVELOPMENT set of repairs named by their job and owners' money words; ``s35k`` and
    ``s35kf`` (helper `knowledge35`) about a thirty-third, a DEVELOPMENT set of staff asking policies;
    ``s36`` and ``s36f`` (helper `heldout36`) about a thirty-fourth, HELD OUT: a new writer's set in three
    more voices (a bookkeeper's accounting terms, Hebrew-English code-switching, a manager's long
    messages), aggregates only; ``s36v`` and ``s36vf`` (helper `voices36`) about a thirty-fifth, a
    DEVELOPMENT set in those three voices."""
    data = _records_text()
    batches = {
        b: rows for business in (lab_questions.LAB, *OTHER_SHOPS) for b, rows in business.batches.items()
    } | {  # asked the moment their records are made, step by step
        b: [row for step in steps for row in step]
        for business in OTHER_SHOPS
        for b, steps in business.fresh.items()
    }
    sizes = ", ".join(f"{batch} {len(rows)}" for batch, rows in batches.items())
    lines = [
        f"The sessions' own questions ({sizes}; "
        "`tests/assistant/lab_questions.py` about the set's business, `shop_questions_s10.py`, "
        "`shop_questions_s11.py`, `shop_questions_s12.py`, `shop_questions_s12b.py`, "
        "`shop_questions_s13.py`, `shop_questions_s13b.py`, `shop_questions_s14.py`, "
        "`shop_questions_s14b.py`, `shop_questions_s15.py`, `shop_questions_s15b.py`, "
        "`shop_questions_s16.py`, `shop_questions_s16b.py`, `shop_questions_s17.py` and "
        "`shop_questions_s17b.py` about eight others, `shop_questions_s18*.py`, `shop_questions_s19.py` and "
        "`shop_questions_s20.py`, `shop_questions_s21.py`, `shop_questions_s22.py`, "
        "`shop_questions_s23.py`, `shop_questions_s24.py`, `shop_questions_s25.py` and "
        "`shop_questions_s25b.py`, `shop_questions_s26.py`, `shop_questions_s26b.py` and "
        "`shop_questions_s27.py`, `shop_questions_s28.py`, `shop_questions_s29.py`, "
        "`shop_questions_s30.py`, `shop_questions_s31.py`, `shop_questions_s33.py` and "
        "`shop_questions_s34.py` (HELD OUT), `shop_questions_s34d.py`, `shop_questions_s34e.py`, "
        "`shop_questions_s35.py` (HELD OUT), `shop_questions_s35p.py`, `shop_questions_s35j.py`, "
        "`shop_questions_s35k.py`, `shop_questions_s36.py` (HELD OUT) and `shop_questions_s36v.py` about "
        "twenty-six more "
        "(`s14f`, `s14bf`, `s15f`, `s15bf`, `s16f`, `s16bf`, `s17f`, `s17bf`, `s19f`, `s20f`, `s21f`, "
        "`s22f`, `s23f`, `s24f`, `s25f`, `s25bf`, `s26f`, `s26bf`, `s27f`, `s28f`, `s29f`, `s30f`, "
        "`s31f`, `s33f`, `s34f`, `s34df`, `s34ef`, `s35f`, `s35pf`, `s35jf`, `s35kf`, `s36f` and `s36vf` "
        "asked "
        "the moment their "
        "records were made), "
        "each scored on a server "
        "of its own; "
        "each batch written before it was "
        "first run), in the same runs:",
        "",
        "| run | batch | n | intent | entities | answers | answers he | answers en | English opening |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for label, all_rows in runs:
        for batch in batches:
            rows = [r for r in all_rows if r["id"].startswith(f"{batch}-")]
            f = summary(rows)
            english = [r for r in rows if r["lang"] == "en" and r["intent_expected"] not in CHATTER]
            framed = sum(1 for r in english if _framed_in_english(r["response"], data))
            lines.append(
                f"| {label} | {batch} | {len(rows)} | {f['intent_ok']} | {f['entities_ok']} "
                f"| {f['answer_ok']} | {f['answer_ok he']} | {f['answer_ok en']} "
                f"| {f'{framed / len(english):.2f}' if english else '-'} |"
            )
    return lines
