"""A modal that asks one question and returns the id of the chosen button (or None on escape)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static
from textual.widgets.button import ButtonVariant


class ChoiceScreen(ModalScreen[str | None]):
    """Ask `question`; `choices` are (id, label) pairs, the first one is focused."""

    BINDINGS = [Binding("escape", "dismiss_none", "Cancel", id="choice-cancel", tooltip="Close without choosing")]

    def __init__(
        self, title: str, question: str, choices: list[tuple[str, str]], *, danger: set[str] | None = None
    ) -> None:
        super().__init__()
        self.title_text = title
        self.question = question
        self.choices = choices
        self.danger = danger or set()

    def compose(self) -> ComposeResult:
        with Vertical(id="choice-dialog"):
            yield Label(self.title_text, id="choice-title")
            yield Static(self.question, id="choice-question")
            with Horizontal(id="choice-buttons"):
                for choice_id, label in self.choices:
                    first = choice_id == self.choices[0][0]
                    variant: ButtonVariant = "error" if choice_id in self.danger else "primary" if first else "default"
                    yield Button(label, id=f"choice-{choice_id}", variant=variant)

    def on_mount(self) -> None:
        self.query_one(Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss((event.button.id or "").removeprefix("choice-"))

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
