"""Optional: a chat model confirms or rejects candidate conflicts (off by default, never needed).

Configured in `[audit]` of memtui.toml with an OpenAI-compatible endpoint (Ollama, LM Studio, vLLM,
a hosted API):

    [audit]
    adjudicate = true
    chat_url = "http://127.0.0.1:11434/v1"     # POST {chat_url}/chat/completions
    chat_model = "qwen2.5:7b-instruct"
    chat_key = "…"                              # optional; or $MEMTUI_CHAT_KEY
    adjudicate_max = 10                         # candidate pairs sent per audit (surest first)
    chat_timeout = 30

The model answers with JSON `{"conflict": true|false, "current": "a"|"b"|null, "reason": "…"}`; its
answer is recorded as the conflict's `verdict` ("model qwen…: conflict — …") and shown as the
model's word beside the heuristic reason; nothing else changes. A failure is a notice, never an error.
"""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any

SYSTEM_PROMPT = (
    "You check an AI agent's memory for contradictions. Given two statements a and b, answer only JSON: "
    '{"conflict": true or false, "current": "a" or "b" or null, "reason": "one short sentence"}. '
    "They conflict when both cannot be true now (the same thing with different values, or opposite rules). "
    "current is the statement that holds now, when the text or dates tell."
)
_JSON_RE = re.compile(r"\{.*\}", re.DOTALL)


@dataclass
class ChatConfig:
    url: str
    model: str
    key: str | None = None
    max_pairs: int = 10
    timeout: float = 30.0


def chat_config(section: dict[str, Any]) -> ChatConfig | None:
    """The adjudication settings of `[audit]`, or None when it is off or incomplete."""
    if section.get("adjudicate") is not True:
        return None
    url, model = section.get("chat_url"), section.get("chat_model")
    if not isinstance(url, str) or not url or not isinstance(model, str) or not model:
        return None
    key = section.get("chat_key") if isinstance(section.get("chat_key"), str) else os.environ.get("MEMTUI_CHAT_KEY")
    limit = section.get("adjudicate_max", 10)
    timeout = section.get("chat_timeout", 30)
    return ChatConfig(url.rstrip("/"), model, key or None,
                      limit if isinstance(limit, int) and limit > 0 else 10,
                      float(timeout) if isinstance(timeout, (int, float)) and timeout > 0 else 30.0)


def _side(belief: Any) -> str:
    when = f" (dated {belief.date})" if getattr(belief, "date", None) else ""
    return f"{belief.path}:{belief.line}{when}: {belief.text}"


def ask(cfg: ChatConfig, a: Any, b: Any) -> dict[str, Any]:
    """One chat completion for a pair; the parsed JSON answer (raises OSError / ValueError)."""
    body = {
        "model": cfg.model,
        "temperature": 0,
        "messages": [{"role": "system", "content": SYSTEM_PROMPT},
                     {"role": "user", "content": f"a: {_side(a)}\nb: {_side(b)}"}],
    }
    request = urllib.request.Request(f"{cfg.url}/chat/completions", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    if cfg.key:
        request.add_header("Authorization", f"Bearer {cfg.key}")
    with urllib.request.urlopen(request, timeout=cfg.timeout) as response:
        payload = json.loads(response.read().decode("utf-8"))
    content = payload["choices"][0]["message"]["content"]
    found = _JSON_RE.search(content or "")
    if not found:
        raise ValueError(f"no JSON in the model's answer: {content[:80]!r}")
    answer = json.loads(found.group(0))
    if not isinstance(answer, dict) or not isinstance(answer.get("conflict"), bool):
        raise ValueError("the model's answer has no conflict true/false")
    return answer


def adjudicate(conflicts: list[Any], cfg: ChatConfig) -> list[str]:
    """Set `verdict` on the surest `cfg.max_pairs` conflicts; returns notices (failures)."""
    notices: list[str] = []
    for conflict in conflicts[: cfg.max_pairs]:
        try:
            answer = ask(cfg, conflict.a, conflict.b)
        except (OSError, ValueError, KeyError, IndexError, TypeError, json.JSONDecodeError) as exc:
            notices.append(f"adjudication by {cfg.model} failed: {exc}")
            break                   # the endpoint is down or confused: do not wait on every pair
        word = "conflict" if answer["conflict"] else "no conflict"
        current = answer.get("current")
        side = f", {current} is current" if current in ("a", "b") and answer["conflict"] else ""
        reason = str(answer.get("reason") or "").strip()
        conflict.verdict = f"model {cfg.model}: {word}{side}" + (f" — {reason}" if reason else "")
    return notices
