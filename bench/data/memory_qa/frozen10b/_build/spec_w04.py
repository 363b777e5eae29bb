WS = "w04-claude-code-soil-lab"
LAYOUT = "claude-code"
LANGS = ["en", "zh"]
DESC = "Claude Code auto-memory for the LIMS repo of a soil-testing laboratory (Terravale Soil Labs, Fresno CA + partner lab in Kunming): methods, turnaround, prices, instruments, dev setup; the Kunming partner's notes are written in Chinese."
FILES = {}
FILES["MEMORY.md"] = """
# Memory index

- [User role](user_role.md) — lab data manager, writes Django, not a chemist
- [Methods](project_methods.md) — pH, P, ICP panel
- [Turnaround & prices](project_services.md) — standard/extended panels
- [Instruments](project_instruments.md) — ICP, pH meters
- [Kunming partner](project_kunming.md) — 昆明合作实验室
- [People](project_people.md) — QA, lab leads
- [Dev setup](reference_dev.md) — ports, python, docker
- [Sample kits](reference_kits.md) — courier, kit contents
- [Testing](feedback_testing.md) — fixtures, no live LIMS
- [Commits](feedback_commits.md) — small PRs
- Update notes: project_update_2026-09-03.md, project_update_2026-11-12.md, project_update_2026-11-30.md
"""
FILES["CLAUDE.md"] = """
# terravale-lims

Django 5 + Postgres. `make dev` runs everything in docker compose.
- Never run migrations against prod from a laptop.
- Results export format is CSV, UTF-8 with BOM (Excel users).
- Chinese partner strings go in `locale/zh_Hans/`.
"""
FILES["user_role.md"] = """
---
name: User role
description: who I'm working with
type: user
---
Lab data manager at Terravale, Fresno. Comfortable with Django/SQL, not a soil chemist — explain method terms briefly.
"""
FILES["feedback_testing.md"] = """
---
name: Testing
description: how to test LIMS code
type: feedback
---
Use factory fixtures; never hit the live LIMS API in tests. **Why:** a 2025 test run emailed 300 farmers fake results.
"""
FILES["feedback_commits.md"] = """
---
name: Commits
description: commit/PR style
type: feedback
---
Small PRs (< 400 lines). Conventional commits. No Co-Authored-By trailer.
"""
FILES["project_methods.md"] = """
---
name: Methods
description: analytical methods per test
type: project
metadata:
  created: 2025-01-09
  updated: 2026-02-14
---
- pH: 1:2.5 soil:water (w/v), glass electrode
- Phosphorus: Olsen P for pH > 7.2, Bray-1 below
- Micronutrients: DTPA extraction → ICP-OES
- wet samples accepted; we air-dry them in-house (40°C oven, 48h)
- reference soil for QC: NIST SRM 2711a, every batch of 20
"""
FILES["project_services.md"] = """
---
name: Turnaround & prices
description: service panels, TAT, list prices
type: project
metadata:
  created: 2025-01-09
  updated: 2026-03-01
---
| Panel | Contents | TAT | List price |
|---|---|---|---|
| Standard | pH, EC, N-P-K, OM | 10 business days | $45 |
| Extended | Standard + micros (Fe, Mn, Zn, Cu, B) | 12 business days | $78 |
| Heavy metals | Pb, Cd, As, Hg | 15 business days | $120 |

- rush (+50%): 3 business days, Standard only
"""
FILES["project_instruments.md"] = """
---
name: Instruments
description: lab instruments the LIMS talks to
type: project
metadata:
  created: 2025-01-09
  updated: 2025-10-20
---
- ICP-OES: Agilent 5110, export via ICP Expert CSV
- pH: 2x Mettler SevenExcellence, RS-232 bridge on `lab-pc-03`
- EC meter: same Mettler units
- Autosampler: SPS 4, 240 positions
"""
FILES["project_kunming.md"] = """
---
name: Kunming partner
description: 昆明合作实验室的流程和联系人
type: project
metadata:
  created: 2025-06-18
  updated: 2026-10-08
---
- 昆明实验室负责云南烟草和茶园客户，结果同步到我们 LIMS（tenant `km`）
- 标准套餐价格：52美元（税前）
- 周转时间：标准套餐 8 个工作日
- 不再接受湿样（Fresno 和昆明都一样），客户必须先风干（2026-10 起）
- 联系人：李海涛（实验室主任），微信群"Terravale-KM"
- 陈静 已调到 Fresno 当 QA 经理（9月起），方法变更找她签字
- 磷：pH>7.2 用 Olsen 法，低于用 Bray-1（和 Fresno 一样）
"""
FILES["project_people.md"] = """
---
name: People
description: who owns what
type: project
metadata:
  created: 2025-01-09
  updated: 2026-01-15
---
- QA manager: Priya Nair — signs off method changes
- Fresno lab lead: Marco Ruiz
- IT contact (vendor): Bluefin IT, ticket portal
"""
FILES["reference_dev.md"] = """
---
name: Dev setup
description: local ports, versions
type: reference
metadata:
  created: 2025-01-09
  updated: 2026-04-02
---
- python: 3.11
- LIMS web (dev): http://localhost:8000
- results-api (dev): http://localhost:8100
- postgres (dev): 5433 (5432 is taken by the host postgres)
- instrument bridge mock: 9100
"""
FILES["reference_kits.md"] = """
---
name: Sample kits
description: what we ship to growers
type: reference
metadata:
  created: 2025-02-01
  updated: 2026-05-05
---
- kit: 2 bags (1 lb each), chain-of-custody form, prepaid return label
- courier for kits + returns: UPS Ground
- kit reorder point: 500 kits
"""
FILES["project_update_2026-09-03.md"] = """
---
name: Update 2026-09-03
description: QA handover + ICP swap
type: project
---
- Priya left end of August. New QA manager: 陈静 (Chen Jing), joined from the Kunming lab, signs off method changes now
- ICP-OES replaced: Agilent 5900 SVDV since 2026-08-25 (5110 sold). Parser needs the new CSV header (`Sample Name` → `Label`)
"""
FILES["project_update_2026-11-12.md"] = """
---
name: 更新 2026-11-12
description: 方法和样品盒的变化（昆明同事写）
type: project
---
- pH 方法改为 1:5 土水比（按新的客户要求，Fresno 和昆明都改），电极不变
- 样品盒快递改用 FedEx Ground，UPS 不再用
- Fresno 标准套餐周转时间现在是 7 个工作日
- Fresno 标准套餐明年 1 月起涨到 52 美元
"""
FILES["project_update_2026-11-30.md"] = """
---
name: Update 2026-11-30
description: dev env + prices
type: project
---
- python: 3.12
- LIMS web (dev) moved to http://localhost:8010 — 8000 clashes with the new docs server
- Standard panel list price → $52 from 2027-01-01 (matches Kunming)
- heavy metals panel unchanged at $120
"""

