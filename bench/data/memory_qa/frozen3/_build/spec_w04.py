WS = "g04-three-layer-zh-podcast-studio"
LAYOUT = "3-layer"
LANGS = ["zh", "en", "ko"]
DESC = "上海一家播客工作室（回声厂）的三层记忆：节目排期、托管平台、赞助报价、剪辑/混音流程、人员；大部分中文，部分英文笔记，韩国合作主持的《首尔来信》相关行用韩文。"
FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — 回声厂 Echo Works

更新：2026-11-20

## 基本
- 工作室：上海徐汇，录音间 A / B
- producer = Lin Kexin (signs off on every release time)
- Xiaoyuzhou subs ≈ 32k (all shows)
- 主麦：Electro-Voice RE20 ×4

## 去哪找
- 节目/排期 → memory/shows.md
- 设备 → memory/equipment.md
- 托管/RSS → memory/hosting.md
- 赞助报价 → memory/sponsors.md
- 流程/响度 → memory/workflow.md
- 人 → memory/people.md

## 规矩
- 嘉宾授权书录前签，不签不录
- 不在节目里提具体医疗建议
"""
FILES["memory/shows.md"] = """
---
title: 节目与排期
keywords: [show, schedule, 上线, 排期, 서울레터]
created: 2025-03-01
last_used: 2026-06-18
---
# 节目

- 《夜航》每周三 08:00 上线（主打，40–60 分钟）
- 《小事》每周一 08:00 上线（短，15 分钟）
- 《慢谈》双周更，周五晚 20:00
- 《首尔来信》 guest: 김서연，每月第一个周五录音，中韩双语
"""
FILES["memory/equipment.md"] = """
---
title: 设备
keywords: [mic, 麦克风, mixer, 声卡, equipment]
created: 2025-03-01
last_used: 2025-11-08
---
# 设备

- 主麦：Shure SM7B ×4
- 调音台：RØDECaster Pro II（两台，A/B 各一）
- 远程嘉宾：Riverside，备份用 Zoom 本地录音
- 录音间 B：隔音改造 2025 年 6 月完成
"""
FILES["memory/hosting.md"] = """
---
title: 托管与分发
keywords: [RSS, hosting, 小宇宙, Apple Podcasts, Typlog]
created: 2025-03-05
last_used: 2026-07-02
---
# 托管

- 托管平台：RSS 由 Typlog 托管，小宇宙 + Apple + Spotify 都读这个 RSS
- 小宇宙订阅约 3.2 万（2026-06 统计）
- 喜马拉雅单独上传，不走 RSS
- 每期 show notes 要带时间戳章节
"""
FILES["memory/sponsors.md"] = """
---
title: 赞助报价
keywords: [sponsor, 报价, 口播, ad read, price]
created: 2025-04-02
last_used: 2026-03-30
---
# 赞助报价（《夜航》）

| 形式 | 价格 |
|---|---|
| 口播 60秒 | ¥8,000/期 |
| 片头 15秒 | ¥3,000/期 |
| 整期冠名 | 面议 |

- 医美、P2P 不接
"""
FILES["memory/people.md"] = """
---
title: 人员
keywords: [team, 剪辑, 混音, people]
created: 2025-03-01
last_used: 2026-02-14
---
# 人员

- 制作人：林可欣
- 剪辑：小周（周逸凡），周一到周四在棚里
- 混音：外包给 阿杰 (Jay Audio)，按期结算
- 运营/社群：陈默
"""
FILES["memory/workflow.md"] = """
---
title: 制作流程
keywords: [workflow, LUFS, 响度, mastering, 交付]
created: 2025-03-10
last_used: 2026-01-22
---
# 流程

1. 录音 → 粗剪（剪辑）→ 精剪 → 混音
2. 响度标准 -16 LUFS（整合响度），峰值不超过 -1 dBTP
3. 视频版(B站) 响度 -18 LUFS，单独导出
4. 每期上线前 48 小时交付终混
"""
FILES["memory/2025-05-20.md"] = """
# 2025-05-20

