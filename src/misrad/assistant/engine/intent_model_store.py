"""The learned intent model's trained lookups kept in the data directory, so a process's start reads them
instead of training again (``intent_model``).

Kept as plain data, never a pickle: one ``.npz`` of numeric arrays (read with ``allow_pickle=False``) and
one JSON of the intents and the features' rows, named by a key: the hash of the corpus and of the
businesses left out, and scikit-learn's version (another version may weigh the same corpus otherwise).
A file that cannot be read is trained again and written over, never trusted.
"""

from __future__ import annotations

import hashlib
import json
import os
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from misrad.assistant.engine.intent_model import IntentModel

_FORMAT = 1  # raised when what is stored changes


def key(corpus: Path, leave_out: frozenset[str]) -> str:
    """The stored model's name: what it was trained on and by which library."""
    digest = hashlib.sha256(corpus.read_bytes())
    digest.update(",".join(sorted(leave_out)).encode())
    digest.update(f"{_FORMAT} scikit-learn {metadata.version('scikit-learn')}".encode())
    return digest.hexdigest()[:24]


def read(folder: Path, name: str) -> IntentModel | None:
    """The model stored under ``name``, or None when there is none or it cannot be read whole."""
    import numpy as np

    from misrad.assistant.engine.intent_model import IntentModel, Part

    try:
        lookups = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
        with np.load(folder / f"{name}.npz", allow_pickle=False) as arrays:
            parts = tuple(
                Part({f: n for n, f in enumerate(features)}, arrays[f"idf{i}"], arrays[f"weights{i}"])
                for i, features in enumerate(lookups["features"])
            )
            return IntentModel(tuple(lookups["intents"]), arrays["intercept"], parts)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write(folder: Path, name: str, model: IntentModel) -> None:
    """Stores ``model`` under ``name``: written beside, then moved into place, so a reader never meets
    half a file; a folder that cannot be written leaves the model trained for this process only."""
    import numpy as np

    features = [sorted(part.rows, key=part.rows.__getitem__) for part in model.parts]
    arrays = {"intercept": model.intercept}
    for i, part in enumerate(model.parts):
        arrays |= {f"idf{i}": part.idf, f"weights{i}": part.weights}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        spare = folder / f"{name}-{os.getpid()}"  # beside, one a process
        with spare.with_suffix(".npz").open("wb") as out:
            np.savez(out, **arrays)
        spare.with_suffix(".json").write_text(json.dumps({"intents": model.intents, "features": features}))
        spare.with_suffix(".npz").replace(
            folder / f"{name}.npz"
        )  # the arrays first: the JSON says it is whole
        spare.with_suffix(".json").replace(folder / f"{name}.json")
    except OSError:
        return
