WS = "g03-three-layer-zh-hospital-pharmacy"
LAYOUT = "3-layer"
LANGS = ["zh", "en"]
DESC = "成都某三甲医院药剂科（静配中心 PIVAS、住院药房、冷链）的 3-layer 记忆：排班、冷链、药品供应商、HIS 接口；多数中文，部分英文（系统/供应商合同）。"
FILES = {
"MEMORY.md": """
# MEMORY — 药剂科助手
更新：2026-03-20

- 科室：药剂科，主任 陈蔚然；PIVAS 组长 刘嘉
- 静配中心出药时间：每天 08:30 / 14:00 两批
- 冷库温度 2–8°C，温控报警发给值班药师
- HIS: 东华 HIS v8，接口机 10.12.3.40:7001
- 主配送商：国药控股四川
- 高警示药品每周盘点一次
- 细节见 memory/*.md，日记 memory/YYYY-MM-DD.md
""",
"tasks/todo.md": """
# todo
- [ ] 更新高警示药品目录（2027 版）
- [ ] PIVAS 洁净区年度检测 12/15 前
- [ ] 对接新智能药柜厂家培训
""",
"tasks/lessons.md": """
# lessons
- 2025-07-09 冷链车晚到 3h，胰岛素整箱报废 → 收货必须看温度记录仪曲线
- 接口机重启前先停 HIS 队列，否则医嘱重复推送
- Never re-label a PIVAS bag by hand; reprint from the system
""",
"memory/pivas.md": """
---
title: 静配中心 PIVAS
keywords: [PIVAS, 静配, 出药, 批次, 洁净区]
created: 2025-02-17
last_used: 2026-05-06
---
# PIVAS
- 出药批次：08:30、14:00
- 日均配置量约 1,800 袋
- 组长：刘嘉（分机 6021）
- 抗肿瘤药单独在 B 区生物安全柜配置
""",
"memory/cold-chain.md": """
---
title: Cold chain
keywords: [cold chain, 冷链, 冷库, fridge, insulin, 温度]
created: 2025-02-20
last_used: 2026-03-11
---
# 冷链
- 冷库 2–8°C
- 病区冰箱 2–8°C，护士每日两次查看
- 温度记录：每 4 小时人工记录一次
- 冷链药品收货：必须附温度记录仪数据
- Data logger vendor: Elitech, RC-5+ units
""",
"memory/suppliers.md": """
---
title: 供应商
keywords: [供应商, supplier, 配送, 国药, 华润]
created: 2025-01-08
last_used: 2026-04-22
---
# 供应商
| 类别 | 供应商 | 配送频次 |
|---|---|---|
| 普通药品 | 国药控股四川 | 每日 |
| 冷链药品 | 华润四川医药 | 每周两次 |
| 中药饮片 | 成都康弘 | 每周一次 |
- 急采电话：配送商 24h 热线（见合同）
""",
"memory/systems.md": """
---
title: Systems
keywords: [HIS, interface, 接口, smart cabinet, 药柜, port]
created: 2025-01-08
last_used: 2026-02-02
---
# Systems
- HIS: Donghua HIS v8
- interface host: 10.12.3.40:7001
- Smart cabinets: none yet (tender in 2026)
- 处方前置审核系统：美康 PASS
""",
"memory/staff.md": """
---
title: 人员
keywords: [人员, 主任, 排班, staff, 值班]
created: 2025-01-08
last_used: 2026-06-01
---
# 人员
- 科主任：陈蔚然
- PIVAS 组长：刘嘉
- 住院药房组长：王珂
- 夜班：每周轮换，两人一班
""",
"memory/2025-09-15.md": """
# 2025-09-15
- 冷链配送改为华润四川医药负责（原来也是它，合同续签 2 年）
- 抗菌药物专项点评，本月抽 120 份处方
""",
"memory/2026-04-08.md": """
# 2026-04-08
- Cold-room temperature logging is now automatic every 15 min (Elitech cloud); no more manual 4-hourly sheet
- 智能药柜招标结果：中标 苏州艾隆
""",
"memory/2026-08-19.md": """
# 2026-08-19
- 刘嘉调去门诊药房，PIVAS 组长由 赵一鸣 接任
- PIVAS 增加 20:00 第三批出药（夜间急配）
- 日均配置量升到约 2,100 袋
""",
"memory/2026-10-30.md": """
# 2026-10-30
- HIS 升级到东华 HIS v9，接口机换成 10.12.3.55:7101
- 中药饮片配送改为每周两次（成都康弘）
""",
"memory/2026-11-28.md": """
# 2026-11-28
- 高警示药品盘点：不再每周，改为每月一次 + 每班交接核对
- 国药控股四川仍是主配送商，每日配送
- night shift: still rotates weekly, 2 pharmacists per shift
""",
}
Q = [
("zh", "静配现在一天出几批药？分别几点？", [("memory/2026-08-19.md", "20:00 第三批")], "zh"),
("en", "Who leads PIVAS now?", [("memory/2026-08-19.md", "赵一鸣")], "zh"),
("en", "What's the current HIS interface host and port?", [("memory/2026-10-30.md", "10.12.3.55:7101")], "zh"),
("zh", "HIS 现在是哪个版本？", [("memory/2026-10-30.md", "东华 HIS v9")], "zh"),
("zh", "冷库温度现在多久记一次？", [("memory/2026-04-08.md", "every 15 min")], "en"),
("en", "How often do we count high-alert drugs now?", [("memory/2026-11-28.md", "高警示药品盘点")], "zh"),
("zh", "中药饮片多久送一次？", [("memory/2026-10-30.md", "中药饮片配送改为每周两次")], "zh"),
("en", "Which vendor won the smart cabinet tender?", [("memory/2026-04-08.md", "苏州艾隆")], "zh"),
("en", "Who delivers cold-chain drugs?", [("memory/2025-09-15.md", "华润四川医药负责"), ("memory/suppliers.md", "| 冷链药品 |")], "zh"),
("zh", "每天大概配多少袋？", [("memory/2026-08-19.md", "2,100 袋")], "zh"),
("en", "What must come with a cold-chain delivery before we accept it?", [("memory/cold-chain.md", "冷链药品收货"), ("tasks/lessons.md", "温度记录仪曲线")], "zh"),
("zh", "接口机重启前要先做什么？", [("tasks/lessons.md", "接口机重启前")], "zh"),
("en", "Where are the antineoplastic drugs compounded?", [("memory/pivas.md", "抗肿瘤药")], "zh"),
("zh", "PIVAS 洁净区检测截止日期？", [("tasks/todo.md", "洁净区年度检测")], "zh"),
("en", "Who heads the pharmacy department?", [("MEMORY.md", "主任 陈蔚然"), ("memory/staff.md", "科主任：陈蔚然")], "zh"),
]
P = [
("conflict", "PIVAS 组长", ("memory/staff.md", "PIVAS 组长：刘嘉"), ("memory/2026-08-19.md", "赵一鸣"), "b", "person", "zh", "人员表 刘嘉 vs 日记 '由 赵一鸣 接任'"),
("conflict", "PIVAS 出药批次", ("memory/2026-08-19.md", "20:00 第三批"), ("memory/pivas.md", "出药批次：08:30、14:00"), "a", "time", "zh", "两批 vs 增加 20:00 第三批"),
("conflict", "HIS interface host", ("memory/systems.md", "interface host: 10.12.3.40:7001"), ("memory/2026-10-30.md", "10.12.3.55:7101"), "b", "port", "en-zh", "English key:value vs Chinese daily note '接口机换成 10.12.3.55:7101'"),
("conflict", "HIS 版本", ("memory/2026-10-30.md", "东华 HIS v9"), ("memory/systems.md", "HIS: Donghua HIS v8"), "a", "version", "en-zh", "Donghua HIS v8 (romanised) vs 东华 HIS v9"),
("conflict", "冷库温度记录频次", ("memory/cold-chain.md", "每 4 小时人工记录"), ("memory/2026-04-08.md", "every 15 min"), "b", "frequency", "en-zh", "每 4 小时人工 vs English 'automatic every 15 min; no more manual'"),
("conflict", "高警示药品盘点频次", ("memory/2026-11-28.md", "高警示药品盘点"), ("MEMORY.md", "高警示药品每周盘点一次"), "a", "frequency", "zh", "'不再每周，改为每月' negation"),
("conflict", "中药饮片配送频次", ("memory/suppliers.md", "| 中药饮片 |"), ("memory/2026-10-30.md", "中药饮片配送改为每周两次"), "b", "frequency", "zh", "table row 每周一次 vs 每周两次"),
("conflict", "智能药柜", ("memory/2026-04-08.md", "苏州艾隆"), ("memory/systems.md", "Smart cabinets: none yet"), "a", "vendor", "en-zh", "English 'none yet' vs Chinese tender result"),
("conflict", "日均配置量", ("memory/pivas.md", "1,800 袋"), ("memory/2026-08-19.md", "2,100 袋"), "b", "number", "zh", "约 1,800 袋 vs 约 2,100 袋"),
("agree", "主配送商", ("MEMORY.md", "主配送商：国药控股四川"), ("memory/2026-11-28.md", "仍是主配送商"), None, "vendor", "zh", "restated '仍是'"),
("agree", "冷链配送商", ("memory/suppliers.md", "| 冷链药品 |"), ("memory/2025-09-15.md", "华润四川医药负责"), None, "vendor", "zh", "table vs note '原来也是它，续签'"),
("agree", "夜班轮换", ("memory/staff.md", "夜班：每周轮换"), ("memory/2026-11-28.md", "night shift: still rotates weekly"), None, "frequency", "en-zh", "每周轮换，两人一班 vs English 'still rotates weekly, 2 pharmacists'"),
("agree", "冷库温度范围", ("MEMORY.md", "冷库温度 2–8°C"), ("memory/cold-chain.md", "- 冷库 2–8°C"), None, "number", "zh", "same range"),
("unrelated", "不同品类的配送频次", ("memory/suppliers.md", "| 冷链药品 |"), ("memory/2026-10-30.md", "中药饮片配送改为每周两次"), None, "frequency", "zh", "冷链 每周两次 vs 中药饮片 每周两次 — different category"),
("unrelated", "不同药房组长", ("memory/staff.md", "住院药房组长：王珂"), ("memory/2026-08-19.md", "赵一鸣"), None, "person", "zh", "住院药房组长 vs PIVAS 组长"),
("unrelated", "冰箱 vs 冷库", ("memory/cold-chain.md", "病区冰箱"), ("MEMORY.md", "冷库温度 2–8°C"), None, "number", "zh", "ward fridge vs cold room — well, same value; different subject"),
]
