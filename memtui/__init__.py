"""memtui: see and fix what your AI agent remembers."""

__version__ = "0.1.0"
