"""Fuzz targets: each module exposes `COMPONENTS` (see bench/fuzz.py)."""
