WS = "g01-claw-stack-water-utility"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "Operations assistant for a small municipal water utility (Alder Bend Water Dept.): treatment plant, SCADA, rates, hydrant flushing, on-call; a visiting engineer from a Korean partner utility writes some sessions in Korean."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md
- Read MEMORY.md first, then memory-map.md.
- Sessions go to tasks/sessions/YYYY-MM-DD-slug.md. Newer session beats older topic file.
- Never write SCADA setpoints from chat. Read-only.
- 민 엔지니어(교류 파견)는 세션을 한국어로 씀. OK.
"""
FILES["MEMORY.md"] = """
# MEMORY — Alder Bend Water Dept.

## Snapshot (updated 2026-11-20)
- Riverside WTP capacity: 18 MGD design, ~11 MGD avg summer
- Service pop ~54k, 3 pressure zones (Low / Hill / North)
- SCADA: Ignition 8.1 on `scada-01`, historian on `hist-01`
- Billing: monthly since 2026-07 (was bi-monthly)
- Boss: Renata Quill (Utilities Director)
- Min service pressure 40 psi everywhere; below that = incident ticket

## Pointers
- rates → docs/domain/rates.md
- SCADA/ports → docs/references/scada.md
- on-call → docs/references/oncall.md
- lab + sampling → docs/references/lab.md
"""
FILES["memory-map.md"] = """
# memory-map
| area | file |
|---|---|
| treatment | docs/domain/treatment.md |
| rates | docs/domain/rates.md |
| distribution | docs/domain/distribution.md |
| scada | docs/references/scada.md |
| oncall | docs/references/oncall.md |
| lab | docs/references/lab.md |
| risks | docs/risks/main-break.md |
"""
FILES["docs/domain/treatment.md"] = """
---
title: Treatment process
keywords: [chlorine, coagulant, filters, 염소]
created: 2025-02-11
last_used: 2026-03-04
---
# Treatment (Riverside WTP)
- Coagulant: alum, ~28 mg/L avg dose
- Filters: 6 dual-media, backwash every 72 h or 8 ft headloss
- Free chlorine target leaving clearwell: 0.8 mg/L
- Primary intake: Tamsin River, backup intake Miller Creek
- Design capacity eighteen million gallons a day
"""
FILES["docs/domain/rates.md"] = """
---
title: Water & sewer rates
keywords: [rate, tariff, bill, 요금]
created: 2025-01-20
last_used: 2026-02-02
---
# Rates (FY2026 schedule)
| class | base charge / month | volume charge |
|---|---|---|
| residential | $14.50 | $4.12 per 1,000 gal |
| commercial | $31.00 | $4.65 per 1,000 gal |
| irrigation | $9.00 | $5.80 per 1,000 gal |

