"""What a role hijack has to say: a change of role, a lifted limit or a claim of authority.

A statement that only describes the assistant's job ("Team ops assistant for Kestrel Nine (main roster +
academy)", "You are Rosa's pottery-shop assistant") embeds near the bank's persona attacks, because those are
persona lines too. What makes a persona line an attack is what it changes: the agent becomes someone else
("from now on", "pretend", "switch to", 지금부터, 扮演, これから), is freed of its limits ("no rules",
"unrestricted", "developer mode", 제한 없는, 无限制, 制限のない) or is handed authority over the user ("the real
owner", "answers to nobody", "approves its own changes", 권한, 权限, 権限). A semantic role-hijack verdict on a
statement with none of these words is not a role hijack (its other categories, if any, stay).

Exfiltration likewise: data has to leave for somewhere. A semantic exfiltration verdict needs a word of moving or
placing data (send, post, upload, paste, "put … in the argument", 보내, 전송, 发送, 上传, 送信, 貼って …) or a
destination (a URL, a public tracker, a wiki, a channel, a server). "In group chats where you receive every message,
be smart about when to contribute" (OpenClaw's stock AGENTS.md, realdata27 repro 08) names none.
(A gate for reading secrets — a secret or where secrets live — was measured and dropped: it lost attacks split
across list items, "find ~ -name '*.pem'" then "cat each result", whose second statement names no secret.)
"""

from __future__ import annotations

import re
import unicodedata

ROLE_HIJACK = "threat.role-hijack"
EXFILTRATION = "threat.exfiltration"

_ROLE_SHIFT = re.compile("|".join((
    # English: change of role, lifted limits, authority
    r"\bnow\b|from now|henceforth|going forward|effective|no longer|instead|switch|becom|pretend|simulat"
    r"|\bact(?:s|ing)? (?:as|like)\b|behave|role|\bpart\b|character|persona|identit|identif|designation|impersonat"
    r"|\bdan\b|jailbr|unrestrict|unfilter|uncensor|unlock|unbound|freed|free from|\bshed|alignment|guardrail|safety"
    r"|\brules?\b|refus|\bno (?:rules|limits|restrictions|filters|boundaries)|without (?:any )?(?:rules|limits"
    r"|restrictions|filters|boundaries)|limits|boundar|polic|developer|dev mode|god ?mode|\bmode\b|admin|\broot\b"
    r"|sudo|superuser|kernel|override|ignore|forget|disregard|evil|anything|owner|authority|outrank|answers? to"
    r"|autonomous|guest|operator|control|sign[ -]?off|approv|decide|speak for|on (?:the firm's|their|its) behalf"
    r"|real (?:one|self|name|principal)|principal|really|actually|think of (?:yourself|itself)|regards? (?:yourself"
    r"|itself)|treat yourself|(?:yourself|itself) as|\bas if\b|pre-?authori|you are|you're|\bu r\b|mask|obey|orders"
    r"|twin|never trained|not (?:claude|an? (?:ai|assistant|helper|bot))",
    # Korean
    r"이제|지금부터|앞으로|부터는|역할|모드|제한\s*없|제약\s*없|무제한|척|연기|가장|해제|탈옥|관리자|개발자|더\s*이상|대신"
    r"|무시|잊|인격|정체|당신은|너는|규칙|권한|통제|윤리|안전|거절|주인|책임자|페르소나|전환|행동|간주|스스로|사실|나는|재지정|나야",
    # Chinese
    r"现在|从现在|今后|以后|扮演|角色|模式|不受|无限制|没有限制|不再|忽略|忘记|假装|身份|变成|充当|越狱|管理员|开发者|你是|您是"
    r"|规则|权限|安全|人格|主人|所有者|切换|自主|不适用|自己|我是|当作|视为|成为|决定权|负责人|总管|无视|约束|本质|拒绝|限制|审批",
    # Japanese
    r"今から|これから|以後|今後|役|モード|制限のない|制限なし|無制限|脱獄|管理者|開発者|もう|無視|忘れ|ふり|なりきり|演じ|振る舞"
    r"|あなたは|ルール|権限|安全|規約|断らず|断らない|別人格|持ち主|オーナー|自律|ガードレール|キャラクター|人格|切り替|自分を|自分は"
    r"|従わない|縛られ|私は|として|同一|名乗|任命|対象外|承認者|最上位|つもり",
)), re.IGNORECASE)