- reminder to Jay: final mix due two days before release, no exceptions
- 《夜航》第 12 期嘉宾迟到 40 分钟，录音推迟
"""
FILES["memory/2026-04-11.md"] = """
# 2026-04-11

- 편집 담당은 이제 한지우 씨 (周逸凡 퇴사, 4월 10일 마지막 근무)
- RCP2 콘솔은 그대로 사용, 새로 안 삼
- 录音间 A 空调噪音，已报修
"""
FILES["memory/2026-09-15.md"] = """
# 2026-09-15

- 夜航 moved to Thursdays 07:00 from October (listener data says commute peak)
- 《小事》 unchanged
- 新 jingle 定稿
"""
FILES["memory/2026-11-12.md"] = """
# 2026-11-12

- 我们不再用 Typlog，RSS 迁到 Transistor，301 跳转已设好
- 서울레터 녹음은 이제 매월 셋째 주 토요일 (서연 씨 평일 불가)
- 喜马拉雅后台密码换了，在 1Password
"""
FILES["memory/2026-11-29.md"] = """
# 2026-11-29

- rate card update: 60s host-read now RMB 12k per episode (Q1 2027 deals)
- 《慢谈》改成每月一期，最后一个周五
- 年终特辑 12/24 录
"""
FILES["notes/ideas.md"] = """
# ideas

- 做一期 "播客人的腰" 健康特辑？
- 听众来信栏目
- 跟《首尔来信》做一次联动直播
"""
FILES["tasks/lessons.md"] = """
# Lessons

- 2025-08: 远程嘉宾一定先让对方本地录一轨。
- 2026-05-06: switched mastering to -14 LUFS integrated (Spotify normalizes anyway, and quiet eps got complaints)
- 2026-10: 发布前检查章节时间戳，别用粗剪的时间。
"""
FILES["tasks/todo.md"] = """
# TODO