- late fee 5% after 21 days
- senior discount 15% (apply via form WB-7)
"""
FILES["docs/domain/distribution.md"] = """
---
title: Distribution system
keywords: [hydrant, flushing, booster, DMA, leak]
created: 2025-02-11
last_used: 2025-09-30
---
# Distribution
- Hydrant flushing: twice a year (April + October), unidirectional
- Booster station 2 (Hill zone) setpoint 65 psi
- Booster station 5 (North zone) setpoint 72 psi
- Leak detection: we acoustic-log the whole network every spring
- 9 DMAs, night flow read 02:00–04:00
"""
FILES["docs/references/scada.md"] = """
---
title: SCADA reference
keywords: [ignition, historian, port, modbus]
created: 2025-03-02
last_used: 2025-11-15
---
# SCADA
historian_host: hist-01
historian_port: 5450
gateway_port: 8088
alarm pager relay: `relay-02`
- RTUs poll every 15 s over licensed radio
- meter reads: Sensus FlexNet AMI, collector tower on Quarry Rd
"""
FILES["docs/references/oncall.md"] = """
---
title: On-call
keywords: [oncall, pager, standby]
created: 2025-02-15
last_used: 2026-01-09
---
# On-call
- Rotation weekly, handover Monday 07:00
- On-call lead / escalation: Dana Pruitt (ext 2214)
- Crew callout minimum pay 2 h
"""
FILES["docs/references/lab.md"] = """
---
title: Lab & sampling
keywords: [coliform, courier, sampling, 검사]
created: 2025-04-01
last_used: 2025-08-14
---
# Lab
contract lab: Granite Peak Analytical
courier pickup: 07:30
coliform sites per month: 60
- lead & copper round every 3 years, next 2027
"""
FILES["docs/risks/main-break.md"] = """
---
title: Main break playbook
keywords: [main break, boil water, notice]
created: 2025-05-05
last_used: 2026-06-18
---
# Main breaks
- Boil-water notice if pressure < 20 psi in any zone
- Notify state drinking water program within 24 h
- Cast iron mains on Fenwick Ave = worst offenders
"""
FILES["tasks/lessons.md"] = """
# Lessons
- 2025-08: don't trust the north tank level transmitter after lightning, verify by hand
- 2026-04: billing export must run *after* meter upload, not before
- 2026-09: hydrant crew needs 48 h notice to the fire dept
"""
FILES["tasks/todo.md"] = """
# TODO
- [ ] update docs/references/scada.md with new historian port
- [ ] rates.md still shows old residential volume charge
- [x] move courier time in lab.md? (check with Granite Peak)
"""
FILES["tasks/sessions/2025-10-07-backup-intake.md"] = """
# Session 2025-10-07 — backup intake
- Miller Creek intake silted up again, state says abandon it
- backup intake is now the Harlan Lake pump station (connected 2025-10-03)
- Miller Creek valve chained closed
"""
FILES["tasks/sessions/2026-05-19-amr.md"] = """
# Session 2026-05-19 — meter reading
- AMI cutover done: switched from Sensus FlexNet to Itron (Gen5 endpoints), ~14k meters
- old FlexNet tower on Quarry Rd decommissioned
- Meter reads now arrive hourly, billing still uses month-end read
"""
FILES["tasks/sessions/2026-09-02-lab.md"] = """
# Session 2026-09-02 — lab logistics
contract lab: Granite Peak Analytical
courier pickup: 06:45
- reason: their van now also serves Cray County
"""
FILES["tasks/sessions/2026-10-14-chlorine.md"] = """
# Session 2026-10-14 — 염소 잔류 / chlorine
- 민 엔지니어 메모: 정수지 출구 유리잔류염소 목표치를 1.0 mg/L로 상향 (기존 0.8). 북부 말단 잔류 부족 때문.
- Renata approved 2026-10-13
- 최소 급수압 40 psi 기준은 그대로 유지
"""
FILES["tasks/sessions/2026-11-03-scada.md"] = """
# 세션 2026-11-03 — SCADA 이전
- hist-01 재설치 후 히스토리안 포트 5460으로 변경됨 (5450은 라이선스 서버가 사용)
- 게이트웨이 포트 8088 그대로
- 부스터 2번(Hill) 설정압 65 psi 확인 완료
"""
FILES["tasks/sessions/2026-11-17-rates-oncall.md"] = """
# Session 2026-11-17
- 2027 요금 인상 확정: 주거용 사용료 1,000갤런당 4.38달러 (2027-01-01부터)
- on-call lead is now Marcus Oyelaran — Dana moved to capital projects
- flushing program: budget cut, hydrants get flushed once a year from 2027 (October only)
- we no longer do whole-network acoustic sweeps; only DMA 4 and DMA 7 get logged now
"""
Q = [
 ("en", "What free chlorine level should the clearwell outlet be running at?", [("tasks/sessions/2026-10-14-chlorine.md", "1.0 mg/L로 상향")], "ko"),
 ("en", "Which port does the SCADA historian listen on these days?", [("tasks/sessions/2026-11-03-scada.md", "5460")], "ko"),
 ("en", "Who makes our AMI meter endpoints now?", [("tasks/sessions/2026-05-19-amr.md", "switched from Sensus")], "en"),
 ("en", "How often will we flush hydrants going forward?", [("tasks/sessions/2026-11-17-rates-oncall.md", "once a year")], "en"),
 ("en", "Who do I escalate to when on call?", [("tasks/sessions/2026-11-17-rates-oncall.md", "on-call lead is now")], "en"),
 ("en", "Are we still doing acoustic leak logging across the entire system?", [("tasks/sessions/2026-11-17-rates-oncall.md", "no longer do whole-network")], "en"),
 ("ko", "2027년 주거용 물 사용료는 천 갤런에 얼마인가요?", [("tasks/sessions/2026-11-17-rates-oncall.md", "4.38달러")], "ko"),
 ("en", "What time does the lab courier come for samples?", [("tasks/sessions/2026-09-02-lab.md", "courier pickup: 06:45")], "en"),
 ("ko", "예비 취수원은 어디인가요?", [("tasks/sessions/2025-10-07-backup-intake.md", "backup intake is now")], "en"),
 ("en", "How much treated water can Riverside produce at most per day?", [("MEMORY.md", "18 MGD"), ("docs/domain/treatment.md", "eighteen million")], "en"),
 ("ko", "최소 급수압 기준이 몇 psi야?", [("MEMORY.md", "40 psi everywhere"), ("tasks/sessions/2026-10-14-chlorine.md", "40 psi 기준")], "ko"),
 ("en", "When do we have to put out a boil-water notice?", [("docs/risks/main-break.md", "Boil-water notice")], "en"),
 ("en", "What's the pressure setpoint on the North zone booster?", [("docs/domain/distribution.md", "Booster station 5")], "en"),
 ("en", "How far ahead do we need to tell the fire department before flushing?", [("tasks/lessons.md", "48 h notice")], "en"),
 ("en", "How often are customers billed?", [("MEMORY.md", "Billing: monthly")], "en"),
]
P = [
 ("conflict", "Clearwell free chlorine target", ("docs/domain/treatment.md", "Free chlorine target"), ("tasks/sessions/2026-10-14-chlorine.md", "1.0 mg/L로 상향"), "b", "number", "en-ko", "English topic '0.8 mg/L' vs Korean session '1.0 mg/L로 상향 (기존 0.8)'"),
 ("conflict", "SCADA historian port", ("tasks/sessions/2026-11-03-scada.md", "5460"), ("docs/references/scada.md", "historian_port: 5450"), "a", "port", "en-ko", "Korean session '포트 5460으로 변경됨' vs older key: value 'historian_port: 5450'"),
 ("conflict", "AMI vendor", ("docs/references/scada.md", "meter reads: Sensus"), ("tasks/sessions/2026-05-19-amr.md", "switched from Sensus"), "b", "vendor", "en", "reference line 'Sensus FlexNet AMI' vs session 'switched from Sensus FlexNet to Itron'"),
 ("conflict", "Hydrant flushing frequency", ("tasks/sessions/2026-11-17-rates-oncall.md", "once a year"), ("docs/domain/distribution.md", "twice a year"), "a", "frequency", "en", "'twice a year (April + October)' vs newer 'flushed once a year from 2027'"),
 ("conflict", "On-call escalation lead", ("docs/references/oncall.md", "Dana Pruitt"), ("tasks/sessions/2026-11-17-rates-oncall.md", "on-call lead is now"), "b", "person", "en", "Dana Pruitt in oncall.md vs session 'on-call lead is now Marcus Oyelaran'"),
 ("conflict", "Whole-network acoustic leak survey", ("tasks/sessions/2026-11-17-rates-oncall.md", "no longer do whole-network"), ("docs/domain/distribution.md", "acoustic-log the whole network"), "a", "policy", "en", "negation: 'we no longer do whole-network acoustic sweeps' vs 'we acoustic-log the whole network every spring'"),
 ("conflict", "Residential volume charge", ("docs/domain/rates.md", "$4.12 per 1,000 gal"), ("tasks/sessions/2026-11-17-rates-oncall.md", "4.38달러"), "b", "price", "en-ko", "table row '$4.12 per 1,000 gal' vs Korean '1,000갤런당 4.38달러' (currency word vs symbol)"),
 ("conflict", "Lab courier pickup time", ("tasks/sessions/2026-09-02-lab.md", "courier pickup: 06:45"), ("docs/references/lab.md", "courier pickup: 07:30"), "a", "time", "en", "identical key 'courier pickup:' 07:30 (last_used 2025-08-14) vs 06:45 in 2026-09-02 session; recency only from dates"),
 ("conflict", "Backup raw-water intake", ("docs/domain/treatment.md", "backup intake Miller Creek"), ("tasks/sessions/2025-10-07-backup-intake.md", "backup intake is now"), "b", "place", "en", "'backup intake Miller Creek' vs 'backup intake is now the Harlan Lake pump station'"),
 ("agree", "Plant design capacity", ("MEMORY.md", "18 MGD"), ("docs/domain/treatment.md", "eighteen million"), None, "number", "en", "'18 MGD' vs 'eighteen million gallons a day'"),
 ("agree", "Minimum service pressure", ("MEMORY.md", "40 psi everywhere"), ("tasks/sessions/2026-10-14-chlorine.md", "40 psi 기준"), None, "number", "en-ko", "'Min service pressure 40 psi' vs '최소 급수압 40 psi 기준은 그대로 유지'"),
 ("agree", "Hill booster setpoint", ("docs/domain/distribution.md", "Booster station 2"), ("tasks/sessions/2026-11-03-scada.md", "부스터 2번"), None, "number", "en-ko", "'Booster station 2 (Hill zone) setpoint 65 psi' vs '부스터 2번(Hill) 설정압 65 psi 확인'"),
 ("agree", "Gateway port", ("docs/references/scada.md", "gateway_port: 8088"), ("tasks/sessions/2026-11-03-scada.md", "게이트웨이 포트 8088"), None, "port", "en-ko", "'gateway_port: 8088' vs '게이트웨이 포트 8088 그대로'"),
 ("agree", "Contract lab", ("docs/references/lab.md", "contract lab:"), ("tasks/sessions/2026-09-02-lab.md", "contract lab:"), None, "vendor", "en", "same key: value restated in newer file"),
 ("unrelated", "Booster setpoints of different stations", ("docs/domain/distribution.md", "Booster station 2"), ("docs/domain/distribution.md", "Booster station 5"), None, "number", "en", "station 2 (Hill) 65 psi vs station 5 (North) 72 psi"),
 ("unrelated", "Volume charge of different customer classes", ("docs/domain/rates.md", "| commercial |"), ("docs/domain/rates.md", "| irrigation |"), None, "price", "en", "commercial $4.65 vs irrigation $5.80 per 1,000 gal"),
 ("unrelated", "Pressure thresholds for different purposes", ("docs/risks/main-break.md", "Boil-water notice"), ("MEMORY.md", "40 psi everywhere"), None, "number", "en", "boil-water trigger < 20 psi vs min service pressure 40 psi"),
 ("unrelated", "Retired tower vs intake", ("tasks/sessions/2026-05-19-amr.md", "tower on Quarry Rd"), ("tasks/sessions/2025-10-07-backup-intake.md", "valve chained closed"), None, "status", "en", "two different decommissioned assets (FlexNet tower vs Miller Creek valve)"),
]
