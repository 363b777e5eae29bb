WS = "k06-openclaw-zh-skijump"
LAYOUT = "openclaw"
LANGS = ["zh", "ko", "en"]
DESC = "吉林松岭跳台滑雪场（HS106 + HS140）运营主管的 OpenClaw 工作区：制冰、风速限制、外队训练费、设备供应商、韩国平昌队冬训。大部分中文，韩国队相关笔记用韩语，FIS 往来几条日记用英文。"
FILES = {
"AGENTS.md": """
# AGENTS.md

- 每次开始读 MEMORY.md + 今天和昨天的 memory/YYYY-MM-DD.md
- 新信息写进当天日记；长期事实整理进 MEMORY.md 或 memory/projects/
- 韩国队的东西原文保留韩语
""",
"SOUL.md": """
# SOUL
简短、直接。安全相关（风速、助滑道）一律保守。
""",
"IDENTITY.md": """
# IDENTITY
名字：小松 🎿  角色：松岭跳台运营助理
""",
"USER.md": """
# USER
- 王雪梅，松岭跳台滑雪场运营主管
- 时区 Asia/Shanghai
- 会一点韩语；FIS 邮件用英文
""",
"TOOLS.md": """
# TOOLS
- 风速站：`wind.songling.local`，HS140 有 5 个测点
- 计时系统的导出脚本：`~/bin/timing-export`
- 微信群「松岭场务」用来发停训通知
""",
"HEARTBEAT.md": """
# HEARTBEAT
- 早上检查风速预报和气温
- 外队合宿前 3 天确认住宿
""",
"MEMORY.md": """
# MEMORY.md — 松岭跳台（长期）

## 场地
- 两座跳台：HS106、HS140；夏季塑料跑道只开 HS106
- 助滑道冰槽：凌晨五点半开始制冰（11月起）
- 场地负责人：赵敏（2026-10 接任）

## 训练规则
- 风速限制 4 m/s（训练），比赛按 FIS 现场裁定
- 外队训练费 420元/人/天

## 外队
- 韩国平昌队 → memory/projects/korea-camp.md
- 日本 札幌 club: 1月来，教练 佐藤
""",
"memory/projects/hill-specs.md": """
---
title: 跳台参数与设备
keywords: [HS, K点, 计时, 造雪, 助滑道]
created: 2025-01-08
last_used: 2025-11-20
---
# 跳台参数

| 跳台 | HS | K点 | 助滑道长度 |
|---|---|---|---|
| 小跳台 | 106 | 95 | 88 m |
| 大跳台 | 140 | 125 | 103 m |

- timing_system: Swiss Timing v3
- 造雪机: TechnoAlpin TF10 ×6
- 助滑道冰槽每天早上6点制冰
- 风速超过 3 m/s 暂停训练
""",
"memory/projects/fees.md": """
---
title: 收费
keywords: [训练费, 外队, 本地俱乐部, 夏季]
created: 2025-02-14
last_used: 2026-01-10
---
# 收费

| 对象 | 价格 |
|---|---|
| 外队训练费 | ¥380 / 人 / 天 |
| 本地俱乐部 | ¥150 / 人 / 天 |
| 青少年体校 | 免费 |

- 夏季塑料跑道周末对公众开放（体验课 ¥200）
""",
"memory/projects/korea-camp.md": """
---
title: 평창 팀 동계 합숙
keywords: [평창, 합숙, 코치, 숙소]
created: 2026-06-02
last_used: 2026-09-05
---
# 평창 팀 합숙

- 평창 팀 동계 합숙 12월 8일~19일
- 인원: 선수 9명 + 스태프 3명
- 평창 팀 코치: 한동욱
- 숙소: 松岭宾馆 2층 전체
- 식사: 한식 가능 여부 호텔에 확인함 (가능)
""",
"memory/2025-12-03.md": """
# 2025-12-03

- 第一次冰槽测试 OK
- 刘振东说今年 TechnoAlpin 的保养合同续一年
- 本地俱乐部训练人数 22 人
""",
"memory/2026-03-20.md": """
# 2026-03-20

- 赛季结束，HS140 关闭
- 日本札幌 club 明年还来，教练 佐藤
- 场地负责人：刘振东（还在，夏天后退休？）
""",
"memory/2026-08-11.md": """
# 2026-08-11

- 不再对公众开放夏季跑道，保险公司不再承保体验课
- 造雪系统换成 Demaclenko（TechnoAlpin 合同到期不续），8 台
- 体校照常免费
""",
"memory/2026-10-09.md": """
# 2026-10-09

- Email from FIS TD: wind cut-off for training raised to 4 m/s under the new guidance; competition decided on site by the jury.
- Hill manager is now Zhao Min (赵敏); Liu Zhendong retired end of September.
- timing_system: ALGE Timy3
""",
"memory/2026-11-18.md": """
# 2026-11-18

- 制冰改到 5:30，6点做来不及给早上第一组
- 外队训练费涨到每人每天420元（12月1日起）
- 韩国队集训改为12月15日至26日（他们那边考试周）
""",
"memory/2026-12-01.md": """
# 2026-12-01

- 韩国队主教练换成了 朴成浩（한동욱 去了国家队）
- 平昌队 선수 9명 그대로, 숙소 确认
- 本地俱乐部价格不变 150
- anemometers on HS140: now 7 (two added at the knoll for FIS homologation)
""",
}
QUESTIONS = [
 ("zh", "助滑道几点开始制冰？", ["memory/2026-11-18.md::制冰改到 5:30", "MEMORY.md::凌晨五点半"], "zh"),
 ("en", "What's the wind limit for training jumps?", ["memory/2026-10-09.md::wind cut-off for training", "MEMORY.md::风速限制 4 m/s"], "en"),
 ("zh", "训练时风速多少要停？", ["memory/2026-10-09.md::wind cut-off for training", "MEMORY.md::风速限制 4 m/s"], "en"),
 ("ko", "평창 팀 합숙 날짜가 언제예요?", ["memory/2026-11-18.md::韩国队集训改为"], "zh"),
 ("zh", "外队来训练一天收多少钱？", ["memory/2026-11-18.md::外队训练费涨到", "MEMORY.md::外队训练费 420元"], "zh"),
 ("zh", "现在用的是哪家的造雪设备？", ["memory/2026-08-11.md::造雪系统换成 Demaclenko"], "zh"),
 ("en", "Can the public still book a summer taster session on the plastic hill?", ["memory/2026-08-11.md::不再对公众开放夏季跑道"], "zh"),
 ("zh", "场地负责人是谁？", ["memory/2026-10-09.md::Hill manager is now Zhao Min", "MEMORY.md::场地负责人：赵敏"], "en"),
 ("zh", "计时系统现在是什么？", ["memory/2026-10-09.md::timing_system: ALGE"], "en"),
 ("ko", "평창 팀 감독은 지금 누구예요?", ["memory/2026-12-01.md::韩国队主教练换成了"], "zh"),
 ("en", "How many athletes is the Korean team bringing?", ["memory/projects/korea-camp.md::인원: 선수 9명", "memory/2026-12-01.md::선수 9명 그대로"], "ko"),
 ("zh", "本地俱乐部的训练费多少？", ["memory/projects/fees.md::| 本地俱乐部", "memory/2026-12-01.md::本地俱乐部价格不变"], "zh"),
 ("en", "What's the K-point of the large hill?", ["memory/projects/hill-specs.md::| 大跳台"], "zh"),
 ("ko", "평창 팀 숙소는 어디예요?", ["memory/projects/korea-camp.md::숙소:"], "ko"),
 ("zh", "大跳台现在装了几个风速计？", ["memory/2026-12-01.md::anemometers on HS140"], "en"),
 ("en", "Where do we post training cancellations?", ["TOOLS.md::微信群"], "zh"),
 ("zh", "日本札幌的队什么时候来？", ["MEMORY.md::日本 札幌 club"], "zh"),
]
PAIRS = [
 ("conflict", "Inrun ice-making start time", "memory/projects/hill-specs.md::每天早上6点制冰", "memory/2026-11-18.md::制冰改到 5:30", "b", "time", "zh", "topic '每天早上6点制冰' vs daily '改到 5:30'"),
 ("conflict", "Training wind cut-off", "memory/2026-10-09.md::wind cut-off for training", "memory/projects/hill-specs.md::风速超过 3 m/s", "a", "number", "en-zh", "English daily 'raised to 4 m/s' vs Chinese topic '风速超过 3 m/s 暂停训练'"),
 ("conflict", "Korean team camp dates", "memory/projects/korea-camp.md::동계 합숙 12월 8일", "memory/2026-11-18.md::韩国队集训改为", "b", "date", "ko-zh", "Korean '12월 8일~19일' vs Chinese '改为12月15日至26日'"),
 ("conflict", "Visiting-team training fee", "memory/2026-11-18.md::外队训练费涨到", "memory/projects/fees.md::| 外队训练费", "a", "price", "zh", "'涨到每人每天420元' vs table '¥380 / 人 / 天'"),
 ("conflict", "Snowmaking vendor", "memory/projects/hill-specs.md::造雪机: TechnoAlpin", "memory/2026-08-11.md::造雪系统换成 Demaclenko", "b", "vendor", "zh", "'造雪机: TechnoAlpin TF10 ×6' vs '换成 Demaclenko … 8 台'"),
 ("conflict", "Summer plastic hill open to the public", "memory/2026-08-11.md::不再对公众开放夏季跑道", "memory/projects/fees.md::夏季塑料跑道周末对公众开放", "a", "policy", "zh", "negation '不再对公众开放夏季跑道' vs '周末对公众开放（体验课 ¥200）'"),
 ("conflict", "Hill manager", "memory/2026-03-20.md::场地负责人：刘振东", "memory/2026-10-09.md::Hill manager is now Zhao Min", "b", "person", "en-zh", "Chinese '场地负责人：刘振东' vs English 'Hill manager is now Zhao Min (赵敏)'"),
 ("conflict", "Timing system", "memory/2026-10-09.md::timing_system: ALGE", "memory/projects/hill-specs.md::timing_system: Swiss", "a", "system", "en", "same key timing_system ALGE Timy3 vs Swiss Timing v3; recency from daily file date 2026-10-09 vs topic last_used 2025-11-20"),
 ("conflict", "Korean team head coach", "memory/projects/korea-camp.md::평창 팀 코치: 한동욱", "memory/2026-12-01.md::韩国队主教练换成了", "b", "person", "ko-zh", "Korean '코치: 한동욱' vs Chinese '主教练换成了 朴成浩'"),
 ("conflict", "Number of wind measuring points on HS140", "memory/2026-12-01.md::anemometers on HS140", "TOOLS.md::HS140 有 5 个测点", "a", "number", "en-zh", "English daily 'anemometers on HS140: now 7' vs Chinese tools note 'HS140 有 5 个测点'"),
 ("agree", "Ice-making time", "MEMORY.md::凌晨五点半", "memory/2026-11-18.md::制冰改到 5:30", None, "time", "zh", "'凌晨五点半' = '5:30'"),
 ("agree", "Visiting-team fee", "MEMORY.md::外队训练费 420元", "memory/2026-11-18.md::外队训练费涨到", None, "price", "zh", "'420元/人/天' = '每人每天420元'"),
 ("agree", "Hill manager", "MEMORY.md::场地负责人：赵敏", "memory/2026-10-09.md::Hill manager is now Zhao Min", None, "person", "en-zh", "'赵敏' = 'Zhao Min'"),
 ("agree", "Wind limit", "MEMORY.md::风速限制 4 m/s", "memory/2026-10-09.md::wind cut-off for training", None, "number", "en-zh", "'风速限制 4 m/s（训练）' = 'wind cut-off for training raised to 4 m/s'"),
 ("agree", "Korean squad size", "memory/projects/korea-camp.md::인원: 선수 9명", "memory/2026-12-01.md::선수 9명 그대로", None, "number", "ko-zh", "'선수 9명' = '선수 9명 그대로'"),
 ("agree", "Local club fee", "memory/projects/fees.md::| 本地俱乐部", "memory/2026-12-01.md::本地俱乐部价格不变", None, "price", "zh", "'¥150 / 人 / 天' = '价格不变 150'"),
 ("unrelated", "Fee for a different group", "memory/projects/fees.md::| 青少年体校", "memory/2026-11-18.md::外队训练费涨到", None, "price", "zh", "youth sports school free vs visiting team 420元"),
 ("unrelated", "Coach of a different team", "MEMORY.md::日本 札幌 club", "memory/2026-12-01.md::韩国队主教练换成了", None, "person", "zh", "Sapporo coach 佐藤 vs Korean coach 朴成浩"),
 ("unrelated", "Specs of the other hill", "memory/projects/hill-specs.md::| 小跳台", "memory/projects/hill-specs.md::| 大跳台", None, "number", "zh", "HS106 K95 vs HS140 K125"),
 ("unrelated", "Headcount of different groups", "memory/2025-12-03.md::本地俱乐部训练人数", "memory/2026-12-01.md::선수 9명 그대로", None, "number", "ko-zh", "local club 22 trainees vs Korean squad 9 athletes"),
]
