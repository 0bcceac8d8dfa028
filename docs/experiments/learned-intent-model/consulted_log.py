"""margin61: logs each call of ``intent_model.consulted`` (the engine's intent, the typed text, its entities,
the unexplained count and the reason) to LOG_CONSULTED=path, for ``stability.py`` to replay with other
models. Used as a sitecustomize: copy it as sitecustomize.py into a folder put first on PYTHONPATH, then
run `bench.score_businesses NAME --order records --json score-NAME.json` from the tree under test."""

import importlib.abc
import importlib.util
import json
import os
import sys

_PATH = os.environ.get("LOG_CONSULTED")
TARGET = "misrad.assistant.engine.intent_model"


def _patch(module):
    original = module.consulted

    def consulted(intent, typed, entities, unexplained=0, reason="scores"):
        entities = list(entities)
        found = original(intent, typed, entities, unexplained, reason)
        try:
            row = dict(
                intent=intent,
                typed=typed,
                entities=[[e.type, e.value, getattr(e, "raw", None)] for e in entities],
                unexplained=unexplained,
                reason=str(reason),
                learned=found,
            )
            with open(_PATH, "a", encoding="utf-8") as f:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        except Exception as error:  # never break the server
            sys.stderr.write(f"log failed {error}\n")
        return found

    module.consulted = consulted


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != TARGET:
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        if spec is None:
            return None
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            _patch(module)

        spec.loader.exec_module = exec_module
        return spec


if _PATH:
    sys.meta_path.insert(0, _Finder())
