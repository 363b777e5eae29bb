WS = "g05-hermes-mountain-huts"
LAYOUT = "hermes"
LANGS = ["en", "ja", "ko"]
DESC = "Hermes agent of the English-speaking secretary of a mountain hut association (Hotaka Ridge Hut Association, 4 staffed huts): season dates, prices, wardens, helicopter resupply, bookings; hut wardens write Japanese, a Korean trekking agency's bookings are noted in Korean."
FILES = {}
D = "\n§\n"
FILES["SOUL.md"] = """
You are Tarn, the association's back-office helper. Calm, brief, no marketing voice.
Never confirm a booking yourself — draft it, the secretary sends.
Wardens write in Japanese; reply to them in Japanese.
"""
FILES["config.yaml"] = """
model: hermes-4-70b
memory:
  memory_char_limit: 2200
  user_char_limit: 1375
toolsets: [files, web, mail-draft]
timezone: Asia/Tokyo
"""
FILES["cron/jobs.json"] = """
{
  "jobs": [
    {"id": "heli-weather", "schedule": "0 5 * * *", "skill": "heli-resupply", "deliver": "email"},
    {"id": "booking-digest", "schedule": "0 18 * * 1", "skill": "booking-digest", "deliver": "email"}
  ]
}
"""
FILES["memories/MEMORY.md"] = D.join([
 "Association runs 4 staffed huts: Karasawa-minami, Yarisawa-kita, Chogatake, Tsubakuro-west. Office in Matsumoto.",
 "Hut season (all 4 huts): open 28 April, close 3 November.",
 "2026-10-06: board decided season now closes 31 October from 2026 onward (staff shortage); Chogatake stays open to 3 Nov as winter-room prep.",
 "Overnight with 2 meals: ¥13,500 per adult. Under-12 ¥9,000.",
 "Helicopter resupply contractor: Azumino Air Service, booked per lift.",
 "Karasawa-minami warden = 田村 健 (Tamura Ken).",
 "Booking system: we take reservations by email only, no web form.",
 "2026-07-02: web booking form went live on huts.example/yoyaku — email bookings still accepted for groups of 10+.",
 "Cancellation: free until 3 days before; after that 50%.",
 "Emergency radio channel for all huts: 439.50 MHz.",
 "한국 여행사 (산길투어) 단체예약은 김도윤 실장이 담당."
])
FILES["memories/USER.md"] = D.join([
 "Secretary: Morag Ellison. Scottish, lives in Matsumoto since 2019. Japanese N2.",
 "Prefers tables over prose. Week starts Monday.",
 "Hates 'Dear valued guest'. Sign mails 'Hotaka Ridge Hut Association office'."
])
FILES["projects/season-2026/AGENTS.md"] = """
# season-2026
- Everything about the 2026 summer season: prices, wardens, resupply.
- Dated logs: log-YYYY-MM-DD.md (newest wins over MEMORY.md entries)
- price table → prices.md
"""
FILES["projects/season-2026/prices.md"] = """
# Prices 2026 (updated 2026-02-14)
| item | adult | child (<12) |
|---|---|---|
| 1 night, 2 meals | ¥13,500 | ¥9,000 |
| 1 night, no meals | ¥8,000 | ¥5,500 |
| lunch box | ¥1,200 | — |
| tent pitch (Karasawa-minami) | ¥2,000 | ¥2,000 |
"""
FILES["projects/season-2026/log-2026-03-18.md"] = """
# log 2026-03-18
- Azumino Air quote: ¥68,000 per lift (600 kg), up from ¥61,000 last year
- 唐沢南の小屋番は田村さんが引退、今季から 小松 由香 さんが担当
- radio check done, 439.50 MHz ok on all 4 huts
"""
FILES["projects/season-2026/log-2026-06-21.md"] = """
# log 2026-06-21
- 素泊まり料金を 8,500円 に改定（7/1〜）。2食付きは据え置き 13,500円
- テント場 1張 2,000円 のまま
- ヘリ荷揚げ：Azumino Air から 信濃ヘリサービス に変更（7月以降、Azumino の機体整備で）
"""
FILES["projects/season-2026/log-2026-08-30.md"] = """
# log 2026-08-30
- 산길투어 측 담당자 변경: 김도윤 실장 → 이서아 과장 (9월 예약부터)
- 산길투어 9월 단체 3건, 각 14명
- 2027年からキャンセル規定変更：7日前まで無料、それ以降は50%
"""
FILES["projects/season-2026/log-2026-11-10.md"] = """
# log 2026-11-10 (season wrap)
- 2026 guests total 21,340 nights (2025: 19,880)
- emergency radio moves to 440.10 MHz from 2027 season (licence renewal, 439.50 reassigned)
- Chogatake winter room: open, 10 beds, no staff
- 1泊2食 大人 13,500円 — 来季も変更なし
"""
FILES["projects/season-2026/wardens.md"] = """
# Wardens (updated 2026-01-20)
| hut | warden | phone |
|---|---|---|
| Karasawa-minami | 田村 健 | 090-xxxx-1101 |
| Yarisawa-kita | 青木 真理 | 090-xxxx-1102 |
| Chogatake | Brendan Hale | 090-xxxx-1103 |
| Tsubakuro-west | 佐野 陽介 | 090-xxxx-1104 |
"""
FILES["skills/ops/heli-resupply/SKILL.md"] = """
---
name: heli-resupply
description: Check weather and book the resupply helicopter
version: 1.2.0
---
# Heli resupply
- Carrier: Azumino Air Service, ops desk 0263-xx-4410
- Book 48 h ahead; max 600 kg per lift
- Go/no-go: cloud base above 2,800 m and wind < 10 m/s at Karasawa
"""
FILES["skills/ops/booking-digest/SKILL.md"] = """
---
name: booking-digest
description: Weekly digest of bookings per hut
version: 0.9.1
---
# Booking digest
- Pull from the bookings mailbox (groups) and the web form export (individuals)
- One table per hut, nights × beds
- Flag groups ≥ 10 people for warden confirmation
"""
FILES["skills/ops/closing-checklist/SKILL.md"] = """
---
name: closing-checklist
description: End-of-season hut closing
version: 1.0.0
---
# Closing checklist
- Drain water lines before the last night below 0°C
- Radio: final check on 439.50 MHz
- Winter room: leave blankets, remove food
"""
Q = [
 ("en", "When do the huts shut for the season now?", [("memories/MEMORY.md", "closes 31 October")], "en"),
 ("ja", "素泊まりはいくら？", [("projects/season-2026/log-2026-06-21.md", "8,500円")], "ja"),
 ("en", "Who flies our helicopter resupply these days?", [("projects/season-2026/log-2026-06-21.md", "信濃ヘリサービス")], "ja"),
 ("en", "Who is the warden at Karasawa-minami?", [("projects/season-2026/log-2026-03-18.md", "小松 由香")], "ja"),
 ("en", "Can hikers book online?", [("memories/MEMORY.md", "web booking form went live")], "en"),
 ("ko", "산길투어 단체예약 담당자가 누구죠?", [("projects/season-2026/log-2026-08-30.md", "이서아")], "ko"),
 ("en", "What's the free cancellation window for 2027?", [("projects/season-2026/log-2026-08-30.md", "7日前まで無料")], "ja"),
 ("ja", "来季の非常無線の周波数は？", [("projects/season-2026/log-2026-11-10.md", "440.10 MHz")], "en"),
 ("en", "How much does one helicopter lift cost with Azumino?", [("projects/season-2026/log-2026-03-18.md", "¥68,000")], "en"),
 ("en", "What does an adult pay for a night with dinner and breakfast?", [("memories/MEMORY.md", "Overnight with 2 meals"), ("projects/season-2026/prices.md", "1 night, 2 meals"), ("projects/season-2026/log-2026-11-10.md", "1泊2食"), ("projects/season-2026/log-2026-06-21.md", "据え置き 13,500円")], "en"),
 ("ja", "テント場の料金は？", [("projects/season-2026/prices.md", "tent pitch"), ("projects/season-2026/log-2026-06-21.md", "テント場")], "en"),
 ("en", "Who runs Chogatake hut?", [("projects/season-2026/wardens.md", "Brendan Hale")], "en"),
 ("en", "How many guest-nights did we have in 2026?", [("projects/season-2026/log-2026-11-10.md", "21,340")], "en"),
 ("ko", "헬기 한 번에 최대 몇 kg까지 실을 수 있나요?", [("skills/ops/heli-resupply/SKILL.md", "max 600 kg"), ("projects/season-2026/log-2026-03-18.md", "600 kg")], "en"),
 ("en", "Where's the association office?", [("memories/MEMORY.md", "Office in Matsumoto")], "en"),
]
P = [
 ("conflict", "Season closing date", ("memories/MEMORY.md", "close 3 November"), ("memories/MEMORY.md", "closes 31 October"), "b", "date", "en", "two MEMORY.md entries: 'close 3 November' vs dated '2026-10-06: … closes 31 October'"),
 ("conflict", "Room-only price", ("projects/season-2026/log-2026-06-21.md", "8,500円"), ("projects/season-2026/prices.md", "1 night, no meals"), "a", "price", "en-ja", "English table '¥8,000' vs Japanese log '素泊まり 8,500円 に改定'"),
 ("conflict", "Helicopter contractor", ("skills/ops/heli-resupply/SKILL.md", "Carrier: Azumino"), ("projects/season-2026/log-2026-06-21.md", "信濃ヘリサービス"), "b", "vendor", "en-ja", "skill 'Carrier: Azumino Air Service' vs Japanese log 'Azumino Air から 信濃ヘリサービス に変更'"),
 ("conflict", "Karasawa-minami warden", ("projects/season-2026/log-2026-03-18.md", "小松 由香"), ("projects/season-2026/wardens.md", "| Karasawa-minami"), "a", "person", "ja", "table row 田村 健 (updated 2026-01-20) vs log '田村さんが引退、今季から 小松 由香'"),
 ("conflict", "Karasawa-minami warden (memory entry)", ("memories/MEMORY.md", "warden = 田村"), ("projects/season-2026/log-2026-03-18.md", "小松 由香"), "b", "person", "en-ja", "English memory 'warden = 田村 健 (Tamura Ken)' vs Japanese log naming the successor"),
 ("conflict", "Online booking", ("memories/MEMORY.md", "web booking form went live"), ("memories/MEMORY.md", "email only, no web form"), "a", "policy", "en", "'email only, no web form' vs dated 'web booking form went live'"),
 ("conflict", "Korean agency contact", ("memories/MEMORY.md", "김도윤 실장이 담당"), ("projects/season-2026/log-2026-08-30.md", "이서아"), "b", "person", "ko", "'김도윤 실장이 담당' vs '담당자 변경 … → 이서아 과장'"),
 ("conflict", "Free cancellation window", ("projects/season-2026/log-2026-08-30.md", "7日前まで無料"), ("memories/MEMORY.md", "free until 3 days"), "a", "number", "en-ja", "English 'free until 3 days before' vs Japanese 2027 rule '7日前まで無料'"),
 ("conflict", "Emergency radio frequency", ("skills/ops/closing-checklist/SKILL.md", "439.50 MHz"), ("projects/season-2026/log-2026-11-10.md", "440.10 MHz"), "b", "number", "en", "closing checklist '439.50 MHz' vs wrap-up log 'moves to 440.10 MHz'"),
 ("agree", "Adult 2-meal price", ("projects/season-2026/prices.md", "1 night, 2 meals"), ("projects/season-2026/log-2026-11-10.md", "1泊2食"), None, "price", "en-ja", "'¥13,500' vs '1泊2食 大人 13,500円'"),
 ("agree", "Adult 2-meal price (memory)", ("memories/MEMORY.md", "Overnight with 2 meals"), ("projects/season-2026/log-2026-06-21.md", "据え置き 13,500円"), None, "price", "en-ja", "'¥13,500 per adult' vs '2食付きは据え置き 13,500円'"),
 ("agree", "Tent pitch fee", ("projects/season-2026/prices.md", "tent pitch"), ("projects/season-2026/log-2026-06-21.md", "テント場"), None, "price", "en-ja", "'¥2,000' vs '1張 2,000円 のまま'"),
 ("agree", "Max load per lift", ("skills/ops/heli-resupply/SKILL.md", "max 600 kg"), ("projects/season-2026/log-2026-03-18.md", "600 kg"), None, "number", "en", "'max 600 kg per lift' vs '(600 kg)' in quote"),
 ("agree", "Radio check 2026", ("memories/MEMORY.md", "Emergency radio channel"), ("projects/season-2026/log-2026-03-18.md", "radio check done"), None, "number", "en", "both 439.50 MHz for the 2026 season"),
 ("unrelated", "Wardens of different huts", ("projects/season-2026/wardens.md", "| Yarisawa-kita"), ("projects/season-2026/wardens.md", "| Tsubakuro-west"), None, "person", "ja", "青木 真理 vs 佐野 陽介 — different huts"),
 ("unrelated", "Overnight vs lunch box price", ("memories/MEMORY.md", "Overnight with 2 meals"), ("projects/season-2026/prices.md", "lunch box"), None, "price", "en", "overnight price vs lunch box price"),
 ("unrelated", "Guest nights in different years", ("projects/season-2026/log-2026-11-10.md", "21,340"), ("projects/season-2026/log-2026-08-30.md", "각 14명"), None, "number", "en-ko", "season total vs group size"),
 ("unrelated", "Winter room vs season close", ("projects/season-2026/log-2026-11-10.md", "winter room"), ("skills/ops/closing-checklist/SKILL.md", "Winter room"), None, "policy", "en", "Chogatake winter room status vs generic closing checklist item"),
]
