WS = "k05-hermes-radio-archive"
LAYOUT = "hermes"
LANGS = ["en", "ko"]
DESC = "Hermes agent of the volunteer archivist at Harbourside Community Radio (Vancouver): reel/cassette digitisation, fixity checks, PBCore export, clip licensing; the Korean-language programme '무지개 다리' archive is run by Korean volunteers, so several entries and one skill are in Korean."
FILES = {
"SOUL.md": """
You are the archive desk assistant for Harbourside Community Radio (HCR).
Be concise. Never delete a master file. Ask before changing anything in the B2 bucket.
한국어로 물어보면 한국어로 답한다.
""",
"config.yaml": """
model:
  provider: openrouter
  default: anthropic/claude-sonnet-4
memory:
  memory_enabled: true
  user_profile_enabled: true
  memory_char_limit: 2200
  user_char_limit: 1375
terminal:
  backend: local
""",
"cron/jobs.json": """
{
  "jobs": [
    {"id": "fixity", "schedule": "0 4 * * 0", "skill": "fixity-check", "deliver": "telegram"},
    {"id": "b2-usage", "schedule": "0 9 1 * *", "prompt": "report B2 bucket size and monthly cost", "deliver": "telegram"}
  ]
}
""",
"memories/MEMORY.md": """
HCR archive: ~6,800 items (reels, cassettes, DAT, MiniDisc). Catalogue in CollectiveAccess at archive.hcr.local.
§
Archive masters live on the Synology NAS `arc-nas` (RAID6), share `/masters`.
§
2026-10-19: masters migrated to Backblaze B2 bucket `hcr-masters`; arc-nas is now only a working cache, don't treat it as the copy of record.
§
Donations: we accept donated cassettes at the front desk any weekday.
§
2026-09-15 board decision — we no longer accept walk-in donations. Donors book an appointment via archive@hcr.ca first.
§
Archive committee contact on the board: Marguerite Oyelowo.
§
2026-07-22: Devin Tran is the new archive committee chair (Marguerite stepped off the board).
§
2026-08-03: switched archive masters to 48 kHz / 24-bit WAV (storage cost); 96 kHz only for music reels flagged "hi-res".
§
Fixity: moved from nightly to weekly, Sundays 04:00 (2026-11-02). cron job edited same day.
§
2026-11-04: PBCore export now uses schema 2.1 (CollectiveAccess plugin updated).
§
무지개 다리 (한국어 프로그램, 1994–2012) 테이프 총 1,240개.
자원봉사자 김하늘 님이 매주 토요일 디지털화.
§
2026-10-27 Oct donation from the Lee family: Korean programme tapes now 1,310 in total.
§
2026-11-16: Kim Ha-neul stepped down (moved to Seoul). Korean tapes are now digitised by Jiwoo Seo, Thursdays.
§
재사용 라이선스 요금: 클립당 90달러로 인상 (2026-10-01부터, 이사회 승인).
""",
"memories/USER.md": """
Name: Noor. Volunteer archivist at HCR, Tue/Thu/Sat.
§
Timezone America/Vancouver.
§
Prefers checklists. Not technical about networking; explain NAS/B2 steps plainly.
§
Reads some Korean (heritage learner) — Korean volunteers' notes can stay in Korean.
""",
"skills/archive/digitize-tape/SKILL.md": """
---
name: digitize-tape
description: Capture a reel or cassette into an archive master
version: 1.4.0
updated: 2025-05-12
---
# Digitise a tape

- Clean heads, demagnetise every 20 hrs
- capture at 96 kHz / 24-bit WAV, mono reels as mono
- file name: `HCR-<itemid>-<side>.wav`
- write the master to `arc-nas:/masters/<year>/`
- log deck, azimuth, notes in CollectiveAccess
""",
"skills/archive/fixity-check/SKILL.md": """
---
name: fixity-check
description: Verify checksums of masters
version: 1.1.0
updated: 2025-05-12
---
# Fixity check

- runs nightly from cron (03:00)
- sha256 manifest per year folder, compare and report mismatches
- any mismatch → restore from second copy, tell Noor
""",
"skills/archive/metadata-export/SKILL.md": """
---
name: metadata-export
description: Export catalogue records for the provincial portal
version: 2.0.1
updated: 2025-06-30
---
# Metadata export

- schema: PBCore 2.0
- export monthly, first Friday
- upload to the BC Archives portal (SFTP)
""",
"skills/archive/licensing/SKILL.md": """
---
name: licensing
description: Quote a clip licence for broadcast/film reuse
version: 1.0.2
updated: 2025-08-14
---
# Clip licensing

- broadcast / film reuse: CA$75 per clip (up to 60 s)
- non-profit / school use: free with credit
- invoice from the HCR Square account
""",
"skills/korean/muji-tapes/SKILL.md": """
---
name: muji-tapes
description: 무지개 다리 테이프 디지털화 절차 (한국어)
version: 1.0.0
updated: 2025-04-20
---
# 무지개 다리 테이프

- 담당: 김하늘 (매주 토요일 오전)
- 라벨 한글 제목은 그대로 옮겨 적기, 로마자는 괄호로
- 방송 날짜를 모르면 `date_unknown` 태그
""",
"projects/rainbow-bridge/AGENTS.md": """
# 무지개 다리 project

- goal: full Korean programme archive online by the 2027 anniversary
- Korean notes stay in Korean; English summary in TODO.md
""",
"projects/rainbow-bridge/notes.md": """
# 메모

- 2025-05: 카세트 중 약 15%가 곰팡이. 건조 후 재생
- 2026-03: 진행자 인터뷰 녹음 3건 추가 (박정애 선생님)
- 예상 완료: 2027년 6월
- 2026-11 기준 전체 1310개 (이씨 가족 기증분 포함)
""",
"projects/rainbow-bridge/TODO.md": """
# TODO (EN summary)

- [ ] update muji-tapes skill: new volunteer
- [x] edit fixity cron to weekly
- [ ] licensing skill still says $75
- [x] copy of record = B2 `hcr-masters` (done Oct 19, NAS = cache)
""",
}
M = "memories/MEMORY.md"
QUESTIONS = [
 ("en", "Where's the copy of record for our archive masters?", [M + "::masters migrated to Backblaze B2", "projects/rainbow-bridge/TODO.md::copy of record = B2"], "en"),
 ("en", "Can someone just drop off a box of cassettes at reception?", [M + "::we no longer accept walk-in donations"], "en"),
 ("en", "Who chairs the archive committee?", [M + "::Devin Tran is the new archive committee chair"], "en"),
 ("en", "What sample rate do we capture masters at now?", [M + "::switched archive masters to 48 kHz"], "en"),
 ("en", "How often does the fixity check run?", [M + "::Fixity: moved from nightly to weekly", "cron/jobs.json::\"fixity\""], "en"),
 ("en", "Which PBCore version does the export use?", [M + "::PBCore export now uses schema 2.1"], "en"),
 ("ko", "무지개 다리 테이프는 지금 모두 몇 개예요?", [M + "::Korean programme tapes now 1,310", "projects/rainbow-bridge/notes.md::전체 1310개"], "en"),
 ("ko", "요즘 한국어 테이프 디지털화는 누가 해요?", [M + "::Korean tapes are now digitised by Jiwoo Seo"], "en"),
 ("en", "How much do we charge a TV station to reuse a clip?", [M + "::재사용 라이선스 요금"], "ko"),
 ("en", "Do schools pay for clip licences?", ["skills/archive/licensing/SKILL.md::non-profit / school use"], "en"),
 ("en", "How should master files be named?", ["skills/archive/digitize-tape/SKILL.md::file name:"], "en"),
 ("ko", "방송 날짜를 모르는 테이프는 어떻게 표시해요?", ["skills/korean/muji-tapes/SKILL.md::date_unknown"], "ko"),
 ("en", "When do we expect the Korean programme archive to be finished?", ["projects/rainbow-bridge/notes.md::예상 완료"], "ko"),
 ("en", "What fraction of the Korean cassettes had mould?", ["projects/rainbow-bridge/notes.md::곰팡이"], "ko"),
 ("en", "How often do we export metadata to the provincial portal?", ["skills/archive/metadata-export/SKILL.md::export monthly"], "en"),
]
PAIRS = [
 ("conflict", "Copy of record for masters", M + "::Synology NAS `arc-nas`", M + "::masters migrated to Backblaze B2", "b", "storage", "en", "undated entry 'masters live on the Synology NAS' vs dated entry 'migrated to Backblaze B2 … NAS only a cache'"),
 ("conflict", "Walk-in donations", M + "::we no longer accept walk-in donations", M + "::we accept donated cassettes", "a", "policy", "en", "negation 'we no longer accept walk-in donations' vs 'we accept donated cassettes at the front desk any weekday'"),
 ("conflict", "Archive committee contact", M + "::Marguerite Oyelowo", M + "::Devin Tran is the new", "b", "person", "en", "'Marguerite Oyelowo' vs '2026-07-22: Devin Tran is the new chair'"),
 ("conflict", "Capture sample rate", M + "::switched archive masters to 48 kHz", "skills/archive/digitize-tape/SKILL.md::capture at 96 kHz", "a", "number", "en", "memory entry '48 kHz / 24-bit' (2026-08) vs skill step '96 kHz / 24-bit' (updated 2025-05)"),
 ("conflict", "Fixity check frequency", "skills/archive/fixity-check/SKILL.md::runs nightly from cron", M + "::Fixity: moved from nightly to weekly", "b", "frequency", "en", "skill 'runs nightly from cron (03:00)' (updated 2025-05-12) vs entry 'moved from nightly to weekly, Sundays 04:00 (2026-11-02)'"),
 ("conflict", "PBCore schema version", M + "::PBCore export now uses schema 2.1", "skills/archive/metadata-export/SKILL.md::schema: PBCore 2.0", "a", "version", "en", "'schema 2.1' (entry 2026-11-04) vs skill key 'schema: PBCore 2.0' (updated 2025-06-30)"),
 ("conflict", "Clip licence fee", "skills/archive/licensing/SKILL.md::CA$75 per clip", M + "::재사용 라이선스 요금", "b", "price", "en-ko", "English 'CA$75 per clip' vs Korean '클립당 90달러로 인상'"),
 ("conflict", "Korean programme tape count", M + "::Korean programme tapes now 1,310", M + "::테이프 총 1,240개", "a", "number", "en-ko", "English '1,310 in total' (after Oct donation) vs Korean '총 1,240개'"),
 ("conflict", "Who digitises the Korean tapes", "skills/korean/muji-tapes/SKILL.md::담당: 김하늘", M + "::Korean tapes are now digitised by Jiwoo Seo", "b", "person", "en-ko", "Korean skill '담당: 김하늘 (매주 토요일)' vs English entry 'Kim Ha-neul stepped down … Jiwoo Seo, Thursdays' (name in Hangul vs romanised)"),
 ("conflict", "Where digitised masters are written", "skills/archive/digitize-tape/SKILL.md::write the master to", M + "::masters migrated to Backblaze B2", "b", "storage", "en", "skill step 'write the master to arc-nas:/masters' vs entry 'B2 bucket is the copy of record'"),
 ("agree", "Fixity schedule", "cron/jobs.json::\"fixity\"", M + "::Fixity: moved from nightly to weekly", None, "frequency", "en", "cron '0 4 * * 0' = 'weekly, Sundays 04:00'"),
 ("agree", "Kim Ha-neul's old slot", M + "::자원봉사자 김하늘 님이 매주 토요일", "skills/korean/muji-tapes/SKILL.md::담당: 김하늘", None, "person", "ko", "'김하늘 님이 매주 토요일' = '담당: 김하늘 (매주 토요일 오전)'"),
 ("agree", "Copy of record", M + "::masters migrated to Backblaze B2", "projects/rainbow-bridge/TODO.md::copy of record = B2", None, "storage", "en", "'migrated to Backblaze B2 … NAS only a cache' = checked TODO 'copy of record = B2 (NAS = cache)'"),
 ("agree", "Korean tape count", M + "::Korean programme tapes now 1,310", "projects/rainbow-bridge/notes.md::전체 1310개", None, "number", "en-ko", "'1,310 in total' = '전체 1310개' (different digit grouping)"),
 ("agree", "Archive completion", "projects/rainbow-bridge/AGENTS.md::2027 anniversary", "projects/rainbow-bridge/notes.md::예상 완료", None, "date", "en-ko", "'online by the 2027 anniversary' ≈ '예상 완료: 2027년 6월'"),
 ("unrelated", "Weekday schedule of different people", "memories/USER.md::Tue/Thu/Sat", M + "::Korean tapes are now digitised by Jiwoo Seo", None, "schedule", "en", "Noor volunteers Tue/Thu/Sat vs Jiwoo Seo digitises Thursdays"),
 ("unrelated", "Licence fee for other users", "skills/archive/licensing/SKILL.md::non-profit / school use", M + "::재사용 라이선스 요금", None, "price", "en-ko", "school use free vs broadcast reuse 90달러"),
 ("unrelated", "Other cron job", "cron/jobs.json::\"b2-usage\"", "cron/jobs.json::\"fixity\"", None, "frequency", "en", "monthly B2 usage report vs fixity job"),
 ("unrelated", "Total archive vs Korean subset", M + "::~6,800 items", M + "::Korean programme tapes now 1,310", None, "number", "en", "whole archive ~6,800 items vs Korean programme 1,310 tapes"),
]