ME = "project_methods.md"; SV = "project_services.md"; IN = "project_instruments.md"; KM = "project_kunming.md"
PP = "project_people.md"; DV = "reference_dev.md"; KT = "reference_kits.md"
U09 = "project_update_2026-09-03.md"; U11 = "project_update_2026-11-12.md"; U30 = "project_update_2026-11-30.md"

Q = [
 ("en", "What soil-to-water ratio do we use for pH now?", [(U11, "pH 方法改为 1:5")], "zh"),
 ("zh", "Fresno 的标准套餐现在几天出结果？", [(U11, "Fresno 标准套餐周转时间")], "zh"),
 ("en", "How long does the Kunming lab take for a standard panel?", [(KM, "周转时间：标准套餐 8")], "zh"),
 ("zh", "Fresno 的标准套餐明年多少钱？", [(U30, "Standard panel list price"), (U11, "明年 1 月起涨到")], "en"),
 ("en", "Which ICP do we parse results from now?", [(U09, "ICP-OES replaced")], "en"),
 ("en", "Who signs off method changes?", [(U09, "New QA manager"), (KM, "陈静 已调到")], "en"),
 ("zh", "样品盒现在用哪个快递？", [(U11, "FedEx Ground")], "zh"),
 ("en", "Can growers still send us wet soil?", [(KM, "不再接受湿样")], "zh"),
 ("en", "What port is the LIMS dev server on?", [(U30, "LIMS web (dev) moved")], "en"),
 ("en", "which python version is the repo on?", [(U30, "python: 3.12")], "en"),
 ("en", "results-api on my laptop — which port?", [(DV, "results-api (dev)")], "en"),
 ("en", "What do we charge to test a sample for lead and cadmium?", [(SV, "| Heavy metals |"), (U30, "heavy metals panel unchanged")], "en"),
 ("zh", "昆明实验室的联系人是谁？", [(KM, "联系人：李海涛")], "zh"),
 ("en", "Which phosphorus test do we run on alkaline soils?", [(ME, "Olsen P"), (KM, "磷：pH>7.2")], "en"),
 ("en", "Which certified standard do we run alongside every batch?", [(ME, "NIST SRM 2711a")], "en"),
 ("zh", "开发环境的 postgres 端口是多少？", [(DV, "postgres (dev)")], "en"),
]
P = [
 ("conflict", "pH soil:water ratio", (ME, "pH: 1:2.5"), (U11, "pH 方法改为 1:5"), "b", "method", "en-zh", "English '1:2.5 soil:water' vs Chinese update '改为 1:5 土水比'"),
 ("conflict", "Fresno standard TAT", (U11, "Fresno 标准套餐周转时间"), (SV, "| Standard |"), "a", "number", "en-zh", "table row '10 business days' vs Chinese '现在是 7 个工作日'"),
 ("conflict", "Standard panel list price", (SV, "| Standard |"), (U30, "Standard panel list price"), "b", "price", "en", "table '$45' vs update '→ $52 from 2027-01-01'"),
 ("conflict", "ICP-OES model", (U09, "ICP-OES replaced"), (IN, "ICP-OES: Agilent 5110"), "a", "version", "en", "'Agilent 5110' vs 'replaced: Agilent 5900 SVDV'"),
 ("conflict", "QA manager", (PP, "QA manager: Priya"), (U09, "New QA manager"), "b", "person", "en-zh", "'Priya Nair' vs 'New QA manager: 陈静 (Chen Jing)'"),
 ("conflict", "Kit courier", (U11, "FedEx Ground"), (KT, "UPS Ground"), "a", "vendor", "en-zh", "English 'UPS Ground' vs Chinese '改用 FedEx Ground，UPS 不再用'"),
 ("conflict", "Wet samples accepted?", (ME, "wet samples accepted"), (KM, "不再接受湿样"), "b", "policy", "en-zh", "English 'wet samples accepted; we air-dry in-house' vs Chinese negation '不再接受湿样（Fresno 和昆明都一样）'"),
 ("conflict", "LIMS dev port", (U30, "LIMS web (dev) moved"), (DV, "LIMS web (dev): http://localhost:8000"), "a", "port", "en", "'localhost:8000' vs 'moved to localhost:8010'"),
 ("conflict", "Python version", (DV, "python: 3.11"), (U30, "python: 3.12"), "b", "version", "en", "same key: value; recency from metadata.updated 2026-04-02 vs file-name date 2026-11-30"),
 ("agree", "Fresno standard price 52 USD from 2027", (U11, "明年 1 月起涨到"), (U30, "Standard panel list price"), None, "price", "en-zh", "Chinese '明年 1 月起涨到 52 美元' vs '$52 from 2027-01-01'"),
 ("unrelated", "Standard price: Kunming vs Fresno", (KM, "标准套餐价格：52美元"), (SV, "| Standard |"), None, "price", "en-zh", "Kunming lab's price vs Fresno table row (different labs)"),
 ("agree", "Heavy metals $120", (SV, "| Heavy metals |"), (U30, "heavy metals panel unchanged"), None, "price", "en", "table row vs 'unchanged at $120'"),
 ("agree", "QA manager Chen Jing", (U09, "New QA manager"), (KM, "陈静 已调到"), None, "person", "en-zh", "'New QA manager: 陈静 (Chen Jing)' vs Chinese '陈静 已调到 Fresno 当 QA 经理'"),
 ("agree", "Phosphorus method split at pH 7.2", (ME, "Olsen P"), (KM, "磷：pH>7.2"), None, "method", "en-zh", "'Olsen P for pH > 7.2, Bray-1 below' vs Chinese restatement"),
 ("unrelated", "Dev ports: LIMS vs results-api", (DV, "results-api (dev)"), (U30, "LIMS web (dev) moved"), None, "port", "en", "results-api port vs LIMS web port"),
 ("unrelated", "Dev ports: postgres vs bridge mock", (DV, "postgres (dev)"), (DV, "instrument bridge mock"), None, "port", "en", "different services"),
 ("unrelated", "TAT: Kunming vs Fresno", (KM, "周转时间：标准套餐 8"), (U11, "Fresno 标准套餐周转时间"), None, "number", "zh", "Kunming 8 days vs Fresno 7 days — different labs"),
 ("unrelated", "Extended vs heavy metals price", (SV, "| Extended |"), (SV, "| Heavy metals |"), None, "price", "en", "different panels"),
]
