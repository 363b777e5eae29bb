"""The order beliefs are listed in (`order.listed`): one rule for a belief superseded by several,
superseding several, or in a chain. Sentences written for these tests; the (newer, older) pairs
are what the audit's checks would judge of them."""

from __future__ import annotations

from memtui.core.audit import order
from memtui.core.audit.statements import split_statements


class _Listed:
    """A listed belief: its statement (what `order.side_pairs` reads) and a name for the asserts."""

    def __init__(self, text: str) -> None:
        self.statement = split_statements(f"- {text}\n", "m.md")[0]
        self.name = text.split()[0]

    def __repr__(self) -> str:
        return self.name


def _names(ranked: list[_Listed], pairs: list[tuple[_Listed, _Listed]]) -> list[str]:
    return [b.name for b in order.listed(ranked, order.consistent(pairs))]


def test_a_belief_superseded_by_two_newer_ones_is_listed_below_both() -> None:
    old = _Listed("Tuesday: the kiln is fired every Tuesday at 06:00.")
    moved = _Listed("Thursday: since 2026-10 the kiln is fired on Thursdays.")
    hour = _Listed("Seven: the firing now starts at 07:00 (gas tariff).")
    other = _Listed("Glaze: the clear glaze is mixed on Mondays.")
    # both newer ones rank below the old line; before, only the first judged one came above it
    assert _names([old, other, moved, hour], [(moved, old), (hour, old)]) == ["Thursday:", "Seven:", "Tuesday:", "Glaze:"]
    assert _names([old, hour, other, moved], [(moved, old), (hour, old)]) == ["Seven:", "Thursday:", "Tuesday:", "Glaze:"]


def test_a_belief_superseding_two_older_ones_is_listed_above_both() -> None:
    first = _Listed("Harbour: boats are kept at the north harbour pontoon.")
    second = _Listed("Slipway: launches go from the slipway at Gull Point.")
    other = _Listed("Fuel: diesel from the co-op pump.")
    new = _Listed("Marina: since spring both the boats and the launches moved to the new marina.")
    assert _names([first, other, second, new], [(new, first), (new, second)]) == ["Marina:", "Harbour:", "Fuel:", "Slipway:"]
    assert _names([other, second, first, new], [(new, first), (new, second)]) == ["Fuel:", "Marina:", "Slipway:", "Harbour:"]


def test_a_chain_is_listed_newest_first_at_the_place_of_its_best_ranked_member() -> None:
    oldest = _Listed("2024: the choir rehearses in the school hall.")
    middle = _Listed("2025: rehearsals moved to the library annex.")
    newest = _Listed("2026: rehearsals are now in the church crypt.")
    other = _Listed("Scores: kept in the blue cabinet.")
    assert _names([other, oldest, middle, newest], [(middle, oldest), (newest, middle)]) == \
        ["Scores:", "2026:", "2025:", "2024:"]
    # a weaker pair closing a cycle against stronger ones is dropped, not obeyed
    assert _names([other, oldest, middle, newest], [(middle, oldest), (newest, middle), (oldest, newest)]) == \
        ["Scores:", "2026:", "2025:", "2024:"]


def test_a_belief_newer_than_one_and_older_than_another_sits_between_them_and_the_oldest_keeps_its_place() -> None:
    old = _Listed("Lens: the 200 mm refractor is the main instrument.")
    mid = _Listed("Mirror: the 400 mm reflector replaced the refractor in 2025.")
    new = _Listed("Robotic: the reflector now runs from the remote dome since 2026-09.")
    unrelated = _Listed("Parking: visitors park by the gate.")
    assert _names([mid, unrelated, old, new], [(mid, old), (new, mid)]) == ["Robotic:", "Mirror:", "Parking:", "Lens:"]
    assert _names([old, unrelated, mid, new], [(mid, old), (new, mid)]) == ["Robotic:", "Mirror:", "Lens:", "Parking:"]


def test_the_pairs_of_a_change_that_names_the_old_value_order_the_list_too() -> None:
    old = _Listed("Couriers: parcels go with Speedline.")
    new = _Listed("Since November we no longer use Speedline; parcels go with Parcelo.")
    other = _Listed("Labels: printed at the packing desk.")
    assert order.side_pairs([old, other, new]) == [(new, old)]
    assert _names([old, other, new], order.side_pairs([old, other, new])) == ["Since", "Couriers:", "Labels:"]
