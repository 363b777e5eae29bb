"""Session transcripts of every agent as one node model (headless)."""
