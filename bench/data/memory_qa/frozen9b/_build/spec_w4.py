WS = "g04-claude-code-zh-rice-mill"
LAYOUT = "claude-code"
LANGS = ["zh", "en", "ko"]
DESC = "五常一家碾米/精米厂的 mill-ops 仓库（PLC 监控 + 订单系统）的 Claude Code 自动记忆：精米机与精米步合、PLC/Modbus、数据库、价格、韩国与日本客户、值班。大部分中文，部分英文 feedback，韩国客户相关条目用韩文。"
def fm(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"
FILES = {}
FILES["MEMORY.md"] = """
# Memory index

- [用户角色](user_role.md) — 厂里的IT兼生产主管，懂PLC不懂前端
- [Units](feedback_units.md) — kg only
- [提交规范](feedback_commits.md) — commit message 用中文
- [精米线](project_polishing_line.md) — 机型、精米步合、夜班
- [PLC](project_plc.md) — PLC Modbus 1502, IP
- [部署](project_deploy.md) — server, DB
- [价格](project_pricing.md) — 每吨加工费 460 元（2026-11起）
- [한국 고객](project_customers_kr.md) — 바이어, 물량
- [Dashboards](reference_dashboards.md) — Grafana, on-call
- [二号线改造 2026-09](project_2026-09_line2-retrofit.md)
- [冬季排班 2026-11](project_2026-11_winter-schedule.md)
"""
FILES["user_role.md"] = fm("用户角色", "who I work with", "user", "2025-03-18", "2025-03-18") + """
- 用户是厂里IT兼生产主管（赵工），熟悉西门子PLC、Python，不写前端
- 汇报重量一律用公斤，不要用斤
- 回答尽量简短，中文
"""
FILES["feedback_units.md"] = fm("Units", "weights and yields", "feedback", "2025-03-20", "2025-08-02") + """
Always report weights in kg, never 斤 or 吨 mixed in one table.
**Why:** the ERP import broke on mixed units (2025-08).
- head rice yield is ~0.68 on line 1, report as a fraction in code, % in text
"""
FILES["feedback_commits.md"] = fm("提交规范", "commit messages", "feedback", "2025-04-02", "2026-06-11") + """
- commit message 用中文，前缀 `feat:` / `fix:`
- 不要加 Co-Authored-By
- PR 必须关联看板编号 MILL-xxx
"""
FILES["project_polishing_line.md"] = fm("精米线", "machines, polishing ratio, shifts", "project", "2025-03-18", "2025-12-01") + """
- 一号线：佐竹 精米机 ×3，二号线：国产 ×2
- 酒米订单默认精米步合 70%
- 食用米精米步合 90%
- 出米率约 68%（一号线）
- 筛网每周更换（周一早班）
- 夜班：周一至周六 22:00–06:00
"""
FILES["project_plc.md"] = fm("PLC", "PLC and Modbus", "project", "2025-03-25", "2025-11-14") + """
- 西门子 S7-1200，IP 10.20.1.15
- Modbus TCP 端口 502，轮询 2 秒
- 标签表在 `plc/tags.csv`，改了要重启 collector
"""
FILES["project_deploy.md"] = fm("Deploy", "server and database", "project", "2025-04-10", "2025-09-30") + """
- everything runs on the mill server `mill-srv01` (Ubuntu 22.04) in the office rack
- Postgres 14 on the mill server, db `millops`
- collector + web via docker compose, `make deploy`
- Grafana on port 3000
"""
FILES["project_pricing.md"] = fm("价格", "processing fees and export prices", "project", "2025-05-06", "2025-10-08") + """
- price_per_ton_polishing: ¥420
- 酒米特别加工（步合≤60%）另加 ¥150/吨
- KR export price: KRW 900,000/t CIF Gunsan
"""
FILES["project_customers_kr.md"] = fm("한국 고객", "Korean buyers", "project", "2025-06-01", "2026-02-14") + """
- 한국 바이어: 이천 '미소농산', 월 20톤, 담당 정현우 과장
- 선적: 대련항 → 군산항, 2주 간격
- 샘플은 항공으로 2kg씩
"""
FILES["reference_dashboards.md"] = fm("Dashboards", "Grafana and on-call", "reference", "2025-04-12", "2025-12-20") + """
- Grafana: http://mill-srv01:3000, dashboard "精米线总览"
- Line lead / on-call: Wang Lei, phone in WeChat group
- alerts go to the WeChat group "精米值班"
"""
FILES["project_2026-09_line2-retrofit.md"] = fm("二号线改造 2026-09", "line 2 retrofit notes", "project", "2026-09-08", "2026-09-22") + """
- 二号线换了新的碾白室，9/22 投产
- PLC 端口改成 1502（防火墙规则，502 被安全部门封了）
- 酒米默认精米步合改为 60%（客户要求更高档）
- 筛网改为每两周更换一次（新筛网更耐用）
- 二号线负责人：王磊
"""
FILES["project_2026-11_winter-schedule.md"] = fm("冬季排班 2026-11", "winter schedule, prices, customers", "project", "2026-11-20", "2026-11-27") + """
- 冬季不再开夜班（峰谷电价调整后不划算），12月–2月只开两班
- 值班负责人：刘敏（王磊调去二号线）
- price_per_ton_polishing: ¥460
- 数据库已升级到 PostgreSQL 16（11/25 周末停机升级）
- 韩国客户改为 群山 的 '한빛미곡'，每月15吨
- 한빛미곡 월 15톤 계약, 담당 윤서아 대리
- 한국 수출가 톤당 95만원으로 올림 (CIF 군산)
- 日本客户：新潟「越後酒造」，每月8吨，不变
"""
WI = "project_2026-11_winter-schedule.md"; R = "project_2026-09_line2-retrofit.md"
Q = [
 ("zh", "PLC 现在用哪个端口通信？", [(R, "PLC 端口改成 1502"), ("MEMORY.md", "PLC Modbus 1502")], "zh"),
 ("en", "Which port does the collector use to talk Modbus to the PLC?", [(R, "PLC 端口改成 1502"), ("MEMORY.md", "PLC Modbus 1502")], "zh"),
 ("en", "What polishing ratio do sake-rice orders get by default?", [(R, "酒米默认精米步合改为 60%")], "zh"),
 ("en", "Which Postgres version is the mill database on?", [(WI, "PostgreSQL 16")], "zh"),
 ("ko", "지금 한국 쪽 거래처가 어디예요?", [(WI, "韩国客户改为"), (WI, "한빛미곡 월 15톤")], "zh"),
 ("en", "Do we still run a night shift in winter?", [(WI, "冬季不再开夜班")], "zh"),
 ("zh", "加工费每吨多少钱？", [(WI, "price_per_ton_polishing"), ("MEMORY.md", "每吨加工费")], "zh"),
 ("en", "Who's on call for the polishing line now?", [(WI, "值班负责人")], "zh"),
 ("ko", "한국 수출 단가 톤당 얼마예요?", [(WI, "한국 수출가")], "ko"),
 ("en", "How often do we swap the screens on the polishers?", [(R, "筛网改为每两周")], "zh"),
 ("zh", "报告重量用什么单位？", [("feedback_units.md", "Always report weights in kg"), ("user_role.md", "汇报重量")], "en"),
 ("en", "What is the PLC's IP address?", [("project_plc.md", "IP 10.20.1.15")], "zh"),
 ("ko", "한빛미곡 담당자 이름이 뭐였죠?", [(WI, "윤서아")], "ko"),
 ("en", "How much does the Japanese sake brewery take per month?", [(WI, "越後酒造")], "zh"),
 ("zh", "Grafana 在哪个端口？", [("project_deploy.md", "Grafana on port 3000"), ("reference_dashboards.md", "http://mill-srv01:3000")], "en"),
]
P = [
 ("conflict", "PLC Modbus port", ("project_plc.md", "Modbus TCP 端口 502"), (R, "PLC 端口改成 1502"), "b", "port", "zh", "topic '端口 502' vs retrofit '端口改成 1502'"),
 ("conflict", "Default polishing ratio for sake rice", (R, "酒米默认精米步合改为 60%"), ("project_polishing_line.md", "酒米订单默认"), "a", "percentage", "zh", "'改为 60%' vs '默认精米步合 70%'"),
 ("conflict", "Postgres version", ("project_deploy.md", "Postgres 14"), (WI, "PostgreSQL 16"), "b", "version", "en-zh", "English 'Postgres 14' vs Chinese '已升级到 PostgreSQL 16'"),
 ("conflict", "Korean buyer", (WI, "韩国客户改为"), ("project_customers_kr.md", "한국 바이어"), "a", "customer", "ko-zh", "Korean '이천 미소농산, 월 20톤' vs Chinese '改为 群山 的 한빛미곡，每月15吨'"),
 ("conflict", "Night shift", ("project_polishing_line.md", "夜班"), (WI, "冬季不再开夜班"), "b", "policy", "zh", "'夜班：周一至周六' vs negation '冬季不再开夜班'"),
 ("conflict", "Polishing fee per ton", (WI, "price_per_ton_polishing"), ("project_pricing.md", "price_per_ton_polishing"), "a", "price", "zh", "same key price_per_ton_polishing ¥460 vs ¥420; recency only from metadata.updated / file-name date"),
 ("conflict", "Line on-call lead", ("reference_dashboards.md", "Line lead / on-call"), (WI, "值班负责人"), "b", "person", "en-zh", "English 'Wang Lei' vs Chinese '值班负责人：刘敏（王磊调去二号线）'"),
 ("conflict", "KR export price per ton", (WI, "한국 수출가"), ("project_pricing.md", "KR export price"), "a", "price", "en-ko", "'KRW 900,000/t' vs Korean '톤당 95만원으로 올림'"),
 ("conflict", "Screen replacement frequency", ("project_polishing_line.md", "筛网每周"), (R, "筛网改为每两周"), "b", "frequency", "zh", "'每周更换' vs '每两周更换一次'"),
 ("agree", "Weights in kg", ("feedback_units.md", "Always report weights in kg"), ("user_role.md", "汇报重量"), None, "unit", "en-zh", "'kg, never 斤' vs '一律用公斤，不要用斤'"),
 ("agree", "PLC port 1502", ("MEMORY.md", "PLC Modbus 1502"), (R, "PLC 端口改成 1502"), None, "port", "zh", "index hook restates 1502"),
 ("agree", "Korean buyer volume", (WI, "한빛미곡 월 15톤"), (WI, "韩国客户改为"), None, "quantity", "ko-zh", "'월 15톤' vs '每月15吨'"),
 ("agree", "Polishing fee 460", ("MEMORY.md", "每吨加工费"), (WI, "price_per_ton_polishing"), None, "price", "zh", "'460 元' vs '¥460'"),
 ("agree", "Head rice yield", ("project_polishing_line.md", "出米率"), ("feedback_units.md", "head rice yield"), None, "percentage", "en-zh", "'约 68%' vs '~0.68'"),
 ("unrelated", "Port, different service", ("project_deploy.md", "Grafana on port 3000"), (R, "PLC 端口改成 1502"), None, "port", "en-zh", "Grafana 3000 vs PLC Modbus 1502"),
 ("unrelated", "Polishing ratio, table rice vs sake rice", ("project_polishing_line.md", "食用米精米步合"), (R, "酒米默认精米步合改为 60%"), None, "percentage", "zh", "table rice 90% vs sake rice 60%"),
 ("unrelated", "Person, different role", (R, "二号线负责人"), (WI, "值班负责人"), None, "person", "zh", "line-2 lead 王磊 vs on-call lead 刘敏"),
 ("unrelated", "Monthly volume, Japanese vs Korean buyer", (WI, "越後酒造"), (WI, "한빛미곡 월 15톤"), None, "quantity", "zh-ko", "Japanese brewery 8吨 vs Korean buyer 15톤"),
]
