WS = "w05-hermes-jeju-stable"
LAYOUT = "hermes"
LANGS = ["en", "ko"]
DESC = "Hermes agent for the English owner of a riding stable in Aewol, Jeju (새별 승마장): §-separated MEMORY/USER entries, skills for farrier, lessons, feed and vet, and dated notes from the Korean head groom."
M = "memories/MEMORY.md"; LB = "skills/stable/lesson-booking/SKILL.md"; FB = "skills/stable/farrier-booking/SKILL.md"
FO = "skills/stable/feed-order/SKILL.md"; VV = "skills/stable/vet-visit/SKILL.md"
N8 = "projects/stable-ops/notes/2026-08-18.md"; N11 = "projects/stable-ops/notes/2026-11-29.md"
Q = [
 ("en", "Who shoes our horses now?", [(M, "이제 Callum Reid")], "ko"),
 ("ko", "편자는 몇 주 간격으로 갈아?", [(N11, "편자 주기 이제 8주마다")], "ko"),
 ("en", "What does a group lesson cost per rider now?", [(M, "1인 5만5천원")], "ko"),
 ("ko", "건초 요즘 어디서 받아?", [(N8, "switched hay to imported Canadian timothy")], "en"),
 ("en", "Which vet do we call for a routine visit?", [(M, "양동욱 원장")], "ko"),
 ("en", "Can I book a Saturday beach ride at Hyeopjae for a guest?", [(N11, "협재 해변 승마 더 이상 안 함")], "ko"),
 ("en", "What day do boarding invoices go out?", [(LB, "invoice_day: Monday"), ("cron/jobs.json", "\"id\": \"weekly-invoice\"")], "en"),
 ("ko", "겨울에 마지막 레슨 몇 시에 시작해?", [(N11, "last arena lesson now starts 16:00")], "en"),
 ("en", "How many horses do we have?", [(M, "14 horses now")], "en"),
 ("en", "What's the max rider weight?", [(N11, "체중 제한 85kg")], "ko"),
 ("ko", "편자 한 마리 얼마야?", [(M, "Shoeing ₩120,000 per horse"), (FB, "shoeing 12만원"), (N8, "편자 한 마리당 12만원")], "en"),
 ("en", "How much hay per horse per day?", [(FO, "2% of bodyweight"), (N8, "건초는 체중의 2%")], "en"),
 ("ko", "예방접종은 언제 해?", [(VV, "vaccinations: 인플루엔자"), (M, "flu/tetanus jabs in March")], "en"),
 ("ko", "레슨 취소 언제까지 공짜야?", [(M, "취소는 하루 전까지 무료"), (LB, "cancellation: free up to 24h")], "ko"),
 ("en", "Which horse should a nervous first-timer ride?", [(M, "달빛 is our go-to beginner horse"), ("projects/stable-ops/horses.md", "| 달빛 Dalbit |")], "en"),
 ("en", "What do we charge for a one-to-one session in the arena?", [(LB, "| private lesson |")], "en"),
 ("en", "When do the horses get their teeth looked at?", [(VV, "horse dentist: Mark Lee")], "en"),
]
P = [
 ("conflict", "Farrier", (M, "Farrier: 김태호"), (M, "이제 Callum Reid"), "b", "person", "en-ko", "older § entry 'Farrier: 김태호' vs dated entry '2026-09-14 … 이제 Callum Reid'"),
 ("conflict", "Shoeing cycle", (N11, "편자 주기 이제 8주마다"), (FB, "shoeing cycle: every six weeks"), "a", "frequency", "en-ko", "Korean '8주마다' vs skill 'every six weeks' (number in words)"),
 ("conflict", "Group lesson price", (LB, "| group lesson (max 4 riders) |"), (M, "1인 5만5천원"), "b", "price", "en-ko", "table '₩45,000 per rider' vs Korean numeral '5만5천원'"),
 ("conflict", "Hay supplier", (N8, "switched hay to imported Canadian timothy"), (FO, "hay: 티모시 from 애월 축협"), "a", "vendor", "en-ko", "dated note 'switched to Jeju Feed Co.' vs skill '애월 축협'"),
 ("conflict", "Routine vet", (VV, "equine vet: 제주대 동물병원"), (M, "양동욱 원장"), "b", "person", "en-ko", "skill (updated 2025-06) vs MEMORY entry 2026-07-05 '수의사 바꿈'"),
 ("conflict", "Beach rides at Hyeopjae", (N11, "협재 해변 승마 더 이상 안 함"), (M, "We do beach rides on Hyeopjae"), "a", "policy", "en-ko", "negation '더 이상 안 함' vs 'We do beach rides on Hyeopjae (협재)'"),
 ("conflict", "Invoice day", ("skills/admin/weekly-invoice/SKILL.md", "invoice_day: Friday"), (LB, "invoice_day: Monday"), "b", "day", "en", "same `invoice_day:` key in two skills; recency only from metadata.updated 2025-03-30 vs 2026-04-12"),
 ("conflict", "Last lesson start time", (N11, "last arena lesson now starts 16:00"), (LB, "last lesson starts 17:00"), "a", "time", "en", "winter note 16:00 vs skill 17:00"),
 ("conflict", "Number of horses", ("projects/stable-ops/horses.md", "12 horses"), (M, "14 horses now"), "b", "count", "en", "roster heading '12 horses' vs dated entry '14 horses now'"),
 ("conflict", "Rider weight limit", (N11, "체중 제한 85kg"), (LB, "rider weight limit 90 kg"), "a", "weight", "en-ko", "Korean '85kg으로 낮춤' vs English '90 kg'"),
 ("agree", "Shoeing price", (M, "Shoeing ₩120,000 per horse"), (FB, "shoeing 12만원"), None, "price", "en-ko", "'₩120,000' vs '12만원'"),
 ("agree", "Shoeing price unchanged", (FB, "shoeing 12만원"), (N8, "편자 한 마리당 12만원"), None, "price", "ko", "same value restated in a note"),
 ("agree", "Hay ration", (FO, "2% of bodyweight"), (N8, "건초는 체중의 2%"), None, "ratio", "en-ko", "English vs Korean"),
 ("agree", "Vaccination timing", (VV, "vaccinations: 인플루엔자"), (M, "flu/tetanus jabs in March"), None, "date", "en-ko", "'every spring (March)' vs 'jabs in March'"),
 ("agree", "Free cancellation window", (M, "취소는 하루 전까지 무료"), (LB, "cancellation: free up to 24h"), None, "policy", "en-ko", "'하루 전까지' vs '24h before'"),
 ("agree", "Beginner horse", (M, "달빛 is our go-to beginner horse"), ("projects/stable-ops/horses.md", "| 달빛 Dalbit |"), None, "horse", "en-ko", "prose vs table row"),
 ("unrelated", "Private vs group lesson price", (LB, "| private lesson |"), (M, "1인 5만5천원"), None, "price", "en-ko", "different lesson type"),
 ("unrelated", "Horse dentist vs farrier", (VV, "horse dentist: Mark Lee"), (M, "이제 Callum Reid"), None, "person", "en-ko", "different trade"),
 ("unrelated", "Grain vs hay ordering", (FO, "grain/pellets: 농협사료"), (N8, "switched hay to imported Canadian timothy"), None, "vendor", "en-ko", "different feed"),
 ("unrelated", "Trail ride vs arena lesson last time", (LB, "last trail ride leaves 15:00"), (N11, "last arena lesson now starts 16:00"), None, "time", "en", "different activity"),
]
