"""A pytest plugin that rigs one part of memtui to raise (for `bench/mutation_check.py`).

Loaded with `-p mutation_rigs` (bench/ on PYTHONPATH); `MEMTUI_RIG` names the rig:

- `lint:<module>:<check>`: that lint check raises as soon as the runner calls it;
- `fts`: the keyword query handed to FTS5 is malformed, so the FTS MATCH itself raises;
- `auditor`: `Auditor.audit` raises;
- `auditor-threats`, `auditor-transcripts`, `auditor-workspace`: the threat scan, the transcript
  parser or the workspace scan raises when (and only when) the audit package calls it.

Nothing is edited on disk: the rig is a monkeypatch applied when pytest starts.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from typing import Any, Callable

import pytest

RIG_ENV = "MEMTUI_RIG"


class RiggedError(RuntimeError):
    """What a rigged part raises."""


def _raise(name: str) -> Callable[..., Any]:
    def rigged(*args: Any, **kwargs: Any) -> Any:
        raise RiggedError(f"rigged: {name}")

    return rigged


def _raise_when_called_from(prefix: str, original: Callable[..., Any], name: str) -> Callable[..., Any]:
    """`original`, except that it raises when its direct caller's module starts with `prefix`."""

    def rigged(*args: Any, **kwargs: Any) -> Any:
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if caller.startswith(prefix):
            raise RiggedError(f"rigged: {name} (called from {caller})")
        return original(*args, **kwargs)

    return rigged


def lint_checks() -> dict[str, list[str]]:
    """`module:check` -> the rule ids it reports, for every registered lint check."""
    from memtui.core.lint import runner  # noqa: F401 - registers the rules
    from memtui.core.lint.rules import RULES

    out: dict[str, list[str]] = {}
    for rule in RULES.values():
        out.setdefault(f"{rule.check.__module__}:{rule.check.__qualname__}", []).append(rule.id)
    return out


def apply(rig: str) -> None:
    """Apply the rig named `rig` (see the module docstring); unknown names raise."""
    if rig.startswith("lint:"):
        from memtui.core.lint.rules import RULES

        name = rig.removeprefix("lint:")
        ids = lint_checks().get(name)
        if not ids:
            raise ValueError(f"no lint check {name!r}")
        rigged = _raise(name)     # one object for all its rules: the runner calls each check once
        for rid in ids:
            RULES[rid] = dataclasses.replace(RULES[rid], check=rigged)
    elif rig == "fts":
        from memtui.core.search import engine

        real_build = engine.build_query

        def malformed(text: str, *args: Any, **kwargs: Any) -> Any:
            query = real_build(text, *args, **kwargs)
            return dataclasses.replace(query, fts='"rigged') if query.fts else query

        engine.build_query = malformed   # type: ignore[assignment]
    elif rig == "auditor":
        from memtui.core.audit import beliefs

        beliefs.Auditor.audit = _raise("Auditor.audit")   # type: ignore[method-assign]
    elif rig == "auditor-threats":
        from memtui.core.lint import threats

        threats.scan_text = _raise_when_called_from("memtui.core.audit", threats.scan_text, "threat scan")
    elif rig == "auditor-transcripts":
        import memtui.core.sessions as sessions

        sessions.parse_session = _raise_when_called_from("memtui.core.audit", sessions.parse_session,
                                                         "transcript parser")
    elif rig == "auditor-workspace":
        import memtui.core.workspace as workspace

        workspace.scan_workspace = _raise_when_called_from("memtui.core.audit", workspace.scan_workspace,
                                                           "workspace scan")
    else:
        raise ValueError(f"unknown rig {rig!r}")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    rig = os.environ.get(RIG_ENV)
    if rig:
        apply(rig)
