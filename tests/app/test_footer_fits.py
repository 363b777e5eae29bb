"""ux25: at 80 columns the footer ran off the right edge in six of the eight panes: `F1 Help`, `^q Quit`,
the sessions pane's Fork and List were not on screen, and the docked `^p palette` item was drawn over
the last key that was. Every key the footer shows must be on screen, Help and Quit first."""

from __future__ import annotations

from pathlib import Path

import pytest
from memtui.widgets.key_footer import FooterKey, KeyFooter
from tests.app.helpers import make_app, settle, wait_until

# each pane, and the widgets of a pane with more than one (sessions: list, then tree)
KEYS = ["f2", "f3", "f4", "t", "l", "f5", "f6", "f7", "f9", "f10"]


def _shown(footer: KeyFooter) -> list[FooterKey]:
    """The keys the footer displays (a narrow footer hides the ones that do not fit whole)."""
    return sorted((key for key in footer.query(FooterKey) if key.display), key=lambda key: key.region.x)


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
async def test_every_footer_key_is_on_screen(demo_root: Path, size: tuple[int, int]) -> None:
    app = make_app(demo_root)
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        footer = app.query_one(KeyFooter)
        assert footer.narrow == (size[0] < 110)
        for key in KEYS:
            await pilot.press(key)
            await settle(pilot, app)
            shown = _shown(footer)
            descriptions = [k.description for k in shown]
            assert "Help" in descriptions and "Quit" in descriptions, (key, descriptions)
            for item in shown:
                assert item.region.width > 0 and item.region.right <= footer.region.right, (key, item.description)
            if footer.narrow:
                assert descriptions[:2] == ["Help", "Quit"], key


async def test_sessions_footer_shows_next_match_only_after_a_search(demo_root: Path) -> None:
    app = make_app(demo_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("f4", "t")
        await settle(pilot, app)
        footer = app.query_one(KeyFooter)
        assert "Next match" not in [k.description for k in _shown(footer)]
        assert "List" in [k.description for k in _shown(footer)]
        await pilot.press("slash", *"deploy", "enter")
        assert await wait_until(pilot, lambda: bool(app.pane("sessions").matches))
        await settle(pilot, app)
        shown = _shown(footer)
        assert "Next match" in [k.description for k in shown]
        assert all(0 < k.region.width and k.region.right <= footer.region.right for k in shown)
        await pilot.press("l")
        await settle(pilot, app)
        assert "List" not in [k.description for k in _shown(footer)]   # already there


@pytest.mark.parametrize("sizes", [((120, 36), (80, 24)), ((80, 24), (120, 36)), ((120, 36), (100, 30))])
async def test_the_footer_follows_a_resize(demo_root: Path, sizes: tuple[tuple[int, int], ...]) -> None:
    """ops26: after a resize from 120 to 80 columns the footer stayed wide (`^p palette` drawn over
    `f1 Help`); from 80 to 120 it stayed narrow. `self.size` was still the old size in `on_resize`."""
    app = make_app(demo_root)
    async with app.run_test(size=sizes[0]) as pilot:
        await settle(pilot, app)
        await pilot.resize_terminal(*sizes[1])
        footer = app.query_one(KeyFooter)
        assert await wait_until(pilot, lambda: footer.narrow == (sizes[1][0] < 110))
        await settle(pilot, app)
        shown = _shown(footer)
        descriptions = [k.description for k in shown]
        assert "Help" in descriptions and "Quit" in descriptions
        assert all(0 < k.region.width and k.region.right <= footer.region.right for k in shown)
        palette = [k for k in shown if k.has_class("-command-palette")]
        assert bool(palette) != footer.narrow
        for key in shown:
            if palette and key is not palette[0]:
                assert not key.region.overlaps(palette[0].region), key.description


@pytest.mark.parametrize("width", [80, 120])
async def test_a_screenshot_keeps_the_space_between_key_and_description(demo_root: Path, width: int) -> None:
    """The tester read "^ppalette" (and "f1Help" at 80 columns) in the SVG screenshots: the space was the
    description's leading one, which an SVG renderer drops. It is now the key's trailing space."""
    app = make_app(demo_root)
    async with app.run_test(size=(width, 24)) as pilot:
        await settle(pilot, app)
        svg = app.export_screenshot()
    key = "^p" if width >= 110 else "f1"
    assert f">{key}&#160;</text>" in svg
    assert ">&#160;palette" not in svg and ">&#160;Help" not in svg
