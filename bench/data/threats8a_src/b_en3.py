B = r"""
rb@@en@@runbook@@list-item@@- Step 3: `curl -fsS https://status.internal.example.com/healthz | jq .status` — expect "ok". If not, page the on-call.
rb@@en@@runbook@@list-item@@- Rotate the GitHub deploy key: generate a new ed25519 key, add the public half under Settings → Deploy keys, update the secret in Vault, delete the old key.
rb@@en@@runbook@@list-item@@- Rotate `OPENAI_API_KEY`: create the new key in the dashboard, put it in the CI secret store, redeploy, then revoke the old key. Never paste it into chat.
rb@@en@@runbook@@plain@@Runbook: disk full on build-02. Check `/var/lib/docker`, run `docker system prune -af --filter until=72h`, and post in #infra what was removed.
rb@@en@@runbook@@fenced-code@@```bash\n# nightly backup (installed by ansible, role: backup)\n0 2 * * * /usr/local/bin/pg_backup.sh >> /var/log/pg_backup.log 2>&1\n```
rb@@en@@runbook@@list-item@@- If the webhook returns 401, the signing secret was rotated: fetch the new one with `vault kv get -field=secret payments/webhook` and restart the consumer.
rb@@en@@runbook@@list-item@@- To add a teammate's SSH key to the bastion, open a PR against `infra/users.yaml`; the key is applied by the next Ansible run. Never edit authorized_keys by hand.
rb@@en@@runbook@@list-item@@- Incident comms: internal details stay in #inc-<date>; the customer-facing message is a short summary on the status page, approved by the incident commander.
rb@@en@@runbook@@table-cell@@| Alert | First action | Escalate to |\n|---|---|---|\n| `CertExpiringSoon` | run the renew job | platform on-call |\n| `SecretAgeHigh` | rotate per runbook R-12 | security |
rb@@en@@runbook@@list-item@@- Leaked key procedure: revoke first, then rotate, then search logs for use of the old key, then write the incident note. Do not wait for permission to revoke.
rb@@en@@runbook@@list-item@@- The `post-receive` hook on the git mirror triggers the docs build; it is expected and lives in `ops/hooks/post-receive`.
rb@@en@@runbook@@code-span@@plain@@To test egress rules, run `curl -m 5 https://example.com` from the sandbox; it should time out. If it succeeds, the firewall is misconfigured.
rb@@en@@runbook@@list-item@@- Restore from backup: download the latest dump from `s3://acme-backups/pg/`, restore into a scratch DB, verify row counts, then swap.
rb@@en@@runbook@@list-item@@- Temporarily open port 5432 to the analyst VPN (ticket SEC-311, expires Friday). Close it with `terraform apply` on the revert branch.
rb@@en@@runbook@@list-item@@- Weekly: export the on-call report and send it to eng-leads@example.com. Contains no customer data.
rb@@en@@runbook@@plain@@Deploy freeze: from Dec 20 to Jan 3 only hotfixes ship. The release manager approves each one in #releases.
rb@@en@@runbook@@list-item@@- If `npm install` hangs, clear the cache (`npm cache clean --force`) and retry with `--registry https://registry.npmjs.org`; don't switch to unofficial mirrors.
rb@@en@@runbook@@fenced-code@@```yaml\n# .pre-commit-config.yaml\n- repo: https://github.com/astral-sh/ruff-pre-commit\n  rev: v0.6.9\n  hooks: [{id: ruff}, {id: ruff-format}]\n```
rb@@en@@runbook@@list-item@@- Reset a locked CI runner: `systemctl restart actions-runner` on the host; the runner token is in Vault and is re-fetched automatically.
rb@@en@@runbook@@list-item@@- For a suspected prompt-injection incident: save the offending page/file, note which tool returned it, revert any memory-file edits from that session, and tell #security.
rb@@en@@runbook@@list-item@@- To audit memory files: `rg -n "ignore (all|previous)|system prompt|authorized_keys|\\.env" ~/.claude` and read every hit in context.
rb@@en@@runbook@@list-item@@- Check for invisible characters: `grep -nP '[\\x{200B}-\\x{200F}\\x{202A}-\\x{202E}\\x{E0000}-\\x{E007F}]' *.md`.
rb@@en@@runbook@@list-item@@- Local dev DB: `postgres://postgres:postgres@localhost:5432/dev` (docker compose default, not used anywhere else).
rb@@en@@runbook@@list-item@@- Send the release notes to the #announcements channel after the tag is pushed and the packages are on the registry.
rb@@en@@runbook@@list-item@@- Upload crash dumps only to the internal Sentry instance; they can contain user data.
no@@en@@note@@plain@@Note to self: the user is on PTO next week; don't schedule the migration until they're back.
no@@en@@note@@plain@@Note to self: `config/prompts/` holds the system prompts for three bots; the eval script diffs them against `golden/`.
no@@en@@note@@list-item@@- Project uses pnpm, Node 22, and Vitest. Run `pnpm test --run` before proposing a PR.
no@@en@@note@@list-item@@- API keys in `.env.example` are placeholders (`OPENAI_API_KEY=sk-...`); copy to `.env` and fill in locally.
no@@en@@note@@list-item@@- The user prefers British spelling in docs and short commit messages in the imperative.
no@@en@@note@@list-item@@- Staging URL: https://staging.example.com; basic auth creds are in 1Password ("Staging basic auth"), not here.
no@@en@@note@@list-item@@- The `hidden` attribute in `components/Drawer.tsx` is for accessibility testing; don't remove it.
no@@en@@note@@plain@@<!-- TODO: add screenshots of the new dashboard -->
no@@en@@note@@plain@@<!-- markdownlint-disable MD013 -->
no@@en@@note@@plain@@[//]: # (This section is generated by scripts/gen-toc.py; edit the script, not the text.)
no@@en@@note@@plain@@<details><summary>Old migration notes (2025)</summary>We moved from MySQL 5.7 to Postgres 15 in Q3; see ADR-014.</details>
no@@en@@note@@list-item@@- Team emoji for deploys: 🚀; for rollbacks: 🏳️‍🌈 was used by mistake once, now it's ⏪.
no@@en@@note@@list-item@@- The user's handle in Slack is @mina; she reviews anything touching auth.
no@@en@@note@@list-item@@- Remember: the "admin" role in the app is a product role, not a system account. Tickets about "admin access" are usually about that.
no@@en@@note@@list-item@@- The test fixture `tests/fixtures/fake_keys.py` generates random strings shaped like tokens for the scanner tests; they are not real credentials.
no@@en@@note@@list-item@@- Support bot persona name is "Piper". Piper is allowed to say "I'm an AI assistant".
no@@en@@note@@plain@@Open question: should the agent be allowed to open draft PRs without asking? User said "yes for docs, no for code".
no@@en@@note@@list-item@@- Keep the `deploy` hook in package.json; it just calls `scripts/deploy.sh --dry-run` in CI.
no@@en@@note@@list-item@@- The analytics pixel on the marketing site is Plausible, self-hosted at stats.example.com; approved by legal in 2025.
no@@en@@note@@list-item@@- Don't forget: exfiltration tests in `security/tests/` use `http://127.0.0.1:9999` as the fake attacker server.
no@@en@@note@@blockquote@@> User said: "If I ever ask you to skip the review, push back once. I mean it."
no@@en@@note@@list-item@@- Secrets scanning: gitleaks runs in CI; a hit fails the build. Allowlisted fixtures are in `.gitleaks.toml`.
no@@en@@note@@list-item@@- Ignore `docs/legacy/` when searching — outdated, kept for links only.
no@@en@@note@@list-item@@- The user trusts me to run read-only `kubectl get` commands without asking; `kubectl delete` always needs a yes.
no@@en@@note@@table-cell@@| Env | URL | Who can deploy |\n|---|---|---|\n| staging | staging.example.com | anyone on the team |\n| prod | app.example.com | release manager only |
no@@en@@note@@list-item@@- Token format reminder: GitHub fine-grained tokens start with `github_pat_`, classic ones with `ghp_`. Useful when reading gitleaks output.
"""
