WS = "g03-three-layer-zh-seedbank"
LAYOUT = "3-layer"
LANGS = ["zh", "en", "ko"]
DESC = "青岚野生植物种质库（种子库）数据管理员的 3-layer 记忆：冷库温度、发芽检测、采集季、国际交换、数据库。大部分中文，国际交换和部分日记用英文，韩国合作种子库的访问研究员写了几条韩文笔记。"
FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — 青岚种质库

## 现状（2026-11-25 更新）
- 库存：约 11,400 份种子样品（accessions），2,900 个物种
- 长期库：-18°C，相对湿度 15% 干燥后入库
- 数据库：SeedVault 自建系统（PostgreSQL），正在评估迁移到 GRIN-Global
- 负责人：沈若华 主任；我负责数据 + 发芽记录
- 合作方：韩国 백두대간 수목원 종자저장고（交换协议 2026 续签）

## 索引
- 冷库 → memory/cold-storage.md
- 发芽检测 → memory/germination.md
- 采集 → memory/collecting.md
- 交换 / MTA → memory/exchange.md
"""
FILES["memory/cold-storage.md"] = """
---
title: 冷库 / cold storage
keywords: [冷库, -18, 湿度, 除湿, freezer]
created: 2025-02-14
last_used: 2025-10-30
---
# 冷库
- 长期库温度 -18°C ±2
- 中期库（工作样品）：4°C
- 干燥间：15% RH，15°C，种子含水量降到 5–7%
- 备用发电机每月测试一次，最多供电 36 小时
- 冷库钥匙：老周保管
"""
FILES["memory/germination.md"] = """
---
title: 发芽检测
keywords: [germination, viability, 发芽率, 重测]
created: 2025-02-20
last_used: 2026-01-12
---
# 发芽检测
- 入库样品每 10 年重测发芽率
- 发芽率低于 85% 进入再生产（regeneration）名单
- 每次检测 2 × 50 粒
- 培养箱：4 台，20/30°C 变温
"""
FILES["memory/collecting.md"] = """
---
title: 采集
keywords: [采集, collecting, 野外, permit]
created: 2025-03-03
last_used: 2025-05-20
---
# 采集
- 每个居群最少采 5,000 粒（不超过成熟种子的 20%）
- 采集季：8 月到 11 月
- 野外队长：马骁
- 保护区采集许可找省林草局，提前 30 天
"""
FILES["memory/exchange.md"] = """
---
title: Exchange & MTA
keywords: [exchange, MTA, SMTA, 交换, duplicate, 백업]
created: 2025-04-11
last_used: 2026-02-18
---
# International exchange
- Safety duplicates go to 백두대간 종자저장고 (Korea), shipped once a year in March
- Outgoing samples use the SMTA; max 50 accessions per request
- Phytosanitary cert: apply 10 working days before shipment
- Courier for duplicates: World Courier, dry ice not needed
"""
FILES["memory/database.md"] = """
---
title: 数据库
keywords: [SeedVault, postgres, backup, GRIN]
created: 2025-02-14
last_used: 2025-12-05
---
# 数据库
db_host: sv-db01
db_port: 5433
backup: 每天 01:30 全量备份到 NAS
- 样品编号格式：QL-年份-五位序号
"""
FILES["memory/2025-06-17.md"] = """
# 2025-06-17
- 中期库压缩机报警两次，已报修
- 发芽室新来实习生两个，培训 3 天
- 决定：野外队长改由 Liu Fang 担任，马骁转去做标本馆
"""
FILES["memory/2026-03-21.md"] = """
# 2026-03-21
- Safety duplicates shipped to Korea: 420 accessions
- 백두대간 측 요청: 앞으로 중복보존 샘플은 1년에 두 번(3월, 9월) 보내 달라고 함 — 沈主任同意
- courier still World Courier
"""
FILES["memory/2026-05-08.md"] = """
# 2026-05-08
- 长期库温度设定改为 -20°C（新压缩机到位，省里的标准也改了）
- 干燥间参数不变：15% RH, 15°C
- backup genset test now every two weeks (was monthly)
"""
FILES["memory/2026-07-30.md"] = """
# 2026-07-30
- 再生产阈值调整：发芽率低于 75% 才进入再生产名单（85% 太严，名单排不过来）
- 重测周期不变，仍是十年一次
- 每次检测改为 4 × 25 粒（ISTA 建议）
"""
FILES["memory/2026-09-14.md"] = """
# 2026-09-14
- DB moved to new server: db_port is now 5432 on sv-db02 (sv-db01 retired)
- backup time unchanged, 01:30 nightly to NAS
- SMTA request cap raised to 100 accessions per request
"""
FILES["memory/2026-11-25.md"] = """
# 2026-11-25
- 今年采集季延长到 12 月中旬（高海拔居群晚熟）
- cold-room keys: 老周 retired, Han Bing (韩冰) holds them now
- 保护区采集许可现在要提前 45 天申请
- 库存 11,400 份，物种约两千九百个
"""
FILES["notes/links.md"] = """
# links
- GRIN-Global docs: https://www.grin-global.org/
- ISTA rules PDF 在 NAS /docs/ista/
- 韩国方联系人 (백두대간): 김하늘 연구원
"""
FILES["tasks/lessons.md"] = """
# lessons
- 2025-11: 干燥不到 7% 以下不要入长期库，去年有一批霉了
- 2026-04: 种子标签用耐低温标签纸，普通纸在 -18°C 会脱落
- 2026-08: 발송 전 식물검역증명서 꼭 확인 (韩方海关退回过一次)
"""
FILES["tasks/todo.md"] = """
# todo
- [ ] cold-storage.md 改成 -20°C
- [ ] germination.md 阈值更新
- [ ] GRIN-Global 迁移评估报告 12 月底交
"""
Q = [
 ("en", "What temperature is the long-term seed vault set to?", [("memory/2026-05-08.md", "-20°C")], "zh"),
 ("zh", "备用发电机多久测一次？", [("memory/2026-05-08.md", "every two weeks")], "en"),
 ("en", "Below what germination rate does an accession get queued for regeneration?", [("memory/2026-07-30.md", "75%")], "zh"),
 ("zh", "发芽检测每次用多少粒种子？", [("memory/2026-07-30.md", "4 × 25")], "zh"),
 ("zh", "野外采集队现在谁带队？", [("memory/2025-06-17.md", "Liu Fang")], "zh"),
 ("en", "How many times a year do we send safety duplicates to the Korean vault?", [("memory/2026-03-21.md", "1년에 두 번")], "ko"),
 ("zh", "数据库端口是多少？", [("memory/2026-09-14.md", "db_port is now 5432")], "en"),
 ("en", "Max accessions per SMTA request?", [("memory/2026-09-14.md", "100 accessions")], "en"),
 ("en", "When does collecting season end this year?", [("memory/2026-11-25.md", "12 月中旬")], "zh"),
 ("zh", "冷库钥匙在谁手上？", [("memory/2026-11-25.md", "韩冰")], "en"),
 ("en", "How many days ahead do we need to apply for a reserve collecting permit?", [("memory/2026-11-25.md", "45 天")], "zh"),
 ("en", "How many accessions are in the bank?", [("MEMORY.md", "11,400 份种子"), ("memory/2026-11-25.md", "库存 11,400")], "zh"),
 ("ko", "종자 검역증명서는 발송 며칠 전에 신청해야 하나요?", [("memory/exchange.md", "Phytosanitary cert")], "en"),
 ("en", "What humidity do seeds get dried at before going in?", [("memory/cold-storage.md", "干燥间"), ("memory/2026-05-08.md", "干燥间参数不变")], "zh"),
 ("zh", "数据库几点备份？", [("memory/database.md", "backup: 每天"), ("memory/2026-09-14.md", "backup time unchanged")], "zh"),
]
P = [
 ("conflict", "Long-term vault temperature", ("memory/cold-storage.md", "长期库温度"), ("memory/2026-05-08.md", "-20°C"), "b", "number", "zh", "topic '-18°C ±2' vs daily note '改为 -20°C'"),
 ("conflict", "Backup generator test frequency", ("memory/2026-05-08.md", "every two weeks"), ("memory/cold-storage.md", "每月测试一次"), "a", "frequency", "en-zh", "Chinese '每月测试一次' vs English note 'now every two weeks (was monthly)'"),
 ("conflict", "Regeneration threshold", ("memory/germination.md", "低于 85%"), ("memory/2026-07-30.md", "75%"), "b", "number", "zh", "'低于 85% 进入再生产' vs '低于 75% 才进入'"),
 ("conflict", "Seeds per germination test", ("memory/2026-07-30.md", "4 × 25"), ("memory/germination.md", "2 × 50"), "a", "number", "zh", "'2 × 50 粒' vs '改为 4 × 25 粒'"),
 ("conflict", "Field team leader", ("memory/collecting.md", "野外队长：马骁"), ("memory/2025-06-17.md", "Liu Fang"), "b", "person", "zh", "topic (last_used 2025-05-20) still says 马骁 but 2025-06-17 note says 改由 Liu Fang 担任 (Hanzi vs romanised name)"),
 ("conflict", "Safety duplicate shipping frequency", ("memory/2026-03-21.md", "1년에 두 번"), ("memory/exchange.md", "shipped once a year"), "a", "frequency", "en-ko", "English 'shipped once a year in March' vs Korean '1년에 두 번(3월, 9월)'"),
 ("conflict", "Database port", ("memory/database.md", "db_port: 5433"), ("memory/2026-09-14.md", "db_port is now 5432"), "b", "port", "en-zh", "Chinese topic key: value 'db_port: 5433' vs English note 'db_port is now 5432 on sv-db02'"),
 ("conflict", "SMTA request cap", ("memory/2026-09-14.md", "100 accessions"), ("memory/exchange.md", "max 50 accessions"), "a", "number", "en", "'max 50 accessions per request' vs 'raised to 100'"),
 ("conflict", "Collecting season end", ("memory/collecting.md", "采集季"), ("memory/2026-11-25.md", "12 月中旬"), "b", "date", "zh", "'8 月到 11 月' vs '延长到 12 月中旬'"),
 ("conflict", "Cold room key holder", ("memory/2026-11-25.md", "韩冰"), ("memory/cold-storage.md", "老周保管"), "a", "person", "en-zh", "'冷库钥匙：老周保管' vs English '老周 retired, Han Bing (韩冰) holds them now'"),
 ("conflict", "Permit lead time", ("memory/collecting.md", "提前 30 天"), ("memory/2026-11-25.md", "45 天"), "b", "number", "zh", "'提前 30 天' vs '现在要提前 45 天'"),
 ("agree", "Accession count", ("MEMORY.md", "11,400 份种子"), ("memory/2026-11-25.md", "库存 11,400"), None, "number", "zh", "'2,900 个物种' vs '物种约两千九百个'"),
 ("agree", "Drying room settings", ("memory/cold-storage.md", "干燥间"), ("memory/2026-05-08.md", "干燥间参数不变"), None, "number", "en-zh", "'15% RH，15°C' restated in mixed zh/en"),
 ("agree", "Backup time", ("memory/database.md", "backup: 每天"), ("memory/2026-09-14.md", "backup time unchanged"), None, "time", "en-zh", "'每天 01:30' vs '01:30 nightly'"),
 ("agree", "Retest interval", ("memory/germination.md", "每 10 年"), ("memory/2026-07-30.md", "十年一次"), None, "frequency", "zh", "'每 10 年重测' vs '仍是十年一次'"),
 ("agree", "Duplicate courier", ("memory/exchange.md", "Courier for duplicates"), ("memory/2026-03-21.md", "courier still"), None, "vendor", "en", "World Courier restated"),
 ("unrelated", "Temperatures of different stores", ("memory/cold-storage.md", "中期库"), ("memory/2026-05-08.md", "-20°C"), None, "number", "zh", "medium-term store 4°C vs long-term vault -20°C"),
 ("unrelated", "Accession counts of different things", ("memory/exchange.md", "max 50 accessions"), ("memory/2026-03-21.md", "420 accessions"), None, "number", "en", "SMTA per-request cap vs size of the March duplicate shipment"),
 ("unrelated", "Moisture content vs humidity", ("tasks/lessons.md", "干燥不到 7%"), ("memory/cold-storage.md", "干燥间"), None, "number", "zh", "seed moisture 7% rule vs drying-room RH 15%"),
 ("unrelated", "People at different institutions", ("notes/links.md", "김하늘"), ("MEMORY.md", "沈若华"), None, "person", "ko-zh", "Korean partner contact vs our director"),
]
