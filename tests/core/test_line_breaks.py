"""`restore_breaks`: an edited buffer saved with the line breaks its file had (untouched lines keep their bytes)."""

from __future__ import annotations

import pytest
from textual.document._document import Document

from memtui.core.line_breaks import restore_breaks

ORIGINALS = [
    "# Analytics\n- PostHog\r\n- key events\n",          # mixed LF/CRLF
    "- first\u2028continued\n- form\x0cfeed and \x85nel\n",  # breaks str.splitlines knows, not markdown
    "no trailing newline",
    "a\r\nb\r\n",
    "",
    "\n",
    "ends in a line separator\u2028",
    "a\r\r\nb",
]


@pytest.mark.parametrize("original", ORIGINALS)
def test_an_unedited_buffer_gives_back_the_file_byte_for_byte(original: str) -> None:
    document = Document(original)       # what the editor's TextArea holds of the file
    assert restore_breaks(original, document.text, document.newline) == original


def test_an_edited_line_keeps_its_break_and_a_new_line_gets_the_editor_newline() -> None:
    original = "# a\n- b\u2028more\r\n- c\n"
    document = Document(original)
    edited = document.text.replace("- b", "- B").replace("- c", "- c" + document.newline + "- new")
    assert restore_breaks(original, edited, document.newline) == (
        "# a\n- B\u2028more\r\n- c\n- new" + document.newline
    )
