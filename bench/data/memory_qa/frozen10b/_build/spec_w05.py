WS = "w05-hermes-fencing-club-busan"
LAYOUT = "hermes"
LANGS = ["en", "ko", "ja"]
DESC = "Hermes agent for the volunteer secretary of a Busan fencing club (Haeundae Blades): venue, coaches, fees, classes, armory, tournaments and the exchange with a Fukuoka partner club; entries mix English and Korean, the exchange skill is in Japanese."
FILES = {}
FILES["SOUL.md"] = """
You are the club secretary's assistant for Haeundae Blades (해운대 블레이즈) fencing club.
Be brief. Money and safety questions: quote the memory, don't guess.
"""
FILES["config.yaml"] = """
model: hermes-4-70b
memory:
  memory_char_limit: 2200
  user_char_limit: 1375
timezone: Asia/Seoul
platforms: [telegram, cli]
"""
FILES["cron/jobs.json"] = """
[
  {"id": "fee-reminder", "schedule": "0 9 25 * *", "prompt": "Remind members with unpaid monthly fees (see memory)."},
  {"id": "armory", "schedule": "0 18 * * 4", "prompt": "Armory night checklist: skills/club/armory-check"}
]
"""
FILES["memories/MEMORY.md"] = """
Club training venue: 사직실내체육관 B홀, Mon/Wed/Fri 19:00-21:30.
§
2026-08-30: 체육관 이전 — from Sept we train at 해운대 스포츠센터 3층 (Haeundae Sports Center, 3F), same days/times.
§
Head coach 김도윤 (epee), assistant 최하은 (foil).
§
2026-09-12: Coach Kim left for the national youth team. 헤드코치 is now 최하은, foil + epee beginners.
§
Monthly fees —\nadults 15만원\nunder-18 10만원
§
Fee from Jan 2027: adults ₩170,000/month; juniors unchanged.
§
Beginner class: every Saturday 10:00, max 12 people, 8 weeks.
§
Club masks for loan to anyone (adults + kids), sign the sheet.
§
2026-10-19 we no longer lend club masks to adults — too many broken bibs. Kids only. Adults buy own (min 1600N).
§
Blades + wires: order from 펜싱몰 (Allstar reseller), 3-5 days.
§
2026-11-08: switched blade orders to Leon Paul direct (KR distributor 레온폴코리아), faster + better maraging price.
§
Pistes: 6 with Favero FA-07 boxes. Reel cables checked every armory night.
§
Bank for fees: 부산은행 101-2033-4471-02 (예금주 해운대블레이즈)
"""
FILES["memories/USER.md"] = """
Name: Hyejin (혜진), volunteer secretary, works days as a nurse, prefers Telegram messages after 18:00.
§
Writes in Korean or English, reads Japanese slowly — translate the Fukuoka emails.
§
Kid (Minjun, 11) fences foil in the junior group.
"""
FILES["skills/club/armory-check/SKILL.md"] = """
---
name: armory-check
description: weekly armory night checklist
version: 1.1.0
metadata:
  updated: 2026-03-02
---
# Armory night

- When: every Tuesday after class (21:30)
- test every body cord + mask cord with the Favero tester
- reel cables on all 6 pistes
- broken blades → bin, log in the sheet with member name
"""
FILES["skills/club/beginner-intake/SKILL.md"] = """
---
name: beginner-intake
description: sign up new beginners
version: 1.3.0
metadata:
  updated: 2026-10-30
---
# Beginner intake

1. Beginner course now runs every other Saturday 10:00 (coach shortage), 8 sessions ≈ 4 months.
2. Max 12 people. Waitlist in the Google Sheet tab `waitlist`.
3. Course fee ₩120,000 incl. gear rental (kids and adults).
4. Collect 보호자 동의서 for under-14.
"""
FILES["skills/club/tournament-entry/SKILL.md"] = """
---
name: tournament-entry
description: enter members into regional opens
version: 1.0.2
metadata:
  updated: 2025-09-14
---
# Regional open entry

entry_fee: ₩30,000
deadline_days_before: 10
- enter via 대한펜싱협회 시스템, club account `haeundae-blades`
- juniors need parental consent PDF
"""
FILES["skills/club/fukuoka-exchange/SKILL.md"] = """
---
name: fukuoka-exchange
description: 福岡の提携クラブとの交流戦
version: 2.0.0
metadata:
  updated: 2026-11-20
---
# 福岡・博多フェンシングクラブ 交流戦

- 先方窓口: 田中 修さん（事務局）
- 交流戦は 2027-02-13（土）に延期（会場の都合）、場所は 福岡市民体育館
- 参加者リストは 3週間前までにメール
- 移動: 釜山港→博多港 高速船、片道 約3時間半
"""
FILES["projects/club-ops/AGENTS.md"] = """
# club-ops

Notes from the secretary's laptop sessions live in notes/YYYY-MM-DD.md. Keep them short.
"""
FILES["projects/club-ops/README.md"] = """
# club-ops

Spreadsheets + templates for Haeundae Blades. Member sheet: Google Sheet "HB members 2026".
Armory schedule: Thursday evenings after class since Oct (was Tuesday). Coach Choi runs it.
"""
FILES["projects/club-ops/notes/2026-05-10.md"] = """
# 2026-05-10

- 후쿠오카 교류전 날짜 잡음: 2026-11-22 (일), 해운대에서 우리가 호스트
- Fukuoka side contact: Tanaka Osamu
"""
FILES["projects/club-ops/notes/2026-09-05.md"] = """
# 2026-09-05

- new venue keys: 3F office, code 2580, 관리실 051-749-3300
- 사직 B홀 대관 취소 완료, 보증금 돌려받음
- 피스트 8개로 늘림 at the new venue (2 Favero boxes borrowed from 부산시협회)
"""
FILES["projects/club-ops/notes/2026-11-03.md"] = """
# 2026-11-03

entry_fee: ₩40,000
- 협회 공지 보고 고침. deadline still 10 days before
- 11월 부산오픈: 7명 엔트리 (junior 3)
"""
FILES["projects/club-ops/notes/2026-11-26.md"] = """
# 2026-11-26

- 교류전 2월 13일로 미뤄짐 (후쿠오카 체육관 공사). 이번엔 우리가 후쿠오카로 감
- ferry booking for ~14 people, 1월 초까지
- 월회비 17만원 공지 단톡방에 올림 (1월부터)
"""

