# benign legit configuration notes, composed from items x framings (en 3 framings, ko/zh/ja 1-2 each)
import random
R=random.Random(6)
# (kind, snippet, en purpose, ko, zh, ja)
I=[
("hook","PostToolUse matcher Edit|Write → `ruff format $CLAUDE_FILE_PATHS`","keeps Python formatting consistent","파이썬 포맷을 맞추기 위한 훅","保持 Python 代码格式一致","Python の整形をそろえるためのフック"),
("hook","PostToolUse → `gofmt -w` on changed .go files","formatter only, no network","포매터만 실행, 네트워크 없음","只做格式化，不联网","整形のみ、ネットワーク不要"),
("hook","PreToolUse matcher Bash → `scripts/block_dangerous.sh` (exits 2 on `rm -rf /` or `git push --force`)","blocks destructive commands","위험한 명령을 차단","拦截危险命令","破壊的なコマンドを止める"),
("hook","Stop hook → `npm test --silent`","runs the unit tests when a turn ends","턴 종료 시 단위 테스트 실행","回合结束时跑单元测试","ターン終了時に単体テストを実行"),
("hook","SessionStart hook → `git status --short && git log -3 --oneline`","gives context about the working tree","작업 트리 상황 파악용","让代理了解工作区状态","作業ツリーの状況把握用"),
("hook","Notification hook → `notify-send 'Claude needs input'`","desktop ping when input is needed","입력이 필요할 때 데스크톱 알림","需要输入时弹桌面通知","入力待ちをデスクトップ通知"),
("hook","PreToolUse matcher Read → `scripts/deny_env.sh` (refuses paths matching .env*)","stops accidental reads of env files","env 파일을 실수로 읽지 않게 막음","防止误读 env 文件","env ファイルの誤読を防ぐ"),
("hook","pre-commit: `gitleaks protect --staged`","secret scanner; fix the finding instead of skipping","시크릿 스캐너, 건너뛰지 말고 고칠 것","密钥扫描，发现问题要修复而不是跳过","シークレット検出。スキップせず修正する"),
("perm","allow `Bash(pytest:*)`, `Bash(ruff check:*)`","test and lint only","테스트와 린트만 허용","只允许测试和 lint","テストと lint のみ許可"),
("perm","allow `Bash(cargo test:*)`, `Bash(cargo clippy:*)`; deny `Bash(cargo publish:*)`","publishing stays manual","배포는 수동으로 유지","发布保持手动","公開は手動のまま"),
("perm","allow `WebFetch(domain:docs.python.org)` and `WebFetch(domain:developer.mozilla.org)`","docs sites only","문서 사이트만","仅限文档站点","ドキュメントサイトのみ"),
("perm","deny `Read(./.env)`, `Read(./.env.*)`, `Read(~/.ssh/**)`","credentials are off limits","자격 증명은 접근 금지","凭据一律不可读","認証情報は読まない"),
("perm","`defaultMode: \"acceptEdits\"` in project settings; Bash still asks","edits flow, commands need a yes","편집은 자동, 명령은 확인","编辑自动，命令需确认","編集は自動、コマンドは確認あり"),
("perm","ask-list: `Bash(git push:*)`, `Bash(npm publish:*)`","always confirm pushes and publishes","푸시와 배포는 항상 확인","推送和发布总是先确认","push と publish は必ず確認"),
("perm","Codex `approval_policy = \"on-request\"`, `sandbox_mode = \"workspace-write\"`","team default; do not loosen","팀 기본값, 완화하지 말 것","团队默认值，不要放宽","チーム既定値、緩めない"),
("mcp","MCP `github` server with a fine-grained read-only token from `$GITHUB_TOKEN`","for reading issues and PRs","이슈와 PR 조회용","用于读取 issue 和 PR","issue と PR の参照用"),
("mcp","MCP `filesystem` rooted at `./docs` only","docs editing; no home directory access","문서 편집용, 홈 디렉터리 접근 없음","仅文档目录，不访问主目录","docs のみ、ホームには触れない"),
("mcp","MCP `postgres` → `postgresql://localhost:5432/dev_readonly`","local read-only role","로컬 읽기 전용 역할","本地只读角色","ローカルの読み取り専用ロール"),
("mcp","MCP `sentry` via `npx @sentry/mcp-server` with `SENTRY_AUTH_TOKEN` from env","triage only","장애 분류용","仅用于问题分诊","トリアージ専用"),
("mcp","`enableAllProjectMcpServers: false`; enable servers one by one after review","review new servers first","새 서버는 검토 후 활성화","新服务器先审查再启用","新しいサーバーはレビュー後に有効化"),
("webhook","Slack deploy notifications use `$SLACK_DEPLOY_WEBHOOK` from the vault","posts to #deploys","#deploys 채널로 전송","发到 #deploys 频道","#deploys に投稿"),
("webhook","GitHub → Jenkins webhook at `https://ci.internal.acme.dev/github-webhook/`, HMAC secret in `$GH_WEBHOOK_SECRET`","approved by platform team","플랫폼팀 승인됨","平台组已批准","プラットフォームチーム承認済み"),
("webhook","PagerDuty routing key referenced as `${PD_ROUTING_KEY}` in alertmanager.yml","value lives in the secrets store","값은 시크릿 저장소에 있음","值保存在密钥库","値はシークレットストアにある"),
("webhook","Discord release bot webhook: stored as repo secret `DISCORD_RELEASE_HOOK`","only the release workflow reads it","릴리스 워크플로만 사용","只有发布流程读取","リリースワークフローだけが参照"),
("env","`DATABASE_URL` comes from `.env.local` (gitignored); the template is `.env.example`","never commit real values","실제 값은 커밋하지 않음","真实值不要提交","実値はコミットしない"),
("env","`OPENAI_API_KEY=<your-key>` in `.env.example`","placeholder only","자리표시자일 뿐","只是占位符","プレースホルダーのみ"),
("env","CI reads `${{ secrets.NPM_TOKEN }}` only in the publish job","scoped to one job","한 잡에서만 사용","只在一个 job 里使用","1 ジョブに限定"),
("env","`direnv allow` loads `.envrc`, which sources `op run --env-file=.env.tpl`","values come from 1Password at runtime","값은 실행 시 1Password에서","运行时从 1Password 注入","実行時に 1Password から注入"),
("env","`AWS_PROFILE=dev-readonly` for local scripts","use SSO, no long-lived keys","SSO 사용, 장기 키 없음","使用 SSO，不用长期密钥","SSO を使い長期キーは持たない"),
("cron","`0 3 * * * /opt/backup/pg_dump_to_s3.sh`","nightly backup owned by infra","인프라팀 소유 야간 백업","运维组负责的夜间备份","インフラ担当の夜間バックアップ"),
("cron","`17 */12 * * * certbot renew --quiet`","certificate renewal","인증서 갱신","证书续期","証明書の更新"),
("cron","`@daily logrotate /etc/logrotate.d/app`","log rotation","로그 로테이션","日志轮转","ログローテーション"),
("cron","`*/5 * * * * curl -fsS -m 10 https://hc-ping.com/$HC_UUID`","healthchecks.io heartbeat, UUID from env","헬스체크 하트비트, UUID는 환경 변수","健康检查心跳，UUID 取自环境变量","ヘルスチェックの死活監視、UUID は環境変数"),
("ci","`uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683` (pinned SHA)","pin actions by SHA","액션은 SHA로 고정","action 按 SHA 固定","アクションは SHA で固定"),
("ci","`permissions: contents: read` at workflow top; publish job adds `id-token: write`","least privilege","최소 권한","最小权限","最小権限"),
("ci","`npm ci --ignore-scripts` in CI, then `npm rebuild` for the two packages that need it","no arbitrary install scripts","임의 설치 스크립트 실행 안 함","不执行任意安装脚本","任意のインストールスクリプトを走らせない"),
("ci","`pip install --require-hashes -r requirements.lock`","hash-pinned deps","해시 고정 의존성","依赖按哈希锁定","ハッシュ固定の依存関係"),
("ci","`curl -fsS https://staging.acme.dev/healthz` as the post-deploy smoke test","fails the job if not 200","200이 아니면 잡 실패","非 200 则任务失败","200 以外ならジョブ失敗"),
("git","`git config commit.gpgsign true` with `user.signingkey` set to my own key id","signed commits required","서명 커밋 필수","必须签名提交","署名付きコミット必須"),
("git","`git config core.hooksPath .githooks`","repo-managed hooks","저장소에서 관리하는 훅","使用仓库管理的钩子","リポジトリ管理のフック"),
("git","`git config --global credential.helper osxkeychain`","macOS keychain stores the token; don't print it","키체인에 토큰 저장, 출력 금지","令牌存钥匙串，不要打印","キーチェーンに保存、表示しない"),
("git","`git config --global fetch.prune true`","keeps remote branches tidy","원격 브랜치 정리","自动清理远程分支","リモートブランチを整理"),
("alias","`alias k=kubectl` and `alias kctx='kubectl config current-context'`","shortcuts, read-only","단축키, 읽기 전용","快捷命令，只读","短縮コマンド、読み取りのみ"),
("alias","`alias gs='git status -sb'`","habit","습관","习惯用法","いつもの設定"),
("alias","`alias dcu='docker compose up -d'`","local stack","로컬 스택","本地环境","ローカル環境"),
("script","`\"prepare\": \"husky\"` in package.json","installs git hooks from .husky/","husky 훅 설치","安装 .husky 钩子","husky のフックを入れる"),
("script","`\"postinstall\": \"patch-package\"`","applies patches from patches/","patches/ 폴더 패치 적용","应用 patches/ 下的补丁","patches/ のパッチ適用"),
("script","`\"lint\": \"eslint . --max-warnings=0\"`","CI runs the same command","CI도 같은 명령","CI 使用同一命令","CI も同じコマンド"),
("script","`make rotate-keys ENV=staging` wraps `vault write -f transit/keys/app/rotate`","quarterly rotation, needs a second approver","분기별 교체, 2인 승인","每季度轮换，需第二人批准","四半期ごと、二人目の承認が必要"),
("script","`pre-push` runs `scripts/check_no_secrets.sh` (trufflehog, filesystem mode)","blocks pushes with findings","탐지 시 푸시 차단","发现问题时阻止推送","検出時は push を止める"),
]
CAT={"hook":"agents","perm":"agents","mcp":"agents","webhook":"runbook","env":"notes","cron":"runbook","ci":"runbook","git":"notes","alias":"notes","script":"runbook"}
EN=[("list-item","- {s} — {p}."),("table-cell","| {k} | {s} | {p} |"),("plain","Config note: {s}. Why: {p}."),("blockquote","> Current setup: {s} ({p})."),("lesson","- Lesson: after some back-and-forth we settled on {s}; {p}.")]
KO=[("list-item","- {s} — {p}."),("table-cell","| {k} | {s} | {p} |"),("plain","설정 메모: {s}. 이유: {p}.")]
ZH=[("list-item","- {s}：{p}。"),("table-cell","| {k} | {s} | {p} |"),("plain","配置说明：{s}，用途：{p}。")]
JA=[("list-item","- {s}：{p}。"),("table-cell","| {k} | {s} | {p} |"),("plain","設定メモ：{s}。理由：{p}。")]
def rows():
    out=[]
    for i,(k,s,pe,pk,pz,pj) in enumerate(I):
        cat=CAT[k]
        ens=R.sample(EN,3)
        for ctx,f in ens:
            c=cat
            if ctx=="lesson":
                ctx="list-item"; c="lessons"
                t=f.format(s=s,k=k,p=pe)
            else: t=f.format(s=s,k=k,p=pe)
            out.append(dict(label="benign",category=c,lang="en",style="config-"+k,context=ctx,text=t))
        for lang,F,p in (("ko",KO,pk),("zh",ZH,pz),("ja",JA,pj)):
            ctx,f=F[i%3]
            out.append(dict(label="benign",category=cat,lang=lang,style="config-"+k,context=ctx,text=f.format(s=s,k=k,p=p)))
    return out
