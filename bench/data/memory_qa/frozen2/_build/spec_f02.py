W = "f02-claw-stack-ko-amr-lab"
META = {"layout": "claw-stack", "langs": ["ko", "en"],
        "description": "대전 연구소의 물류로봇(AMR) 연구실 claw-stack 메모리: 플릿/펌웨어, 평택 물류센터 파일럿, ROS 2·MQTT 인프라, 안전 규칙. 대부분 한국어, 일부 영어 세션과 교훈."}
S0428 = "tasks/sessions/2026-04-28-infra-check.md"
S0908 = "tasks/sessions/2026-09-08-mqtt-tls.md"
S1014 = "tasks/sessions/2026-10-14-ros-jazzy.md"
S1120 = "tasks/sessions/2026-11-20-pyeongtaek-review.md"
Q = [
 ("ko", "지금 로봇들이 쓰는 ROS 2 버전이 뭐야?", [(S1014, "Jazzy 로 전환 완료")], "ko"),
 ("en", "Which port do the robots use to talk to the MQTT broker?", [(S0908, "TLS-only on port 8883")], "en"),
 ("ko", "평택 센터에서 로봇 최고 속도 제한은 얼마로 돼 있어?", [(S1120, "1.2 m/s 로 하향")], "ko"),
 ("en", "Who is our contact person at the Pyeongtaek warehouse?", [(S1014, "Pyeongtaek site contact is now")], "en"),
 ("ko", "로봇에 설치된 펌웨어는 몇 버전이야?", [(S1120, "v3.6.0 배포 완료")], "ko"),
 ("en", "Which simulator do we use for regression tests before shipping firmware?", [("tasks/lessons.md", "Isaac Sim 으로")], "ko"),
 ("ko", "평택 파일럿은 언제까지 해?", [(S1120, "평택 파일럿 종료일: 2027-03-31")], "ko"),
 ("en", "How close can an obstacle get before the lidar emergency stop kicks in?", [("docs/risks/safety.md", "라이다 비상정지 거리"), ("AGENTS.md", "E-stop zone radius")], "ko"),
 ("ko", "AMR-7 로봇 몇 대 돌리고 있어?", [("docs/domain/fleet.md", "AMR-7 총 12대")], "ko"),
 ("en", "What host and port is Grafana on?", [("docs/references/infra.md", "| grafana |")], "en"),
 ("ko", "배터리 팩은 얼마 주기로 바꿔?", [("docs/domain/fleet.md", "배터리 교체 주기"), ("tasks/lessons.md", "Battery packs are swapped")], "ko"),
 ("en", "Who should I ask to book the Daejeon test area?", [("docs/references/contacts.md", "대전 본원 담당")], "ko"),
 ("en", "What's the speed limit on the Daejeon test floor?", [("docs/risks/safety.md", "대전 본원 시험장 최대 속도")], "ko"),
 ("ko", "펌웨어 릴리스는 누가 승인해?", [("docs/patterns/release.md", "펌웨어 릴리스 승인")], "ko"),
]
P = [
 ("conflict", "Which ROS 2 distribution do we run?", ("docs/references/infra.md", "ROS 2 배포판: Humble"), (S1014, "Jazzy 로 전환 완료"), "b", "version", "ko", "topic key 'ROS 2 배포판: Humble' vs later session '전환 완료 … Humble 은 더 이상 빌드하지 않음'"),
 ("conflict", "Which port is the MQTT broker on?", ("docs/references/infra.md", "| mqtt-broker |"), (S0908, "TLS-only on port 8883"), "b", "port", "en-ko", "table row 1883 in Korean topic file vs English session 'TLS-only on 8883; plain 1883 is closed'"),
 ("conflict", "What is the max robot speed at Pyeongtaek?", ("docs/risks/safety.md", "평택 센터 내 최대 주행 속도"), (S1120, "1.2 m/s 로 하향"), "b", "limit", "ko", "1.5 m/s rule vs '1.2 m/s 로 하향' after an incident"),
 ("conflict", "Who is the Pyeongtaek site contact?", ("docs/references/contacts.md", "평택 현장 담당: 김도윤"), (S1014, "Pyeongtaek site contact is now"), "b", "person", "en-ko", "Hangul name 김도윤 in topic vs English session naming Lee Seo-yeon (이서연), Kim Do-yoon moved"),
 ("conflict", "Which firmware version is on the robots?", (S1120, "v3.6.0 배포 완료"), ("docs/domain/fleet.md", "현재 펌웨어: v3.4.2"), "a", "version", "ko", "'현재 펌웨어: v3.4.2' (last_used 2026-05) vs 'firmware: v3.6.0 배포 완료' in 2026-11-20 session"),
 ("conflict", "Which simulator runs the pre-release regression tests?", ("docs/patterns/release.md", "Gazebo Classic 으로 회귀 테스트"), ("tasks/lessons.md", "Gazebo Classic 은 더 이상"), "b", "tool", "ko", "release step names Gazebo Classic vs lesson 'Gazebo Classic 은 더 이상 쓰지 않음 … Isaac Sim'"),
 ("conflict", "When does the Pyeongtaek pilot end?", ("docs/domain/sites.md", "평택 파일럿 종료일: 2026-12-31"), (S1120, "평택 파일럿 종료일: 2027-03-31"), "b", "date", "ko", "identical key with different dates; recency only from file dates"),
 ("agree", "What is the lidar e-stop distance?", ("docs/risks/safety.md", "라이다 비상정지 거리"), ("AGENTS.md", "E-stop zone radius"), None, "distance", "en-ko", "'0.5 m' in Korean vs '50 cm' in English"),
 ("agree", "How many AMR-7 robots are in service?", ("docs/domain/fleet.md", "AMR-7 총 12대"), (S1120, "12 units all on the new firmware"), None, "count", "en-ko", "'총 12대' vs '12 units'"),
 ("agree", "How often are battery packs replaced?", ("docs/domain/fleet.md", "배터리 교체 주기"), ("tasks/lessons.md", "Battery packs are swapped"), None, "schedule", "en-ko", "'교체 주기 18개월' vs 'swapped every 18 months'"),
 ("unrelated", "Which hosts and ports do the lab services use?", ("docs/references/infra.md", "| fleet-manager |"), ("docs/references/infra.md", "| grafana |"), None, "port", "en", "adjacent table rows, different services"),
 ("unrelated", "What are the robot speed limits?", (S1120, "1.2 m/s 로 하향"), ("docs/risks/safety.md", "대전 본원 시험장 최대 속도"), None, "limit", "ko", "max speed at two different sites"),
 ("unrelated", "Who are the site contacts?", ("docs/references/contacts.md", "대전 본원 담당"), (S1014, "Pyeongtaek site contact is now"), None, "person", "en-ko", "contact for Daejeon vs contact for Pyeongtaek"),
 ("unrelated", "What dates matter for the Pyeongtaek pilot?", ("docs/domain/sites.md", "평택 파일럿 시작일"), (S1120, "평택 파일럿 종료일: 2027-03-31"), None, "date", "ko", "start date vs end date of the same pilot"),
]
