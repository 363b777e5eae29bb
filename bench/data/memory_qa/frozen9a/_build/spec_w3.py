F = {}
F["MEMORY.md"] = """
# MEMORY — 青岚山登山缆车 运营助理

- 线路：下站（青岚镇）→ 上站（观云台），单线双车，funicular，全长约 1.2 公里
- adult return RMB 80 (since Jul 2026)
- Station master (day shift): Liu Fang since 2026-09
- 每周一 9:00–11:00 停运检修
- 山顶另有一条观光索道（景区公司运营，不归我们管）
- topic files in memory/*.md, daily notes memory/YYYY-MM-DD.md
"""
F["memory/operations.md"] = """
---
created: 2025-03-10
last_used: 2025-09-18
---
# 运营

- 首班车 07:30，末班车 18:00（夏季 19:00）
- 每车定员 60人
- wind_stop_threshold: 15 m/s
- 观光索道（景区）首班 08:30 — 与我们无关，游客常问
- 周一上午停运检修 9:00-11:00
"""
F["memory/fares.md"] = """
---
created: 2025-03-12
last_used: 2025-12-01
---
# 票价

| 票种 | 价格 |
|---|---|
| 成人往返 | ¥60 |
| 成人单程 | ¥35 |
| 儿童往返 | ¥40 |

- 65岁以上老人半价（凭身份证）
- 1.2米以下儿童免票
"""
F["memory/maintenance.md"] = """
---
created: 2025-03-15
last_used: 2025-12-01
---
# 维保

- 维保单位：德森索道工程（杭州）
- 钢丝绳磁探：每季度一次
- 上站电梯年检: monthly self-check + annual official
- 应急电话 0571-8899 2201
"""
F["memory/safety.md"] = """
---
created: 2026-04-08
last_used: 2026-11-20
---
# 安全

- wind_stop_threshold: 12 m/s
- 风速计在上站屋顶，读数同步到控制室屏幕
- 雷暴预警 → 立即停运，车厢回站
"""
F["memory/staff.md"] = """
---
created: 2025-04-01
last_used: 2025-08-20
---
# 人员

- 值班站长（白班）: 周建国
- 夜班站长: 吴磊
- 司机 4 人轮班，两班倒
"""
F["memory/2025-08-14.md"] = """
# 2025-08-14

- 暑期客流高峰，单日 4,100 人次
- 下站售票窗口排队 40 分钟，考虑加扫码闸机
"""
F["memory/2026-03-02.md"] = """
# 2026-03-02

- provincial safety bureau visit. rope MRT now monthly per the new provincial rule (was quarterly)
- 闸机安装完成
"""
F["memory/2026-07-21.md"] = """
# 2026-07-21

- 成人往返票价调整为80元，物价局已批
- cars refitted over the spring, capacity now 72 per car
- 暑期周末加开 18:30 班
"""
F["memory/2026-10-30.md"] = """
# 2026-10-30

- winter timetable from Nov 1: first car 08:00, last car 17:00
- seniors' half-price now from age 60 (city policy), ID required
"""
F["memory/2026-11-27.md"] = """
# 2026-11-27

- 维保合同改签给 华岳机电，德森 不再续约（12月1日起）
- 下站不再收现金，只收扫码/刷卡
- emergency line unchanged: 057188992201
"""
F["notes/links.md"] = """
# links

- timetable page: qinglan-funicular.example.cn/timetable
- route: 1,200 m line, gradient up to 38%
- 省特检院 portal for inspection reports
"""
F["tasks/lessons.md"] = """
# lessons

- Cash accepted at the lower station — keep ¥500 float in small notes
- 大风天先问上站风速计读数，不要只看天气预报
- 游客问观光索道时，直接指去景区售票处
"""
F["tasks/todo.md"] = """
# todo

- [ ] 冬季时刻表海报换新
- [ ] 和华岳机电确认首次磁探日期
- [ ] 夜班站长 吴磊 年假排班
"""
Q = [
 ("en", "When does the first car leave in the morning now?", [("memory/2026-10-30.md","first car 08:00")], "en"),
 ("zh", "成人往返票现在多少钱？", [("memory/2026-07-21.md","成人往返票价调整为80元"),("MEMORY.md","adult return RMB 80")], "zh"),
 ("en", "How often do we have to do the magnetic rope inspection?", [("memory/2026-03-02.md","rope MRT now monthly")], "en"),
 ("zh", "现在谁负责缆车维保？", [("memory/2026-11-27.md","华岳机电")], "zh"),
 ("en", "Can passengers still pay in cash at the bottom station?", [("memory/2026-11-27.md","下站不再收现金")], "zh"),
 ("zh", "白班站长是谁？", [("MEMORY.md","Station master (day shift)")], "en"),
 ("zh", "风速多少要停运？", [("memory/safety.md","wind_stop_threshold")], "en"),
 ("zh", "每节车厢能坐多少人？", [("memory/2026-07-21.md","capacity now 72")], "en"),
 ("en", "From what age do seniors get the half-price ticket?", [("memory/2026-10-30.md","seniors' half-price")], "en"),
 ("en", "What's the kids' return fare?", [("memory/fares.md","| 儿童往返")], "zh"),
 ("en", "Who runs the night shift as station master?", [("memory/staff.md","夜班站长")], "zh"),
 ("zh", "什么时候停运检修？", [("MEMORY.md","每周一"),("memory/operations.md","周一上午停运检修")], "zh"),
 ("en", "What's the emergency phone number for the line?", [("memory/maintenance.md","应急电话"),("memory/2026-11-27.md","emergency line unchanged")], "zh"),
 ("zh", "线路有多长？", [("MEMORY.md","全长约 1.2 公里"),("notes/links.md","1,200 m line")], "zh"),
 ("en", "What time does the sightseeing ropeway up top start running?", [("memory/operations.md","观光索道（景区）首班")], "zh"),
]
P = [
 ("conflict","First car time",("memory/operations.md","首班车 07:30"),("memory/2026-10-30.md","first car 08:00"),"b","time","en-zh","Chinese topic '首班车 07:30' vs English daily note 'first car 08:00'"),
 ("conflict","Adult return fare",("memory/2026-07-21.md","成人往返票价调整为80元"),("memory/fares.md","| 成人往返"),"a","price","zh","daily '80元' vs table row '¥60' (symbol vs 元)"),
 ("conflict","Rope MRT frequency",("memory/maintenance.md","钢丝绳磁探"),("memory/2026-03-02.md","rope MRT now monthly"),"b","frequency","en-zh","'每季度一次' vs 'now monthly'"),
 ("conflict","Maintenance contractor",("memory/2026-11-27.md","华岳机电"),("memory/maintenance.md","维保单位"),"a","vendor","zh","'改签给 华岳机电，德森 不再续约' vs '维保单位：德森索道工程'"),
 ("conflict","Cash at lower station",("tasks/lessons.md","Cash accepted"),("memory/2026-11-27.md","下站不再收现金"),"b","policy","en-zh","English lesson vs Chinese negation '不再收现金'"),
 ("conflict","Day-shift station master",("MEMORY.md","Station master (day shift)"),("memory/staff.md","值班站长（白班）"),"a","person","en-zh","'Liu Fang since 2026-09' (romanised) vs '周建国'"),
 ("conflict","Wind stop threshold",("memory/operations.md","wind_stop_threshold"),("memory/safety.md","wind_stop_threshold"),"b","threshold","en","same key 15 m/s vs 12 m/s; recency only from last_used (operations.md 2025-09-18 vs safety.md 2026-11-20)"),
 ("conflict","Car capacity",("memory/2026-07-21.md","capacity now 72"),("memory/operations.md","每车定员 60人"),"a","count","en-zh","'capacity now 72 per car' vs '每车定员 60人'"),
 ("conflict","Senior discount age",("memory/2026-10-30.md","seniors' half-price"),("memory/fares.md","65岁以上老人半价"),"a","age","en-zh","'65岁以上' vs 'now from age 60'"),
 ("agree","Adult fare restated",("MEMORY.md","adult return RMB 80"),("memory/2026-07-21.md","成人往返票价调整为80元"),None,"price","en-zh","RMB 80 vs 80元"),
 ("agree","Monday maintenance window",("memory/operations.md","周一上午停运检修"),("MEMORY.md","每周一"),None,"time","zh","same window restated"),
 ("agree","Line length",("notes/links.md","1,200 m line"),("MEMORY.md","全长约 1.2 公里"),None,"length","en-zh","1,200 m vs 1.2 公里"),
 ("agree","Emergency number",("memory/maintenance.md","应急电话"),("memory/2026-11-27.md","emergency line unchanged"),None,"phone","en-zh","spaced/dashed vs bare digits"),
 ("agree","Contractor not renewed / new",("memory/2026-11-27.md","华岳机电"),("tasks/todo.md","华岳机电确认"),None,"vendor","zh","todo assumes same new contractor"),
 ("unrelated","Child vs adult fare",("memory/fares.md","| 儿童往返"),("memory/2026-07-21.md","成人往返票价调整为80元"),None,"price","zh","child fare vs adult fare"),
 ("unrelated","Sightseeing ropeway first run",("memory/operations.md","观光索道（景区）首班"),("memory/2026-10-30.md","first car 08:00"),None,"time","en-zh","other operator's ropeway"),
 ("unrelated","Elevator inspection frequency",("memory/maintenance.md","上站电梯年检"),("memory/2026-03-02.md","rope MRT now monthly"),None,"frequency","en-zh","elevator, not the haul rope"),
 ("unrelated","Night vs day station master",("memory/staff.md","夜班站长"),("MEMORY.md","Station master (day shift)"),None,"person","en-zh","night shift role"),
]
WS = dict(id="h9a-w3-three-layer-zh-funicular", layout="3-layer", langs=["zh","en"],
 description="青岚山登山缆车（funicular）运营助理的三层记忆：时刻表、票价、维保、人员、风速停运。大部分中文，部分英文日记。",
 files=F, questions=Q, pairs=P)
