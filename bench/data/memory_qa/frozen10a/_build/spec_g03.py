WID = "g03-three-layer-zh-herbarium"
LAYOUT = "3-layer"
LANGS = ["zh", "en", "ko"]
DESC = "大理某高校植物标本馆（滇西植物标本馆，代码 XGH）管理助理的三层记忆：杀虫冷冻、借出/借入、数据库迁移、库房温湿度、开放时间、人员。大部分中文，部分英文日记，一条韩国合作方的韩文记录。"

FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — 滇西植物标本馆 XGH

索引。详细见 memory/*.md，日记 memory/YYYY-MM-DD.md（新的优先）。

- 馆藏约 21 万份，维管植物为主；登记号格式 XGH + 7 位数字（例 XGH0104522）
- 馆长：陈晓梅（2026-11 起）
- 冷冻杀虫：零下30度，两天（2026-08 起的新规程）
- 借出期限：一年，可续借一次
- 对外开放：周二 9:00–16:00（预约）
- 数据库：见 memory/database.md + 2026-11-17 日记

主题文件：pest-control / loans / database / people / visitors / storage
"""
FILES["tasks/todo.md"] = """
# todo
- [ ] pest-control.md 还是旧规程，改
- [ ] loans.md 更新快递和期限
- [ ] people.md 换馆长
- [x] 数据库迁移 (2026-11-17)
"""
FILES["tasks/lessons.md"] = """
# lessons
- 2025-10 入库前没冷冻的一批标本带了药材甲 — 所有入馆材料必须先冷冻，没有例外
- 2026-02 台纸胶水用甲基纤维素，不用白乳胶（会发黄）
- 2026-06 loans returned in plastic sleeves sweat — ask borrowers to use paper folders
"""
FILES["notes/links.md"] = """
# links
- GBIF 发布: ipt 实例 (内部)
- 中国数字植物标本馆 CVH 上传说明
- Specify 7 docs (internal wiki mirror)
- 国立수목원 (KNA) 담당자 메일 스레드
"""
FILES["memory/pest-control.md"] = """
---
title: 杀虫冷冻规程
keywords: [冷冻, 杀虫, freezer, 药材甲, 规程]
created: 2025-01-15
last_used: 2025-11-06
---
# 冷冻杀虫

- 新入馆/归还标本一律冷冻：-20°C，72 小时，密封袋
- 冷冻后室温回温 24 小时再开袋
- 种子标本另放：-18°C，一周（种子柜，不和台纸标本混放）
- 冷柜：2 台卧式冷柜，库房 B 间
"""
FILES["memory/loans.md"] = """
---
title: Loans / 借出借入
keywords: [loan, 借出, 借入, courier, 快递, KNA]
created: 2025-01-18
last_used: 2026-02-10
---
# Loans

- Outgoing loans: 6 months, renewable once
- Incoming loans (we borrow): follow the lender's terms, usually 6 months
- 寄送：顺丰，保价，硬纸板夹
- 韩国国立树木园 (KNA) 借出 Primula 47 份 — 2026-09-30 前归还
- loan forms signed by the curator only
"""
FILES["memory/database.md"] = """
---
title: 标本数据库
keywords: [database, BRAHMS, Specify, 数字化, 拍照, ppi]
created: 2025-01-15
last_used: 2026-05-20
---
# 数据库

- 当前系统：BRAHMS 8（单机版，馆长电脑）
- 数字化拍照：600 ppi，TIFF 存档 + JPG 发布
- 每月导出一次到 GBIF IPT
- 登记号：XGH 开头，后接七位数
"""
FILES["memory/people.md"] = """
---
title: 人员
keywords: [馆长, curator, 管理员, 学生]
created: 2025-01-15
last_used: 2026-04-01
---
# 人员

- 馆长：王立新
- 副馆长：段丽（负责借出借入）
- 管理员：杨帆（库房、冷冻）
- 学生助理 3 人，周一三五下午
"""
FILES["memory/visitors.md"] = """
---
title: 对外开放
keywords: [开放, 预约, 参观, visitor, hours]
created: 2025-02-01
last_used: 2026-01-09
---
# 对外开放

- 对外开放：周二、周四，需提前三天预约
- Visiting hours 9am to 4pm, last entry 3:30
- 团体（>10人）只接受学校团体
"""
FILES["memory/storage.md"] = """
---
title: 库房环境
keywords: [湿度, 温度, RH, 库房, 除湿]
created: 2025-01-20
last_used: 2025-10-28
---
# 库房

collection_rh: 50%
collection_temp: 18C
spirit_room_rh: 60%
dehumidifier_check: 每周一
"""
FILES["memory/2025-11-06.md"] = """
# 2025-11-06
- 冷冻柜 1 号温度报警，杨帆换了温控器
- 收到 KNA 借出申请（Primula），段丽处理
"""
FILES["memory/2026-03-12.md"] = """
# 2026-03-12
- 学位委员会会议后决定：借出期限延长为12个月（对方研究周期太短）
- 回南天，库房湿度偏高，调低目标
collection_rh: 45%
"""
FILES["memory/2026-08-21.md"] = """
# 2026-08-21
- 冷冻规程更新：改为 -30°C，48 小时（新冷柜到了，能到 -30）
- 周四不再对外开放（人手不够），只保留周二
- KNA 김지수 박사 메모: Primula 표본 반납 기한 내년 3월 말로 연장 합의 (연구 기간 연장)
- 김 박사 요청으로 Primula 5점 추가 발송 → KNA 대여 표본 총 52점
"""
FILES["memory/2026-11-17.md"] = """
# 2026-11-17
- Specify 7 migration done — BRAHMS 8 retired, read-only copy kept on the old PC
- loans ship by EMS now; SF Express refused dried plant material twice
- GBIF export will run from Specify weekly
"""
FILES["memory/2026-11-30.md"] = """
# 2026-11-30
- 新馆长陈晓梅 11 月起到任，王立新退休返聘做顾问
- 图像改为 400 ppi 存档（存储不够，400 足够鉴定用）
- 副馆长不变
"""

QUESTIONS = [
 ("zh", "新到的标本要冻多久、多少度？", [("memory/2026-08-21.md", "改为 -30°C"), ("MEMORY.md", "零下30度")], "zh"),
 ("en", "What freezer temperature and duration do we use for pest control on incoming specimens?", [("memory/2026-08-21.md", "改为 -30°C"), ("MEMORY.md", "零下30度")], "zh"),
 ("zh", "外借标本可以借多长时间？", [("memory/2026-03-12.md", "借出期限延长为12个月"), ("MEMORY.md", "借出期限")], "zh"),
 ("en", "How long can another herbarium keep our specimens on loan?", [("memory/2026-03-12.md", "借出期限延长为12个月"), ("MEMORY.md", "借出期限")], "zh"),
 ("zh", "标本数据库现在用的是什么系统？", [("memory/2026-11-17.md", "Specify 7 migration done")], "en"),
 ("zh", "现在谁是馆长？借出单谁签字？", [("memory/2026-11-30.md", "新馆长陈晓梅"), ("MEMORY.md", "馆长：陈晓梅"), ("memory/loans.md", "loan forms signed")], "zh"),
 ("en", "Which days can outside visitors come in?", [("memory/2026-08-21.md", "周四不再对外开放"), ("MEMORY.md", "对外开放：周二")], "zh"),
 ("zh", "库房相对湿度目标是多少？", [("memory/2026-03-12.md", "collection_rh: 45%")], "en"),
 ("ko", "Primula 표본 언제까지 돌려줘야 해?", [("memory/2026-08-21.md", "반납 기한")], "ko"),
 ("en", "When is the Korean National Arboretum due to return the Primula loan?", [("memory/2026-08-21.md", "반납 기한")], "ko"),
 ("zh", "寄借出标本用哪家快递？", [("memory/2026-11-17.md", "loans ship by EMS")], "en"),
 ("en", "What resolution do we archive specimen photos at?", [("memory/2026-11-30.md", "400 ppi")], "zh"),
 ("en", "What glue do we use to mount specimens?", [("tasks/lessons.md", "甲基纤维素")], "zh"),
 ("zh", "韩国国立树木园手上现在有我们多少份报春花标本？", [("memory/2026-08-21.md", "총 52점")], "ko"),
 ("zh", "种子标本怎么冷冻？", [("memory/pest-control.md", "种子标本另放")], "zh"),
 ("en", "Who handles loans day to day?", [("memory/people.md", "副馆长：段丽")], "zh"),
 ("zh", "访客几点到几点可以来？", [("memory/visitors.md", "Visiting hours 9am"), ("MEMORY.md", "对外开放：周二")], "en"),
]

PAIRS = [
 ("conflict", "Freeze protocol", ("memory/pest-control.md", "-20°C，72 小时"), ("memory/2026-08-21.md", "改为 -30°C"), "b", "temperature", "zh", "topic -20°C 72小时 vs daily note '改为 -30°C，48 小时'"),
 ("conflict", "Outgoing loan period", ("memory/2026-03-12.md", "借出期限延长为12个月"), ("memory/loans.md", "Outgoing loans: 6 months"), "a", "duration", "en-zh", "Chinese daily '延长为12个月' vs English topic '6 months'"),
 ("conflict", "Specimen database", ("memory/database.md", "当前系统：BRAHMS 8"), ("memory/2026-11-17.md", "Specify 7 migration done"), "b", "system", "en-zh", "Chinese topic 当前系统 BRAHMS vs English daily 'Specify 7 migration done — BRAHMS retired'"),
 ("conflict", "Head curator", ("memory/2026-11-30.md", "新馆长陈晓梅"), ("memory/people.md", "馆长：王立新"), "a", "person", "zh", "新馆长陈晓梅 vs people file 王立新"),
 ("conflict", "Public opening days", ("memory/visitors.md", "对外开放：周二、周四"), ("memory/2026-08-21.md", "周四不再对外开放"), "b", "schedule", "zh", "negation 不再 (Thursday dropped) vs Tue+Thu"),
 ("conflict", "Collection room RH target", ("memory/2026-03-12.md", "collection_rh: 45%"), ("memory/storage.md", "collection_rh: 50%"), "a", "percent", "en", "identical key, 50% vs 45%; recency only from last_used 2025-10-28 vs daily file date 2026-03-12"),
 ("conflict", "KNA Primula loan return deadline", ("memory/loans.md", "2026-09-30 前归还"), ("memory/2026-08-21.md", "반납 기한"), "b", "date", "ko-zh", "Chinese ISO date 2026-09-30 vs Korean '내년 3월 말로 연장'"),
 ("conflict", "Number of Primula sheets on loan to KNA", ("memory/2026-08-21.md", "총 52점"), ("memory/loans.md", "借出 Primula 47 份"), "a", "count", "ko-zh", "Korean daily '5점 추가 발송 → 총 52점' vs Chinese 47 份"),
 ("conflict", "Courier for outgoing loans", ("memory/2026-11-17.md", "loans ship by EMS"), ("memory/loans.md", "寄送：顺丰"), "a", "vendor", "en-zh", "English 'EMS now; SF Express refused' vs Chinese 顺丰 (native script vs romanised vendor name)"),
 ("conflict", "Archive imaging resolution", ("memory/database.md", "600 ppi"), ("memory/2026-11-30.md", "400 ppi"), "b", "number", "zh", "600 ppi TIFF vs '图像改为 400 ppi 存档'"),
 ("agree", "Accession number format", ("MEMORY.md", "XGH + 7 位数字"), ("memory/database.md", "后接七位数"), None, "format", "zh", "'XGH + 7 位数字' vs 'XGH 开头，后接七位数'"),
 ("agree", "Visiting hours", ("MEMORY.md", "对外开放：周二"), ("memory/visitors.md", "Visiting hours 9am"), None, "time", "en-zh", "9:00–16:00 vs '9am to 4pm'"),
 ("agree", "Freeze protocol restated", ("MEMORY.md", "零下30度"), ("memory/2026-08-21.md", "改为 -30°C"), None, "temperature", "zh", "零下30度，两天 vs -30°C，48 小时"),
 ("agree", "Curator name", ("MEMORY.md", "馆长：陈晓梅"), ("memory/2026-11-30.md", "新馆长陈晓梅"), None, "person", "zh", "same new curator in index and daily"),
 ("agree", "Loan period", ("MEMORY.md", "借出期限"), ("memory/2026-03-12.md", "借出期限延长为12个月"), None, "duration", "zh", "一年 vs 12个月"),
 ("unrelated", "Incoming vs outgoing loan period", ("memory/loans.md", "Incoming loans"), ("memory/2026-03-12.md", "借出期限延长为12个月"), None, "duration", "en-zh", "loan-period slot, but incoming loans (lender's terms)"),
 ("unrelated", "Spirit room RH vs collection RH", ("memory/storage.md", "spirit_room_rh"), ("memory/2026-03-12.md", "collection_rh: 45%"), None, "percent", "en", "RH key for another room"),
 ("unrelated", "Seed freezing vs specimen freezing", ("memory/pest-control.md", "种子标本另放"), ("memory/2026-08-21.md", "改为 -30°C"), None, "temperature", "zh", "freeze protocol for seed collection, not sheets"),
 ("unrelated", "Deputy curator vs curator", ("memory/people.md", "副馆长：段丽"), ("memory/2026-11-30.md", "新馆长陈晓梅"), None, "person", "zh", "deputy curator unchanged; different role"),
]
