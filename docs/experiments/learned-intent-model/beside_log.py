"""beside38: logs each understand() of the engine under test (LOG_UNDERSTAND=path) for beside_cv.py. Used as a
sitecustomize: copy it as sitecustomize.py into a folder put first on PYTHONPATH, before an old commit's src
(`git archive COMMIT src`), then run `bench.score_businesses NAME --order records --json score-NAME.json`
from today's tree. The old engine's own learned model (if any) is switched off: the gate applies it."""

import importlib.abc
import json
import os
import sys

_PATH = os.environ.get("LOG_UNDERSTAND")
TARGET = "misrad.assistant.engine.nlu"

if _PATH:
    os.environ["MISRAD_LEARNED_INTENT_MODEL"] = "false"  # the old engine alone; the gate applies the model

    def _patch(module):
        original = module.understand

        def understand(text, **context):
            found = original(text, **context)
            try:
                row = dict(
                    typed=text,
                    intent=found.intent,
                    confidence=found.confidence,
                    scores={k: float(v) for k, v in (found.scores or {}).items()},
                    entities=[[e.type, e.value, getattr(e, "raw", None)] for e in found.entities],
                    bound=bool(context.get("has_bound_customer")),
                    previous_intent=context.get("previous_intent"),
                    reason=str(getattr(found, "reason", "")),
                    unexplained=list(getattr(found, "unexplained", None) or []),
                    language=getattr(found, "language", None),
                )
                with open(_PATH, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row, ensure_ascii=False) + "\n")
            except Exception as error:  # never break the server
                sys.stderr.write(f"log failed {error}\n")
            return found

        module.understand = understand

    class _Finder(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            if name != TARGET:
                return None
            sys.meta_path.remove(self)
            try:
                import importlib.util

                spec = importlib.util.find_spec(name)
            finally:
                sys.meta_path.insert(0, self)
            if spec is None:
                return None
            loader = spec.loader
            run = loader.exec_module

            def exec_module(module):
                run(module)
                _patch(module)

            loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, _Finder())
