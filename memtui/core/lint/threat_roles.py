"""What a role hijack has to say: a change of role, a lifted limit or a claim of authority.

A statement that only describes the assistant's job ("Team ops assistant for Kestrel Nine (main roster +
academy)", "You are Rosa's pottery-shop assistant") embeds near the bank's persona attacks, because those are
persona lines too. What makes a persona line an attack is what it changes: the agent becomes someone else
("from now on", "pretend", "switch to", 지금부터, 扮演, これから), is freed of its limits ("no rules",
"unrestricted", "developer mode", 제한 없는, 无限制, 制限のない) or is handed authority over the user ("the real
owner", "answers to nobody", "approves its own changes", 권한, 权限, 権限). A semantic role-hijack verdict on a
statement with none of these words is not a role hijack (its other categories, if any, stay).
"""

from __future__ import annotations

import re
import unicodedata

ROLE_HIJACK = "threat.role-hijack"

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


# A field name ("role:", "name:", "역할:") labels what follows; it is no role shift itself.
_FIELD = re.compile(r"[^\s:：]{1,20}\s*[:：](?=\s)")


def names_role_shift(text: str) -> bool:
    """The statement names a change of role, a lifted limit or a claim of authority (module docstring); field
    names ("role: front-desk helper") do not count."""
    folded = (text if text.isascii() else unicodedata.normalize("NFKC", text)).casefold()
    return _ROLE_SHIFT.search(_FIELD.sub(" ", folded)) is not None


def supported_categories(text: str, categories: tuple[str, ...]) -> tuple[str, ...]:
    """The semantic categories of a flagged statement, without role hijack when the statement names no role shift."""
    if ROLE_HIJACK not in categories or names_role_shift(text):
        return categories
    return tuple(c for c in categories if c != ROLE_HIJACK)
