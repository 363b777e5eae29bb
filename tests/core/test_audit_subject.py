"""What two statements are about (`audit.subject`, `meaning.same_subject`) and the splitting of
"key: value" lines in a paragraph (`audit.statements`).

Missed conflicts on the seen memory sets (bench/memory_qa.py) where both sides were beliefs but no
shared subject was found: the subject in a plural on one side, a Korean word with a suffix, a
Japanese or Chinese head written without spaces (so the head word carries its particle or the
rest of the clause), or the subject only in the section heading. All text was written for these
tests; vectors are given so that the cosine of each pair is known (`view`).
"""

from __future__ import annotations

import numpy as np

from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, meaning_verdict, same_subject
from memtui.core.audit.polarity import negative, turn_word
from memtui.core.audit.statements import split_statements
from memtui.core.audit.subject import head_word, names
from memtui.core.audit.supersede import change_of, statement_words


def view(text: str, cosine: float = 1.0, context: str = "") -> PairView:
    """A statement whose vector has this cosine with the vector of `view(…, 1.0)`."""
    vector = np.asarray([cosine, (1.0 - cosine * cosine) ** 0.5], dtype=np.float32)
    return PairView(text, analyse(text), change_of(text), vector, context)


def test_a_plural_names_its_singular() -> None:
    assert names("snapshot", statement_words("Snapshots are kept for a week"))
    assert names("snapshots", statement_words("The snapshot job runs hourly"))
    assert not names("snap", statement_words("Snapshots are kept for a week"))


def test_a_korean_word_with_a_suffix_is_the_same_word() -> None:
    assert names("정산", statement_words("정산서 마감은 매달 5일"))
    assert not names("정", statement_words("정산서 마감은 매달 5일"))


def test_a_japanese_head_is_matched_by_its_stem_before_the_particle() -> None:
    head = head_word("倉庫を港北の新センターに移した")
    assert head is not None and head.startswith("倉庫")
    other = "倉庫は鶴見の第二倉庫（24時間搬入可）"
    assert names(head, statement_words(other), other)
    assert not names(head, statement_words("配送は月・木"), "配送は月・木")


def test_a_chinese_head_is_matched_by_its_longest_shared_prefix() -> None:
    head = head_word("月均订单量涨到约 900 单")
    other = "月均订单量约 650 单"
    assert head is not None and names(head, statement_words(other), other)
    assert not names(head, statement_words("每月对账一次"), "每月对账一次")


def test_same_language_cjk_heads_give_a_conflict_on_a_changed_number() -> None:
    older = view("月均订单量约 650 单")
    newer = view("月均订单量涨到约 900 单", 0.95)
    subject, how, _ = same_subject(older, newer)
    assert how == "same" and subject
    verdict = meaning_verdict(older, newer)
    assert verdict is not None and "650" in verdict.reason and "900" in verdict.reason


def test_the_section_heading_names_the_subject_of_a_line() -> None:
    line = view("Current build on the kiosks: v3.1.0", 0.86, context="Kiosk firmware")
    change = view("Firmware v3.2.0 rolled out to every kiosk last night", 1.0)
    assert same_subject(line, change)[1] == "same"
    assert meaning_verdict(line, change) is not None
    # without the heading, no word of the change's head is in the line
    bare = view("Current build on the kiosks: v3.1.0", 0.86)
    assert same_subject(bare, change)[1] != "same"


def test_a_heading_about_another_thing_does_not_make_a_subject() -> None:
    line = view("Current build on the kiosks: v3.1.0", 0.80, context="Printers")
    other = view("Firmware v3.2.0 on the label printers since Monday", 1.0)
    assert meaning_verdict(line, other) is None


def test_key_value_lines_of_one_paragraph_are_statements_of_their_own() -> None:
    text = ("# Buckets\n\nRaw bucket: s3://acme-raw-eu/\nResults bucket: s3://acme-results/ (versioned,\n"
            "kept 90 days)\n\nSee https://example.com for the policy\nand ask at 10:30 standup.\n")
    found = [(s.line, s.last_line, s.text) for s in split_statements(text, "a.md")]
    assert found == [(3, 3, "Raw bucket: s3://acme-raw-eu/"),
                     (4, 5, "Results bucket: s3://acme-results/ (versioned, kept 90 days)"),
                     (7, 8, "See https://example.com for the policy and ask at 10:30 standup.")]


def test_a_turn_word_flips_polarity_unless_it_goes_with_a_negation() -> None:
    assert turn_word("We stopped rebasing on main") == "stopped"
    assert negative("plain", "We stopped rebasing on main")
    assert not negative("negative", "야간 점검 금지 규칙 폐지")           # a ban lifted
    assert negative("negative", "We no longer rebase on main")
    assert negative("negative", "더 이상 주말 배포 하지 않음")
    assert not negative("plain", "We rebase on main")
