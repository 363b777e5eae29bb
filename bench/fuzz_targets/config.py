"""Fuzz `memtui.toml` loading: mutated real configs and generated tables of every key with any type."""

from __future__ import annotations

import random
from pathlib import Path

from fuzz_targets._mutate import mutate

from memtui.core.config import ConfigProblem, load_config, validate
from memtui.core.config_schema import SCHEMA

_VALUES = ("5", "-1", "0", "1.5", "1e999", "nan", "inf", "true", '"x"', '""', "[]", '["a", 1]', '["dup.near"]',
           "{a = 1}", '"\\u001b]0;x\\u0007"', "2026-01-01", "[[1]]", '"error"', '"fatal"')


def toml_input(rng: random.Random) -> str:
    """A memtui.toml: known tables and keys (and some unknown ones) with values of any type."""
    lines = []
    for table in rng.sample(sorted(SCHEMA) + ["nope", 'lint."index.size"', 'lint."made.up"'], rng.randint(1, 4)):
        lines.append(f"[{table}]")
        keys = sorted(k for k in SCHEMA.get(table, {"x": None}) if k != "*") or ["x"]
        for key in rng.sample(keys, min(len(keys), rng.randint(1, 4))) + (["extra"] if rng.random() < 0.2 else []):
            lines.append(f"{key} = {rng.choice(_VALUES)}")
    text = "\n".join(lines) + "\n"
    return mutate(rng, text, rng.randint(1, 3)) if rng.random() < 0.4 else text


def _random_value(rng: random.Random, depth: int = 0):
    choice = rng.randrange(7 if depth < 3 else 5)
    if choice == 5:
        return {"enabled": rng.choice((True, "no")), "severity": rng.choice(("error", "fatal", 3))}
    if choice == 6:
        return {str(rng.randrange(3)): _random_value(rng, depth + 1)}
    return (True, rng.randint(-5, 5), rng.random() * 10, "s", [rng.choice(("a", 1))])[choice]


def run_toml(text: str, tmp: Path) -> None:
    (tmp / "memtui.toml").write_bytes(text.encode("utf-8", errors="surrogatepass"))
    config = load_config(tmp)
    _check(config.data, config.problems)


def dict_input(rng: random.Random) -> dict:
    return {rng.choice(sorted(SCHEMA) + ["x"]): {rng.choice(("disable", "mmr_lambda", "stale_days", "index.size",
                                                             "agent_home", "k")): _random_value(rng)}
            for _ in range(rng.randint(1, 3))}


def run_dict(data: dict, tmp: Path) -> None:
    problems: list[ConfigProblem] = []
    _check(validate(data, "memtui.toml", problems), problems)


def _check(data: dict, problems: list[ConfigProblem]) -> None:
    """What is kept fits the schema; every problem names the file and says what was found."""
    for table, values in data.items():
        spec = SCHEMA[table]
        for key, value in values.items():
            key_spec = spec.get(key) or spec["*"]
            if key_spec.fields is None:
                assert key_spec.check(value) is None, ("kept a wrong value", table, key, value)
    for problem in problems:
        assert str(problem).startswith(problem.file), problem


COMPONENTS = {
    "config.toml": (toml_input, run_toml),
    "config.validate": (dict_input, run_dict),
}
