"""A fake agent for the journal tests: a separate process that writes, rewrites and deletes topic
files and logs each write as a Claude Code `Write` tool call in its transcript (as a real agent does)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

AGENT = r'''
import json, os, sys, time, uuid
from datetime import datetime, timezone
root, transcript, steps = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
log = os.path.join(root, transcript)
os.makedirs(os.path.dirname(log), exist_ok=True)
def now():
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
def entry(message, kind):
    line = {"type": kind, "uuid": str(uuid.uuid4()), "parentUuid": None, "sessionId": "fake-agent",
            "timestamp": now(), "message": message}
    with open(log, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(line) + "\n")
    return line["uuid"]
ids = []
for step in steps:
    path = os.path.join(root, step.get("path", ""))
    if "say" in step:
        ids.append(entry({"role": "user", "content": step["say"]}, "user"))
    elif "write" in step:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if step.get("logged", True):
            ids.append(entry({"role": "assistant", "content": [{"type": "tool_use", "id": "t" + str(len(ids)),
                        "name": "Write", "input": {"file_path": path, "content": step["write"]}}]}, "assistant"))
        else:
            ids.append(None)
        tmp = path + ".agent-tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(step["write"])
        os.replace(tmp, path)
    elif "delete" in step:
        os.unlink(path)
        ids.append(None)
    time.sleep(0.01)
print(json.dumps(ids))
'''


def run_agent(root: Path, steps: list[dict], transcript: str = "sessions/claude/fake-agent.jsonl") -> list[str | None]:
    """Run the fake agent in its own process; returns the transcript entry id of each step."""
    done = subprocess.run([sys.executable, "-c", AGENT, str(root), transcript, json.dumps(steps)],
                          capture_output=True, text=True, check=True, timeout=60)
    return json.loads(done.stdout)


def make_workspace(root: Path) -> Path:
    """A small claw-stack workspace: an index and two topic files."""
    (root / "memory").mkdir(parents=True)
    (root / "MEMORY.md").write_text("# Memory\n\n- Deploys: [deploy](memory/deploy.md)\n- Team: [team](memory/team.md)\n")
    (root / "memory" / "deploy.md").write_text("# Deploy\n\n- Atlas deploys to Fly.io from main.\n")
    (root / "memory" / "team.md").write_text("# Team\n\n- Minji owns the release train.\n")
    return root
