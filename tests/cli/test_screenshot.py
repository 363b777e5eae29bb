"""`memtui screenshot`'s font check: a missing font is named with the Debian package that has it."""

from __future__ import annotations

from memtui.cli.screenshot import INSTALL_HINT, missing_font_packages


def test_every_font_present_means_nothing_missing() -> None:
    families = "Fira Code,Fira Code Retina\nSymbola\nNanumGothicCoding,나눔고딕코딩\nDejaVu Sans\n"
    assert missing_font_packages(families) == []


def test_the_korean_coding_font_is_named_when_missing() -> None:
    assert missing_font_packages("Fira Code\nSymbola\nNanumGothic\n") == ["fonts-nanum-coding"]
    assert missing_font_packages("") == ["fonts-firacode", "fonts-symbola", "fonts-nanum-coding"]


def test_the_install_hint_names_every_package() -> None:
    assert INSTALL_HINT == "apt-get install librsvg2-bin fonts-firacode fonts-symbola fonts-nanum-coding"
