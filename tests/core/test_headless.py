"""The core never imports Textual: the CLI and other clients can use it headless."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import memtui.core


def core_modules() -> list[str]:
    root = Path(memtui.core.__file__).parent
    return sorted(
        f"memtui.core.{m.name}" for m in pkgutil.walk_packages([str(root)], prefix="") if not m.name.startswith("_")
    )


def test_core_imports_without_textual() -> None:
    modules = core_modules()
    assert "memtui.core.workspace" in modules and "memtui.core.fsio" in modules
    code = (
        "import sys, importlib\n"
        f"mods = {modules!r}\n"
        "for m in mods:\n"
        "    importlib.import_module(m)\n"
        "bad = sorted(n for n in sys.modules if n == 'textual' or n.startswith('textual.'))\n"
        "print(','.join(bad))\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"core imported textual: {result.stdout} {result.stderr[-2000:]}"


def test_no_textual_import_statement_in_core() -> None:
    root = Path(memtui.core.__file__).parent
    offenders = [
        str(p.relative_to(root)) for p in root.rglob("*.py")
        if any(line.lstrip().startswith(("import textual", "from textual")) for line in p.read_text().splitlines())
    ]
    assert offenders == []
