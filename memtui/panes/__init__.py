"""The panes of the app shell, one widget per file."""