- [ ] Transistor 统计接入周报
- [ ] 新版报价单 PDF
- [ ] 录音间 A 空调复查
"""
Q = [
 ("en", "What day and time does Night Flight (夜航) go live now?", [("memory/2026-09-15.md", "夜航 moved to Thursdays")]),
 ("zh", "RSS 现在托管在哪个平台？", [("memory/2026-11-12.md", "我们不再用 Typlog")]),
 ("en", "How much do we charge for a 60-second host-read ad?", [("memory/2026-11-29.md", "60s host-read now")]),
 ("zh", "现在谁负责剪辑？", [("memory/2026-04-11.md", "편집 담당은 이제 한지우")]),
 ("zh", "母带响度现在按多少 LUFS 做？", [("tasks/lessons.md", "switched mastering to -14")]),
 ("en", "How often does 慢谈 come out now?", [("memory/2026-11-29.md", "《慢谈》改成每月一期")]),
 ("zh", "录音用的主力话筒现在是哪款？", [("MEMORY.md", "主麦：Electro-Voice")]),
 ("ko", "서울레터는 언제 녹음해?", [("memory/2026-11-12.md", "서울레터 녹음은 이제")]),
 ("en", "Who signs off on release times?", [("MEMORY.md", "producer = Lin Kexin")]),
 ("en", "How early does the final mix have to be delivered?", [("memory/workflow.md", "每期上线前 48 小时"), ("memory/2025-05-20.md", "final mix due two days")]),
 ("zh", "小宇宙大概有多少订阅？", [("memory/hosting.md", "小宇宙订阅约"), ("MEMORY.md", "Xiaoyuzhou subs")]),
 ("en", "What loudness do we export the Bilibili video version at?", [("memory/workflow.md", "视频版(B站)")]),
 ("zh", "哪类赞助不接？", [("memory/sponsors.md", "医美、P2P")]),
 ("en", "Who does the mixing?", [("memory/people.md", "混音：外包给")]),
 ("ko", "조정 콘솔 새로 사기로 했어?", [("memory/2026-04-11.md", "RCP2 콘솔")]),
]
P = [
 ("conflict", "《夜航》 release slot", ("memory/shows.md", "《夜航》每周三"), ("memory/2026-09-15.md", "夜航 moved to Thursdays"), "time", "Chinese '每周三 08:00' vs English note 'moved to Thursdays 07:00'"),
 ("conflict", "RSS host", ("memory/hosting.md", "托管平台：RSS 由 Typlog"), ("memory/2026-11-12.md", "我们不再用 Typlog"), "vendor", "Typlog vs negation '不再用 Typlog，迁到 Transistor'"),
 ("conflict", "60s host-read price", ("memory/sponsors.md", "| 口播 60秒 |"), ("memory/2026-11-29.md", "60s host-read now"), "price", "table row '¥8,000/期' vs 'RMB 12k per episode'"),
 ("conflict", "Who edits episodes?", ("memory/people.md", "剪辑：小周"), ("memory/2026-04-11.md", "편집 담당은 이제 한지우"), "person", "Chinese '小周（周逸凡）' vs Korean note '이제 한지우 씨 (周逸凡 퇴사)'"),
 ("conflict", "Mastering loudness target", ("memory/workflow.md", "响度标准 -16"), ("tasks/lessons.md", "switched mastering to -14"), "number", "-16 LUFS vs dated lesson -14 LUFS"),
 ("conflict", "《慢谈》 cadence", ("memory/shows.md", "《慢谈》双周更"), ("memory/2026-11-29.md", "《慢谈》改成每月一期"), "frequency", "'双周更' vs '每月一期'"),
 ("conflict", "Main microphones", ("memory/equipment.md", "主麦：Shure"), ("MEMORY.md", "主麦：Electro-Voice"), "equipment", "same key '主麦' SM7B vs RE20; recency only from last_used 2025-11-08 vs '更新：2026-11-20'"),
 ("conflict", "When is 《首尔来信》 recorded?", ("memory/shows.md", "《首尔来信》"), ("memory/2026-11-12.md", "서울레터 녹음은 이제"), "date", "Chinese '每月第一个周五' vs Korean '매월 셋째 주 토요일'"),
 ("agree", "Producer", ("memory/people.md", "制作人：林可欣"), ("MEMORY.md", "producer = Lin Kexin"), "person", "Hanzi vs pinyin name"),
 ("agree", "Final mix deadline", ("memory/workflow.md", "每期上线前 48 小时"), ("memory/2025-05-20.md", "final mix due two days"), "duration", "'48 小时' vs 'two days before release'"),
 ("agree", "Xiaoyuzhou subscribers", ("memory/hosting.md", "小宇宙订阅约"), ("MEMORY.md", "Xiaoyuzhou subs"), "count", "'3.2 万' vs '≈ 32k'"),
 ("agree", "Mixing console", ("memory/equipment.md", "调音台"), ("memory/2026-04-11.md", "RCP2 콘솔"), "equipment", "'RØDECaster Pro II' vs Korean 'RCP2 콘솔은 그대로 사용'"),
 ("unrelated", "《小事》 vs 《夜航》 release", ("memory/shows.md", "《小事》每周一"), ("memory/2026-09-15.md", "夜航 moved to Thursdays"), "time", "different show"),
 ("unrelated", "15s pre-roll vs 60s read price", ("memory/sponsors.md", "| 片头 15秒 |"), ("memory/2026-11-29.md", "60s host-read now"), "price", "different ad format"),
 ("unrelated", "Mixing engineer vs editor", ("memory/people.md", "混音：外包给"), ("memory/2026-04-11.md", "편집 담당은 이제 한지우"), "person", "different role"),
 ("unrelated", "Video-version loudness vs audio mastering loudness", ("memory/workflow.md", "视频版(B站)"), ("tasks/lessons.md", "switched mastering to -14"), "number", "different deliverable"),
]
