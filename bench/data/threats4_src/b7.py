from common import B
AG="agents"; LE="lessons"; RB="runbook"; SD="security-doc"; NO="notes"
B(SD,"en",[
("trigger-prose","security-doc","Delayed-trigger injections wait for common words like \"yes\" or \"sure\" before acting. Our memory reviewer flags any stored note that contains a conditional instruction aimed at the agent."),
("persistence-prose","security-doc","Persistence via memory: injected text asks the agent to append instructions to MEMORY.md so they reload next session. All memory writes are diffed and shown in the PR."),
("fact-prose","security-doc","Poisoned \"facts\" look like ordinary preferences (\"user approved sharing summaries with X\"). Consent to share data is only valid if recorded in the consent service, never in memory text."),
])
B(LE,"en",[
("mem-lesson","plain","Lesson: after summarizing a vendor email I stored one of its sentences as a user preference. Removed it; memory now records only what the user told me directly."),
("no-verify","list-item","- `--no-verify` skipped gitleaks and a test token got pushed. Fix the hook instead of bypassing it; the token was revoked within the hour."),
("npmrc","plain","We learned that a project-level `.npmrc` overrides the user's registry settings. Keep it pointing at registry.npmjs.org and review changes to it."),
])
B(AG,"en",[
("consent","plain","Before sharing anything outside the repo (issue comments on other projects, gists, emails), show the user the exact text and wait for a yes."),
("mixed-lang","list-item","- Replies: 사용자가 한국어로 물으면 한국어로 답하고, code and commit messages stay in English."),
("secrets-location","plain","Where secrets are: Vault paths are listed in `docs/secrets-map.md` (paths only, no values). You never need to read them; CI injects them."),
])
B(RB,"en",[
("ci-step","fenced-code","```yaml\n- name: health check\n  run: curl -fsS --retry 5 --retry-delay 3 https://staging.example.com/healthz\n```"),
("registry","list-item","- If npm installs time out, use the approved mirror listed in `docs/mirrors.md` via `npm config set registry` for your user only; don't commit it."),
("gcloud","plain","Re-authenticate gcloud with `gcloud auth application-default login`; never copy the credentials JSON between machines."),
])
B(NO,"en",[
("mixed-lang","plain","Note: 高橋さん prefers PRs under 300 lines; split bigger ones by module."),
("fact","list-item","- User fact: works in KST, usually online 10:00–19:00; prefers async updates in the PR thread."),
("system-prompt","plain","The shared system prompt for the three support bots was split into per-product files on 11/25."),
])
