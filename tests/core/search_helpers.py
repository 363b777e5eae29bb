"""Search test helpers: workspace files, a closed port, and a real local OpenAI-compatible
embedding server (a stand-in for Ollama / LM Studio, not a mock of memtui)."""

from __future__ import annotations

import hashlib
import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import numpy as np


class JsonServer:
    """A real HTTP server on 127.0.0.1 that answers every POSTed JSON body with `answer(body)` and
    records the requests (path, Authorization header, body); `url` ends in /v1."""

    def __init__(self) -> None:
        self.requests: list[dict] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), **body})
                payload = json.dumps(server.answer(body)).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def answer(self, body: dict) -> dict:
        raise NotImplementedError

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class EmbedServer(JsonServer):
    """A tiny /v1/embeddings server: bag-of-words vectors (dim 64) from word hashes."""

    def answer(self, body: dict) -> dict:
        data = [{"index": i, "embedding": self.vector(t).tolist()} for i, t in enumerate(body["input"])]
        return {"object": "list", "data": data, "model": body["model"]}

    @staticmethod
    def vector(text: str) -> np.ndarray:
        v = np.zeros(64, dtype=np.float32)
        for word in text.lower().split():
            v[int(hashlib.md5(word.strip(".,?").encode()).hexdigest(), 16) % 64] += 1
        return v + 0.01


def make_files(root: Path, files: dict[str, str | bytes]) -> Path:
    """Write root-relative files (text as UTF-8) and return the root."""
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return root


def closed_port() -> int:
    """A local TCP port nothing listens on."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
