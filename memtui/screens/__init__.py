"""Modal screens: confirmation, save conflicts, diffs."""
