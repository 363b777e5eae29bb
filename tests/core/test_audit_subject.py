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
from memtui.core.audit.meaning import PairView, changed_values, meaning_verdict, same_subject, updates
from memtui.core.audit.polarity import negative, turn_word
from memtui.core.audit.statements import split_statements
from memtui.core.audit.subject import change_subject, head_word, name_like, names
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
    assert same_subject(line, change)[1] == "heading"
    assert meaning_verdict(line, change) is not None
    # a heading subject and names that differ, without a change or a typed value: not enough
    portal = view("Upload the receipts to the Lexware portal", 0.86, context="Quarterly tax prep")
    filing = view("Quarterly tax return (USt) is filed by the accountant", 1.0)
    assert same_subject(portal, filing)[1] == "heading" and meaning_verdict(portal, filing) is None
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
    assert negative("negative", "The Hanmi contract ended in June and we are not renewing")


def test_two_key_value_lines_with_different_keys_are_two_slots() -> None:
    assert meaning_verdict(view("Minimum macOS: 13.0"), view("Minimum Windows: 10", 0.95)) is None
    assert meaning_verdict(view("시범 운영 시작일: 2026-03-02"), view("시범 운영 종료일: 2027-02-26", 0.95)) is None
    # the same key with other values still conflicts
    assert meaning_verdict(view("Minimum macOS: 13.0"), view("Minimum macOS: 14.2", 0.95)) is not None


def test_a_line_that_states_the_new_value_agrees_with_the_change() -> None:
    change = view("Moved the nightly digest from 21:00 to 19:30 (readers asked for earlier)")
    still = view("Nightly digest still goes out at 19:30, holiday edition excepted.", 0.93)
    assert meaning_verdict(change, still) is None and not (updates(change, still) and changed_values(change, still))
    mapping = view("billing-api → Render (Frankfurt)")
    row = view("billing-api: Render Frankfurt, autoscaling 1-3", 0.93)
    assert meaning_verdict(mapping, row) is None


def test_an_update_about_another_named_thing_is_no_conflict() -> None:
    lounge = view("라운지 주말도 오픈, 10:00 시작 ~ 21:00 (1월부터)")
    office = view("창구 근무시간은 09:00~18:00 그대로", 0.9)
    assert not (updates(lounge, office) and changed_values(lounge, office))
    same = view("라운지 운영시간 12:00~20:00", 0.9)
    assert updates(lounge, same) and changed_values(lounge, same) is not None


def test_cjk_change_verbs_mark_the_newer_statement() -> None:
    assert change_of("月均订单量涨到约 900 单").temporal
    assert change_of("入場料を1,200円に値上げ").temporal
    assert change_of("마감 시간 30분 당김").temporal
    assert change_of("王磊调岗，联系人换成李静").gone == ["王磊"]
    assert not change_of("月均订单量约 650 单").temporal


def test_the_words_before_a_change_verb_are_the_subject_of_the_change() -> None:
    assert change_subject("Crane load limit raised to 12 t after the recertification") == ["load", "limit"]
    old = view("Tower crane: load limit 10 t (cert 2025)")
    new = view("Crane sensors replaced; load limit raised to 12 t after the recertification", 0.85)
    assert same_subject(old, new)[1] == "same"
    verdict = meaning_verdict(old, new)
    assert verdict is not None and "10" in verdict.reason and "12" in verdict.reason
    other = view("Upload limit raised to 20 MB for the portal", 0.85)
    assert same_subject(old, other)[1] != "same"


def test_a_loose_subject_and_two_named_things_is_no_conflict() -> None:
    # the heading names the subject, but each line names its own lift: numbers of two things
    chairs = view("Lifts L2–L4 pause at 16 m/s sustained", 0.86, context="Wind pauses")
    gondola = view("2026-01-10: G2 pause threshold lowered to 12 m/s after the audit", 1.0)
    assert same_subject(chairs, gondola)[1] == "heading"
    assert meaning_verdict(chairs, gondola) is None
    # the same heading subject without other names: the change conflicts
    chairs_only = view("Pause at 16 m/s sustained", 0.86, context="Wind pauses")
    assert meaning_verdict(chairs_only, gondola) is not None


def test_a_korean_compound_names_its_last_word_and_turn_words_are_no_head() -> None:
    assert names("버스", statement_words("통학버스: 한결관광 (2대)"))
    assert head_word("더 이상 현금 결제를 받지 않는다") == "현금"


def test_a_common_latin_head_is_no_name() -> None:
    assert name_like("basic", "Moved the Basic plan to 24k")
    assert not name_like("append", "Always append a trailer to commits")
    assert not name_like("我们", "我们不再自己开票")
