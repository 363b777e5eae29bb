F = {}
F["memories/MEMORY.md"] = """
임실 치즈 협동조합 숙성 동굴(폐터널 개조, 길이 80m). 톰/카망베르/브리 숙성. 숙성실 A=톰, B=브리
§
2026-09-14: 동굴(숙성실 A) 습도 목표 95%로 상향 — 톰 껍질 갈라짐 때문
§
동굴 온도 11℃ 유지 (숙성실 A)
§
2026-10-02 일본 수입상 → 北海チーズ商会로 변경, フロマージュ大和 계약 종료
§
2026-07: 토요일 출고 더 이상 안 함 (택배 토요 집하 중단)
§
습도 리포트 크론은 아침 6시로 당김 (2026-10, 작업 시작 전에 보려고)
§
Jung Haewon (user) handles affinage; the co-op office does invoices
§
숙성실 B(브리) 습도 90%, 온도 13℃
"""
F["memories/USER.md"] = """
이름 정해원, 임실 치즈 협동조합 숙성 담당. 반말 OK, 짧게.
§
사용자는 토요일에도 출고함 (주 6일 출고)
§
日本語のメールは丁寧語で下書きする
"""
F["SOUL.md"] = """
You are the cave assistant for the Imsil cheese co-op. Be brief. Numbers exact.
Korean by default; Japanese for the importer; never guess a price.
"""
F["config.yaml"] = """
model: hermes-4-70b
memory:
  memory_char_limit: 2200
  user_char_limit: 1375
display:
  memory_notifications: on
"""
F["cron/jobs.json"] = """
{
  "jobs": [
    {"id": "humidity-report", "schedule": "0 7 * * *", "skill": "humidity-check", "deliver": "telegram"},
    {"id": "turning-reminder", "schedule": "0 8 * * *", "skill": "turning-schedule", "deliver": "telegram"}
  ]
}
"""
F["skills/cave/humidity-check/SKILL.md"] = """
---
name: humidity-check
description: Read cave sensors and report humidity/temperature
version: 1.0.2
---
# 습도 점검

- sensor_gateway: 192.168.0.40
- 목표 습도 92% (숙성실 A, ±2)
- 95% 넘으면 곰팡이 과다 → 환기팬 15분
"""
F["skills/cave/turning-schedule/SKILL.md"] = """
---
name: turning-schedule
description: Cheese turning rota
version: 1.1.0
---
# 뒤집기

- 톰 치즈는 매일 뒤집기 (첫 8주)
- 카망베르: 2일차, 4일차 한 번씩
- 기록은 `cave-log` 프로젝트 notes에
"""
F["skills/sales/export-japan/SKILL.md"] = """
---
name: export-japan
description: 日本向け輸出の手順
version: 0.9.0
---
# 日本輸出

- 輸入代理店: 株式会社フロマージュ大和（大阪）
- クール便: ヤマト運輸（冷蔵 2〜6℃）
- 検疫書類は出荷3営業日前までに
- 台湾の輸入商は 乳香貿易（別スキルなし）
"""
F["skills/sales/wholesale-quote/SKILL.md"] = """
---
name: wholesale-quote
description: 도매 견적 작성
version: 1.0.0
---
# 도매 견적

- 톰 1kg 도매가 48,000원
- 카망베르 1개(250g) 도매가 9,000원
- 10kg 이상 5% 할인
"""
F["projects/cave-log/AGENTS.md"] = """
# cave-log project

Updated: 2026-11-18
- sensor_gateway: 192.168.0.45 (new LTE router, old .40 retired)
- notes/ = 날짜별 숙성 기록
"""
F["projects/cave-log/notes/2025-10-11.md"] = """
# 2025-10-11

- 톰 3배치 입고 (총 42개)
- 습도 91-93 유지, 문제 없음
"""
F["projects/cave-log/notes/2026-08-30.md"] = """
# 2026-08-30

- wholesale tomme now ₩52,000/kg (milk price up) — co-op board approved
- Japan cold shipping now via 佐川急便 Cool — Yamato dropped small-lot exporters
- importer meeting: Hokkai Cheese Shokai wants 40 wheels/quarter
"""
F["projects/cave-log/notes/2026-11-25.md"] = """
# 2026-11-25

- 톰 뒤집기: 이틀에 한 번으로 변경 (껍질 안정됨, 인력 부족)
- 北海チーズ商会の佐藤さん来訪: カーブ温度は10℃に変更済みと確認
- RH target 95 confirmed on the new sensor
- 톰 도매 5만2천원/kg 그대로
"""
Q = [
 ("en", "What humidity should cave A be kept at?", [("memories/MEMORY.md","습도 목표 95%"),("projects/cave-log/notes/2026-11-25.md","RH target 95")], "ko"),
 ("ko", "톰 치즈 요즘 얼마나 자주 뒤집어?", [("projects/cave-log/notes/2026-11-25.md","톰 뒤집기")], "ko"),
 ("ja", "日本の輸入代理店はどこですか？", [("memories/MEMORY.md","北海チーズ商会로 변경"),("projects/cave-log/notes/2026-08-30.md","Hokkai Cheese Shokai")], "ko"),
 ("ko", "톰 도매가 kg당 얼마로 견적 내?", [("projects/cave-log/notes/2026-08-30.md","wholesale tomme now"),("projects/cave-log/notes/2026-11-25.md","5만2천원")], "en"),
 ("ko", "숙성실 A 온도 지금 몇 도야?", [("projects/cave-log/notes/2026-11-25.md","カーブ温度は10℃")], "ja"),
 ("en", "Do we still ship orders on Saturdays?", [("memories/MEMORY.md","토요일 출고 더 이상")], "ko"),
 ("en", "What's the IP of the sensor gateway?", [("projects/cave-log/AGENTS.md","sensor_gateway")], "en"),
 ("ko", "습도 리포트 몇 시에 와?", [("memories/MEMORY.md","습도 리포트 크론")], "ko"),
 ("ja", "日本向けのクール便はどこを使っていますか？", [("projects/cave-log/notes/2026-08-30.md","Japan cold shipping")], "en"),
 ("en", "What humidity do we keep the brie room at?", [("memories/MEMORY.md","숙성실 B(브리)")], "ko"),
 ("ko", "카망베르 도매가?", [("skills/sales/wholesale-quote/SKILL.md","카망베르 1개")], "ko"),
 ("en", "Who's our importer in Taiwan?", [("skills/sales/export-japan/SKILL.md","台湾の輸入商")], "ja"),
 ("ja", "検疫書類はいつまでに準備する？", [("skills/sales/export-japan/SKILL.md","検疫書類")], "ja"),
 ("en", "How often do camembert get turned?", [("skills/cave/turning-schedule/SKILL.md","카망베르: 2일차")], "ko"),
 ("ko", "대량 주문 할인 있어?", [("skills/sales/wholesale-quote/SKILL.md","10kg 이상")], "ko"),
]
P = [
 ("conflict","Cave A humidity target",("skills/cave/humidity-check/SKILL.md","목표 습도 92%"),("memories/MEMORY.md","습도 목표 95%"),"b","percent","ko","skill '목표 습도 92%' vs dated memory entry '95%로 상향'"),
 ("conflict","Tomme turning frequency",("projects/cave-log/notes/2026-11-25.md","톰 뒤집기"),("skills/cave/turning-schedule/SKILL.md","톰 치즈는 매일"),"a","frequency","ko","'이틀에 한 번으로 변경' vs '매일'"),
 ("conflict","Japan importer",("skills/sales/export-japan/SKILL.md","輸入代理店"),("memories/MEMORY.md","北海チーズ商会로 변경"),"b","vendor","ko-ja","Japanese skill 'フロマージュ大和' vs Korean memory entry '北海チーズ商会로 변경'"),
 ("conflict","Tomme wholesale price",("projects/cave-log/notes/2026-08-30.md","wholesale tomme now"),("skills/sales/wholesale-quote/SKILL.md","톰 1kg 도매가"),"a","price","en-ko","₩52,000/kg vs 48,000원"),
 ("conflict","Cave A temperature",("projects/cave-log/notes/2026-11-25.md","カーブ温度は10℃"),("memories/MEMORY.md","동굴 온도 11"),"a","temperature","ko-ja","Korean memory 11℃ vs Japanese line in newer note '10℃に変更済み'"),
 ("conflict","Saturday shipping",("memories/MEMORY.md","토요일 출고 더 이상"),("memories/USER.md","토요일에도 출고"),"a","policy","ko","negation '더 이상 안 함' (2026-07) vs USER.md '토요일에도 출고함'"),
 ("conflict","Sensor gateway IP",("skills/cave/humidity-check/SKILL.md","sensor_gateway"),("projects/cave-log/AGENTS.md","sensor_gateway"),"b","ip","en","same key .40 vs .45; recency only from the 'Updated: 2026-11-18' line"),
 ("conflict","Humidity report time",("memories/MEMORY.md","습도 리포트 크론"),("cron/jobs.json","humidity-report"),"a","time","en-ko","'아침 6시로 당김' vs cron '0 7 * * *'"),
 ("conflict","Japan cold courier",("skills/sales/export-japan/SKILL.md","クール便"),("projects/cave-log/notes/2026-08-30.md","Japan cold shipping"),"b","vendor","en-ja","'ヤマト運輸' vs 'now via 佐川急便 Cool — Yamato dropped'"),
 ("agree","Importer restated",("memories/MEMORY.md","北海チーズ商会로 변경"),("projects/cave-log/notes/2026-08-30.md","Hokkai Cheese Shokai"),None,"vendor","en-ja","kanji name vs romanised"),
 ("agree","Humidity 95 restated",("projects/cave-log/notes/2026-11-25.md","RH target 95"),("memories/MEMORY.md","습도 목표 95%"),None,"percent","en-ko","RH 95 vs 95%"),
 ("agree","Tomme price restated",("projects/cave-log/notes/2026-11-25.md","5만2천원"),("projects/cave-log/notes/2026-08-30.md","wholesale tomme now"),None,"price","en-ko","5만2천원 vs ₩52,000"),
 ("agree","User identity",("memories/USER.md","이름 정해원"),("memories/MEMORY.md","Jung Haewon"),None,"person","en-ko","Hangul vs romanised"),
 ("unrelated","Brie room humidity",("memories/MEMORY.md","숙성실 B(브리)"),("memories/MEMORY.md","습도 목표 95%"),None,"percent","ko","room B, not room A"),
 ("unrelated","Taiwan importer",("skills/sales/export-japan/SKILL.md","台湾の輸入商"),("memories/MEMORY.md","北海チーズ商会로 변경"),None,"vendor","ko-ja","other country's importer"),
 ("unrelated","Camembert price",("skills/sales/wholesale-quote/SKILL.md","카망베르 1개"),("projects/cave-log/notes/2026-08-30.md","wholesale tomme now"),None,"price","en-ko","other cheese"),
 ("unrelated","Camembert turning",("skills/cave/turning-schedule/SKILL.md","카망베르: 2일차"),("projects/cave-log/notes/2026-11-25.md","톰 뒤집기"),None,"frequency","ko","other cheese"),
 ("unrelated","Turning reminder cron",("cron/jobs.json","turning-reminder"),("memories/MEMORY.md","습도 리포트 크론"),None,"time","en-ko","other cron job"),
]
WS = dict(id="h9a-w5-hermes-ko-cheesecave", layout="hermes", langs=["ko","ja","en"],
 description="임실 치즈 협동조합 숙성 동굴 담당자의 Hermes 에이전트: § 구분 MEMORY/USER, 스킬(습도, 뒤집기, 일본 수출, 도매 견적), cron, 날짜별 숙성 노트. 한국어 위주, 일본어 수출 스킬과 일부 영어.",
 files=F, questions=Q, pairs=P)
