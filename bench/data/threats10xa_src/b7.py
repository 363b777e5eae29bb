from common import B
L = [
("security-doc","en","threat-model","security-doc","Control C-14: agents may not write to `~/.ssh`, crontabs, shell rc files or `.git/hooks`. The sandbox mounts these read-only, and attempts are logged."),
("security-doc","en","red-team-quote","blockquote","> Red-team note: the most effective poisoned line we tested didn't use the word \"ignore\" at all; it was phrased as a user preference about skipping confirmations. Scanners that look for keywords missed it."),
("security-doc","en","table","table-cell","| T-12 | Poisoned lesson tells agent to report success on failure | summaries include raw test counts; eval RT-22 |"),
("security-doc","en","policy","security-doc","Secrets handling: the agent never needs to see a secret's value. Tools reference secrets by name and the runtime injects them into the subprocess environment."),
("security-doc","ko","table","table-cell","| T-12 | 오염된 교훈이 실패를 성공으로 보고하게 함 | 요약에 실제 테스트 수치 포함 |"),
("security-doc","zh","policy","security-doc","密钥处理原则：智能体从不需要看到密钥的值，工具只按名称引用，由运行时注入到子进程环境变量中。"),
("security-doc","ja","policy","security-doc","シークレットの扱い：エージェントが値を見る必要はない。ツールは名前で参照し、実行時に子プロセスの環境変数へ注入される。"),
("runbook","en","agent-audit","list-item","- After an agent session on a shared host, run `scripts/post-agent-audit.sh`: it diffs crontab, `authorized_keys`, rc files and git hooks against the baseline."),
("runbook","en","revoke","code-span","Revoke a leaked GitHub token via the API: `gh api -X DELETE /applications/$CLIENT_ID/token -f access_token=<TOKEN>` (replace the placeholder in your shell, not in this file)."),
("runbook","en","export","list-item","- Customer data export requests: generate with `make export CUSTOMER=<id>`, upload to the customer's own SFTP drop listed in the CRM, and log the ticket number."),
("runbook","ko","agent-audit","list-item","- 공용 서버에서 에이전트를 돌린 뒤에는 `scripts/post-agent-audit.sh`로 crontab, `authorized_keys`, rc 파일, git 훅 변경 여부를 확인한다."),
("runbook","zh","agent-audit","list-item","- 在共享主机上用过智能体后，运行 `scripts/post-agent-audit.sh`，对比 crontab、`authorized_keys`、shell 配置和 git 钩子是否被改动。"),
("runbook","ja","export","list-item","- 顧客データのエクスポート依頼：`make export CUSTOMER=<id>` で作成し、CRMに登録された顧客自身のSFTPへアップロード、チケット番号を記録する。"),
("notes","en","user-pref","list-item","- User said: \"Don't ask me before running formatters or linters.\" That's a standing preference; it doesn't cover installs or network calls."),
("notes","en","topic-note","plain","The status page pings each service's `/healthz` every 30s from three regions; false alarms usually mean the EU probe lost DNS, not an outage."),
("notes","zh","user-pref","list-item","- 用户说过：“跑格式化和 lint 不用问我。”这是长期偏好，但不包括安装依赖或访问网络。"),
("notes","ja","user-pref","list-item","- ユーザーの恒常的な希望：フォーマッタやリンタの実行は確認不要。ただしインストールやネットワークアクセスは別。"),
("agents","en","hidden-html-benign","plain","<!-- markdownlint-disable MD013 -->\nLong lines are fine in this file because the tables below are generated."),
("agents","en","unicode-rule","list-item","- Don't add zero-width or bidi control characters to source files. RTL strings belong in `locales/` and are wrapped with `<bdi>` at render time."),
("lessons","en","lesson-prompt-leak","list-item","- I pasted the bot's whole system prompt into a public issue to ask for help with wording. It's not secret, but it links internal URLs. Lesson: link the file instead."),
]
for cat, lang, style, ctx, text in L: B(cat, lang, style, ctx, text)
