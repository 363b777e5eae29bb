"""Keyword query construction: OR of terms, stopwords, FTS syntax as text, the CJK grams."""

from memtui.core.search.query import build_query, cjk_grams, snippet


def test_or_of_terms_without_stopwords():
    q = build_query("What did Caroline do at the support group?")
    assert q.fts == '"caroline" OR "support" OR "group"'
    assert q.cjk is None


def test_stopword_only_query_keeps_its_words_and_punctuation_only_is_empty():
    assert build_query("the of and").words == ["the", "of", "and"]
    assert build_query("?! -- ()").empty


def test_fts_syntax_characters_are_plain_text():
    q = build_query('NEAR(a b) OR "x" AND title:* -y ^z')
    assert q.fts == '"near" OR "b" OR "x" OR "title" OR "y" OR "z"'


def test_cjk_terms_become_grams():
    q = build_query("커피 알레르기 차")
    assert q.cjk_terms == ["커피", "알레르기", "차"]
    assert q.cjk == '"커피" OR "알레 레르 르기" OR "차"'
    assert build_query("memory관련").words == ["memory"]


def test_document_grams_hold_bigram_runs_and_unigrams():
    grams = cjk_grams("커피는 좋아 x")
    assert grams.split(" 0 ")[0] == "커피 피는"
    assert "커 피 는" in grams
    assert cjk_grams("plain english") == ""


def test_snippet_centres_on_a_term():
    text = "intro " * 60 + "the espresso machine broke"
    s = snippet(text, ["espresso"], width=60)
    assert "espresso" in s and s.startswith("…")
