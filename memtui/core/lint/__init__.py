"""Memory hygiene lint and threat scan: `lint_workspace(ws) -> LintReport`.

Rules live in `rules_*.py` and `threats.py`; `runner.py` runs them with the per-workspace
`[lint]` settings of `memtui.toml`; `fix.py` holds the assisted, previewed, atomic fixes.
"""
