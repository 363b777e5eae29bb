"""The headless core of memtui: no Textual import anywhere below this package.

The TUI (`memtui.app`, panes, screens) and the CLI (`memtui.cli`) are its clients.
"""