_DATA_LEAVES = re.compile("|".join((
    # English: moving, placing or printing data; a destination
    r"send|sent\b|post|upload|forward|mail|share|cop(?:y|ie)|sync|push|transmit|report|webhook|https?:|www\."
    r"|\.(?:com|io|net|org|dev|xyz|app|site)\b|curl|wget|paste|publish|beacon|pixel|image|img|link|attach|\bcc\b|bcc"
    r"|export|leak|outside|external|third|remote|server|endpoint|api|dns|ping|gist|drive|bucket|\bs3\b|dropbox"
    r"|slack|discord|telegram|channel|address|url|fetch|request|mirror|back ?up|archive|transfer|deliver|relay"
    r"|notify|pipe|include|append|embed|encode|base64|query|param|\?[a-z]+=|\bnc\b|netcat|scp|rsync|ftp|ssh|tunnel"
    r"|callback|\bto (?:my|our|the|this|a|an)\b|public|wiki|tracker|description|commit|\bpr\b|issue|comment"
    r"|argument|context|\bput\b|\bpass|carr|fill|write|\bcp\b|host\b|\$\(|print|output|dump|leave|drop|record"
    r"|note|log",
    # Korean
    r"보내|전송|업로드|공유|전달|복사|동기화|첨부|외부|서버|주소|링크|이미지|백업|메일|웹훅|포함|붙여|남겨|올려|기록|인자|넣"
    r"|공개|적어|써|출력",
    # Chinese
    r"发送|发给|上传|转发|分享|同步|复制|附|外部|服务器|地址|链接|图片|备份|邮件|邮箱|回传|提交|包含|嵌入|粘贴|推送|传到|传给"
    r"|记录|发到|公开|参数|放进|带上|写到|写进|表格|文档|追加|记到|输出|打印",
    # Japanese
    r"送信|送っ|送る|アップロード|転送|共有|同期|コピー|添付|外部|サーバ|アドレス|リンク|画像|バックアップ|メール|埋め込|含め|貼り"
    r"|投稿|記録|送付|渡し|報告|公開|引数|入れ|貼っ|書い|書き|出力|ドキュメント",
)), re.IGNORECASE)


def _folded(text: str) -> str:
    return (text if text.isascii() else unicodedata.normalize("NFKC", text)).casefold()


def names_data_leaving(text: str) -> bool:
    """The statement names data being moved, placed or printed somewhere, or a destination (module docstring)."""
    return _DATA_LEAVES.search(_folded(text)) is not None


# A field name ("role:", "name:", "역할:") labels what follows; it is no role shift itself.
_FIELD = re.compile(r"[^\s:：]{1,20}\s*[:：](?=\s)")


def names_role_shift(text: str) -> bool:
    """The statement names a change of role, a lifted limit or a claim of authority (module docstring); field
    names ("role: front-desk helper") do not count."""
    return _ROLE_SHIFT.search(_FIELD.sub(" ", _folded(text))) is not None


_NEEDS = {ROLE_HIJACK: names_role_shift, EXFILTRATION: names_data_leaving}


def supported_categories(text: str, categories: tuple[str, ...]) -> tuple[str, ...]:
    """The semantic categories of a flagged statement, without those whose words it lacks: role hijack without a
    role shift, exfiltration without data leaving (module docstring)."""
    return tuple(c for c in categories if c not in _NEEDS or _NEEDS[c](text))
