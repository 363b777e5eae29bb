"""`python -m memtui` runs the CLI."""

from memtui.cli import main

raise SystemExit(main())
