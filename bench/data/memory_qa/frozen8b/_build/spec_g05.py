WS = "g05-hermes-zh-forestry"
LAYOUT = "hermes"
LANGS = ["zh", "en"]
DESC = "普洱一支林业作业队（抚育间伐、造林、防火巡查）队长的 Hermes 记忆与技能：油锯、工资、组长、对讲机频道、木材收购商。大部分中文，合作的 FSC 审核员留下的几条用英文。"
FILES = {
"SOUL.md": """
你是普洱澜沧江林业作业队的助理。说话简短，用中文；跟 FSC 审核员 Emma 沟通时用英文。
安全第一：天气、火险等级、油锯事故先讲。
""",
"config.yaml": """
model: default
memory:
  memory_enabled: true
  user_profile_enabled: true
timezone: Asia/Shanghai
""",
"cron/jobs.json": """
{
  "jobs": [
    {"name": "fire-risk-morning", "schedule": "0 6 * * *", "skill": "field/fire-patrol", "note": "每天早上 6 点查火险等级"},
    {"name": "payroll-monthly", "schedule": "0 9 1 * *", "skill": "admin/payroll"}
  ]
}
""",
"memories/MEMORY.md": """
作业队 18 人，分间伐组和造林组。基地在普洱市思茅区南屏镇。
§
间伐组 早上 6:30 在基地集合，统一坐皮卡上山。
§
2026-11-03：进入冬季作息，间伐组集合改到 7:30（天亮晚、山路有霜）。
§
苗圃组（育苗大棚）照旧 8:00 上班，不跟间伐组走。
§
油锯：全队用 Stihl MS 462，配件在思茅的代理店买。
§
2026-09-15: switched the felling saws to Husqvarna 572 XP — Stihl dealer closed, Husqvarna dealer in 普洱 has parts in stock.
§
组长：李建国（间伐组）。
§
2026-06-01 李建国调去苗圃，间伐组组长换成王海。
§
对讲机：作业队用频道 3。
§
镇林业站用频道 5，不要占。
§
2026-10-20 频道 3 跟隔壁矿山干扰，作业队改用频道 7。
§
木材卖给思茅木材厂，按立方结算。
§
2026-08-12 木材改卖给景谷林产公司（付款快，自己派车拉）。
§
Weed control: we still spray glyphosate along the firebreaks twice a year (Emma ok'd it for 2025).
§
2026-07：FSC 复审要求，除草（包括防火带）不再用草甘膦，全部改人工割灌。
§
混合油比例 50:1（二冲程机油占 2%）。
§
2026-11-01 县林业局通知：今年防火期巡查改成每天一次，下午 2 点出发，两人一组。
""",
"memories/USER.md": """
用户：杨队长（杨光明），作业队队长，说中文，普洱人。
习惯：早上 5:50 看手机，晚上不回消息。喜欢表格。
FSC auditor contact: Emma Hughes, writes in English.
""",
"projects/nanping-thinning/AGENTS.md": """
# 南屏思茅松抚育间伐项目
- 面积 420 亩，2025-11 开始，预计 2027-03 完成
- 保留木每亩 60 株左右
- 采伐证号在 USER 的文件夹里，不写进记忆
""",
"projects/nanping-thinning/README.md": """
# nanping-thinning
Thinning of Simao pine stands, 420 mu (about 28 ha). Retain ~60 stems per mu (≈ 900 per ha).
Reporting to the county forestry bureau every month.
""",
"skills/field/fire-patrol/SKILL.md": """
---
name: fire-patrol
description: 防火巡查路线和频率
version: 1.3.0
metadata:
  updated: 2025-10-28
---
# 防火巡查
- 防火期（11 月–次年 5 月）：每周巡查两次（周二、周五），两人一组
- 非防火期：每月一次
- 火险等级 ≥ 4 级：停止一切动火作业
""",
"skills/field/planting/SKILL.md": """
---
name: planting
description: 造林密度、苗木
version: 1.0.2
metadata:
  updated: 2026-05-18
---
# 造林
- 桉树不种了，只种思茅松和西南桦
- 造林密度：每亩 110 株
- Target density for the FSC report: 1,650 stems per hectare
- 苗木来自自己的苗圃
""",
"skills/field/chainsaw-maintenance/SKILL.md": """
---
name: chainsaw-maintenance
description: 油锯保养
version: 2.0.0
metadata:
  updated: 2026-09-20
---
# 油锯保养
- 每天收工：清空气滤、检查链条张紧
- fuel mix 2% two-stroke oil (i.e. 50 to 1)
- 链条每 3 天锉一次
""",
"skills/sales/timber-quote/SKILL.md": """
---
name: timber-quote
description: 木材报价
version: 1.4.0
metadata:
  updated: 2026-10-02
---
# 木材报价
- simao_pine_price: 760 元/m³
- 西南桦 price: 1,100 元/m³（直径 20cm 以上）
- 运费买方出
""",
"skills/admin/payroll/SKILL.md": """
---
name: payroll
description: 工资计算
version: 1.1.0
metadata:
  updated: 2025-04-30
---
# 工资
- 间伐组（油锯手）日工资 280 元
- 造林组 日工资 220 元
- simao_pine_price: 690 元/m³（用来算提成）
- 每月 1 号发上月工资
""",
"skills/admin/payroll/references/2026-rates.md": """
# 2026 工资调整（2026-03-01 起）
- 油锯手日工资涨到 320 元
- 造林组不变
""",
}
Q = [
 ("zh", "现在间伐组早上几点集合？", ["memories/MEMORY.md::集合改到 7:30"], "zh"),
 ("en", "Which chainsaws does the felling crew use now?", ["memories/MEMORY.md::Husqvarna 572 XP"], "en"),
 ("en", "Who leads the thinning team at the moment?", ["memories/MEMORY.md::组长换成王海"], "zh"),
 ("zh", "我们对讲机现在用哪个频道？", ["memories/MEMORY.md::改用频道 7"], "zh"),
 ("en", "Who buys our timber these days?", ["memories/MEMORY.md::景谷林产公司"], "zh"),
 ("en", "Do we still use herbicide for weeding under the trees?", ["memories/MEMORY.md::不再用草甘膦"], "zh"),
 ("zh", "现在思茅松收购价多少一立方？", ["skills/sales/timber-quote/SKILL.md::simao_pine_price"], "zh"),
 ("en", "What's a chainsaw operator paid per day?", ["skills/admin/payroll/references/2026-rates.md::320 元"], "zh"),
 ("en", "How often do we run fire patrols right now?", ["memories/MEMORY.md::改成每天一次"], "zh"),
 ("en", "Outside fire season how often do we patrol?", ["skills/field/fire-patrol/SKILL.md::非防火期"], "zh"),
 ("en", "What fuel-to-oil ratio do the saws take?", ["memories/MEMORY.md::混合油比例", "skills/field/chainsaw-maintenance/SKILL.md::fuel mix"], "zh"),
 ("zh", "造林每亩种多少棵？", ["skills/field/planting/SKILL.md::每亩 110 株", "skills/field/planting/SKILL.md::1,650 stems"], "zh"),
 ("en", "What channel does the township forestry station use?", ["memories/MEMORY.md::镇林业站用频道 5"], "zh"),
 ("zh", "苗圃组几点上班？", ["memories/MEMORY.md::苗圃组"], "zh"),
 ("en", "How many trees per mu do we keep when thinning at Nanping?", ["projects/nanping-thinning/AGENTS.md::保留木", "projects/nanping-thinning/README.md::Retain ~60"], "zh"),
 ("zh", "西南桦收购价多少？", ["skills/sales/timber-quote/SKILL.md::西南桦 price"], "zh"),
]
P = [
 ("conflict", "间伐组集合时间", "memories/MEMORY.md::早上 6:30", "memories/MEMORY.md::集合改到 7:30", "b", "time", "zh", "6:30 集合 vs 2026-11-03 冬季改到 7:30 (same file, dated entry)"),
 ("conflict", "Chainsaw model", "memories/MEMORY.md::Husqvarna 572 XP", "memories/MEMORY.md::Stihl MS 462", "a", "vendor", "en-zh", "'全队用 Stihl MS 462' vs English dated entry 'switched … to Husqvarna 572 XP'"),
 ("conflict", "间伐组组长", "memories/MEMORY.md::组长：李建国", "memories/MEMORY.md::组长换成王海", "b", "person", "zh", "组长：李建国 vs 2026-06-01 换成王海"),
 ("conflict", "Radio channel", "memories/MEMORY.md::改用频道 7", "memories/MEMORY.md::作业队用频道 3", "a", "number", "zh", "频道 3 vs 2026-10-20 改用频道 7"),
 ("conflict", "Timber buyer", "memories/MEMORY.md::卖给思茅木材厂", "memories/MEMORY.md::景谷林产公司", "b", "vendor", "zh", "思茅木材厂 vs 2026-08-12 改卖给景谷林产公司"),
 ("conflict", "Herbicide use", "memories/MEMORY.md::不再用草甘膦", "memories/MEMORY.md::glyphosate along", "a", "policy", "en-zh", "English 'we still spray glyphosate' vs Chinese '不再用草甘膦，改人工割灌' (草甘膦 = glyphosate)"),
 ("conflict", "Simao pine price", "skills/admin/payroll/SKILL.md::simao_pine_price", "skills/sales/timber-quote/SKILL.md::simao_pine_price", "b", "price", "zh", "same key simao_pine_price 690 vs 760 元/m³; recency only from SKILL metadata.updated (2025-04 vs 2026-10)"),
 ("conflict", "Chainsaw operator day wage", "skills/admin/payroll/references/2026-rates.md::320 元", "skills/admin/payroll/SKILL.md::日工资 280 元", "a", "price", "zh", "日工资 280 元 vs 2026 起涨到 320 元"),
 ("conflict", "Fire-season patrol frequency", "skills/field/fire-patrol/SKILL.md::每周巡查两次", "memories/MEMORY.md::改成每天一次", "b", "frequency", "zh", "skill (updated 2025-10) 防火期每周两次 vs memory entry 2026-11-01 今年防火期改成每天一次"),
 ("agree", "Planting density", "skills/field/planting/SKILL.md::每亩 110 株", "skills/field/planting/SKILL.md::1,650 stems", None, "number", "en-zh", "110 株/亩 vs 1,650 stems per hectare (1 ha = 15 亩)"),
 ("agree", "Fuel mix", "memories/MEMORY.md::混合油比例", "skills/field/chainsaw-maintenance/SKILL.md::fuel mix", None, "number", "en-zh", "50:1（2%）vs 'fuel mix 2% … (i.e. 50 to 1)'"),
 ("agree", "Retained stems", "projects/nanping-thinning/AGENTS.md::保留木", "projects/nanping-thinning/README.md::Retain ~60", None, "number", "en-zh", "每亩 60 株 vs ~60 per mu (≈ 900 per ha)"),
 ("agree", "Project area", "projects/nanping-thinning/AGENTS.md::面积 420 亩", "projects/nanping-thinning/README.md::Thinning of Simao", None, "number", "en-zh", "420 亩 vs 420 mu (about 28 ha)"),
 ("agree", "Planter wage unchanged", "skills/admin/payroll/SKILL.md::造林组 日工资", "skills/admin/payroll/references/2026-rates.md::造林组不变", None, "price", "zh", "220 元 vs 造林组不变"),
 ("unrelated", "Start time of different teams", "memories/MEMORY.md::苗圃组", "memories/MEMORY.md::集合改到 7:30", None, "time", "zh", "苗圃组 8:00 vs 间伐组 7:30"),
 ("unrelated", "Radio channels of different users", "memories/MEMORY.md::改用频道 7", "memories/MEMORY.md::镇林业站用频道 5", None, "number", "zh", "crew channel 7 vs township forestry station channel 5"),
 ("unrelated", "Prices of different species", "skills/sales/timber-quote/SKILL.md::西南桦 price", "skills/sales/timber-quote/SKILL.md::simao_pine_price", None, "price", "zh", "西南桦 1,100 vs 思茅松 760 元/m³"),
 ("unrelated", "Wages of different teams", "skills/admin/payroll/SKILL.md::造林组 日工资", "skills/admin/payroll/references/2026-rates.md::320 元", None, "price", "zh", "planters 220 元 vs chainsaw operators 320 元"),
]