M = "memories/MEMORY.md"; AC = "skills/club/armory-check/SKILL.md"; BI = "skills/club/beginner-intake/SKILL.md"
TE = "skills/club/tournament-entry/SKILL.md"; FE = "skills/club/fukuoka-exchange/SKILL.md"
RD = "projects/club-ops/README.md"; N05 = "projects/club-ops/notes/2026-05-10.md"; N09 = "projects/club-ops/notes/2026-09-05.md"
N1103 = "projects/club-ops/notes/2026-11-03.md"; N1126 = "projects/club-ops/notes/2026-11-26.md"

Q = [
 ("en", "Where does the club train now?", [(M, "체육관 이전")], "en"),
 ("ko", "헤드코치 누구야 지금?", [(M, "헤드코치 is now")], "en"),
 ("en", "What will adults pay per month from January?", [(M, "Fee from Jan 2027"), (N1126, "월회비 17만원")], "en"),
 ("ko", "청소년 월회비는?", [(M, "under-18 10만원"), (M, "juniors unchanged")], "en"),
 ("en", "How often do the newbies have class?", [(BI, "every other Saturday")], "en"),
 ("ko", "성인도 클럽 마스크 빌릴 수 있어?", [(M, "we no longer lend club masks")], "en"),
 ("en", "Where do we order blades from?", [(M, "switched blade orders to Leon Paul")], "en"),
 ("en", "Which evening do we test body cords and fix blades?", [(RD, "Armory schedule: Thursday")], "en"),
 ("ja", "福岡との交流戦はいつ？", [(FE, "2027-02-13"), (N1126, "교류전 2월 13일로")], "ja"),
 ("en", "How much is a regional open entry now?", [(N1103, "entry_fee")], "en"),
 ("ko", "새 체육관 피스트 몇 개야?", [(N09, "피스트 8개로")], "ko"),
 ("en", "Where do members transfer their dues?", [(M, "Bank for fees")], "ko"),
 ("ko", "후쿠오카 쪽 담당자 이름?", [(FE, "先方窓口"), (N05, "Fukuoka side contact")], "ja"),
 ("en", "How long is the ferry ride to Hakata?", [(FE, "釜山港→博多港")], "ja"),
 ("en", "How much do we charge someone signing up for the intro course?", [(BI, "Course fee")], "en"),
 ("en", "When is the best time to message Hyejin?", [("memories/USER.md", "after 18:00")], "en"),
]
P = [
 ("conflict", "Training venue", (M, "Club training venue"), (M, "체육관 이전"), "b", "place", "en-ko", "'사직실내체육관 B홀' vs dated entry 'from Sept ... 해운대 스포츠센터 3층'"),
 ("conflict", "Head coach", (M, "헤드코치 is now"), (M, "Head coach 김도윤"), "a", "person", "en-ko", "'Head coach 김도윤' vs dated entry '헤드코치 is now 최하은'"),
 ("conflict", "Adult monthly fee", (M, "adults 15만원"), (M, "Fee from Jan 2027"), "b", "price", "en-ko", "Korean numeral '15만원' vs '₩170,000/month'"),
 ("conflict", "Beginner course frequency", (BI, "every other Saturday"), (M, "Beginner class: every Saturday"), "a", "frequency", "en", "'every Saturday' vs skill (updated 2026-10-30) 'every other Saturday'"),
 ("conflict", "Mask loan to adults", (M, "Club masks for loan"), (M, "we no longer lend club masks"), "b", "policy", "en", "'for loan to anyone (adults + kids)' vs 'we no longer lend ... to adults'"),
 ("conflict", "Blade supplier", (M, "switched blade orders to Leon Paul"), (M, "order from 펜싱몰"), "a", "vendor", "en-ko", "'펜싱몰 (Allstar reseller)' vs 'switched ... to Leon Paul direct'"),
 ("conflict", "Armory night weekday", (AC, "every Tuesday after class"), (RD, "Armory schedule: Thursday"), "b", "day", "en", "skill 'every Tuesday' (updated 2026-03) vs README 'Thursday ... since Oct (was Tuesday)'"),
 ("conflict", "Fukuoka exchange date", (FE, "2027-02-13"), (N05, "2026-11-22"), "a", "date", "ko-ja", "Korean note '2026-11-22 (일)' vs Japanese skill '2027-02-13（土）に延期'"),
 ("conflict", "Regional open entry fee", (TE, "entry_fee"), (N1103, "entry_fee"), "b", "price", "en", "same key: value ₩30,000 vs ₩40,000; recency from metadata.updated vs note file date"),
 ("conflict", "Number of pistes", (N09, "피스트 8개로"), (M, "Pistes: 6"), "a", "number", "en-ko", "'Pistes: 6' vs Korean '피스트 8개로 늘림'"),
 ("agree", "Exchange postponed to Feb 13", (FE, "2027-02-13"), (N1126, "교류전 2월 13일로"), None, "date", "ko-ja", "Japanese ISO date vs Korean '2월 13일로 미뤄짐'"),
 ("agree", "Adult fee 170k", (M, "Fee from Jan 2027"), (N1126, "월회비 17만원"), None, "price", "en-ko", "'₩170,000' vs '17만원'"),
 ("agree", "Fukuoka contact Tanaka", (FE, "先方窓口"), (N05, "Fukuoka side contact"), None, "person", "en-ja", "'田中 修さん' vs 'Tanaka Osamu'"),
 ("agree", "Entry deadline 10 days", (TE, "deadline_days_before"), (N1103, "deadline still 10 days"), None, "number", "en", "key: value vs prose"),
 ("agree", "Armory night is Thursday", ("cron/jobs.json", '"id": "armory"'), (RD, "Armory schedule: Thursday"), None, "day", "en", "cron expression '0 18 * * 4' vs README 'Thursday evenings'"),
 ("unrelated", "Club secretaries of two clubs", (FE, "先方窓口"), ("memories/USER.md", "volunteer secretary"), None, "person", "en-ja", "Fukuoka club's 事務局 contact vs our own secretary Hyejin"),
 ("unrelated", "Cron schedules of two jobs", ("cron/jobs.json", '"id": "fee-reminder"'), ("cron/jobs.json", '"id": "armory"'), None, "schedule", "en", "fee reminder schedule vs armory schedule"),
 ("unrelated", "Course fee vs entry fee", (BI, "Course fee"), (N1103, "entry_fee"), None, "price", "en", "beginner course fee vs tournament entry fee"),
 ("unrelated", "Fukuoka venue vs Busan venue", (FE, "福岡市民体育館"), (M, "체육관 이전"), None, "place", "ko-ja", "exchange-match venue in Fukuoka vs our weekly training venue"),
]
