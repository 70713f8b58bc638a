"""What identifies a person never leaves the phone: names and numbers become tokens before an LLM call.

A `Veil` is made once per LLM turn from the contact book. Everything that goes out (the message,
the context, recent lines) passes through `hide`: every known contact name or alias becomes «C1»,
«C2», ... in order of first appearance, and phone numbers («P»), UPI ids and e-mail addresses («U»),
account, card and IFSC numbers («A»), PAN («T») and Aadhaar numbers («N») become tokens too.
Amounts, dates and goods stay. `show` puts the originals back into what the LLM returned;
`strays` finds tokens the LLM invented or mangled, which the caller treats as a failed answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from dhandha.store import Store

# Letters of the Indic scripts: a name in them may carry a case ending glued on (முத்துவுக்கு).
_INDIC = "\u0900-\u0DFF"
_LEFT = rf"(?<![\w{_INDIC}])"

# Identifiers, most specific first: each pattern runs on what the ones before it left.
_PATTERNS: tuple[tuple[str, str], ...] = (
    ("U", r"[\w.+\-]+@[\w\-]+\.[A-Za-z][\w.]*"),  # e-mail
    ("U", r"[\w.\-]{2,}@[A-Za-z][A-Za-z0-9]{1,30}(?![\w.@])"),  # UPI id: name@okhdfcbank, 98...@ybl
    ("T", r"(?<![A-Za-z0-9])[A-Za-z]{5}[0-9]{4}[A-Za-z](?![A-Za-z0-9])"),  # PAN
    ("A", r"(?<![A-Za-z0-9])[A-Za-z]{4}0[A-Za-z0-9]{6}(?![A-Za-z0-9])"),  # IFSC
    ("A", r"(?<!\d)\d{4}[ \-]\d{4}[ \-]\d{4}[ \-]\d{4}(?!\d)"),  # card, grouped
    ("N", r"(?<!\d)[2-9]\d{3}[ \-]?\d{4}[ \-]?\d{4}(?!\d)"),  # Aadhaar: twelve digits, 4-4-4
    ("P", r"(?<![\d+])(?:(?:\+|00)\s?91[ \-]?|91[ \-]|0)?[6-9]\d{4}[ \-]?\d{5}(?!\d)"),  # mobile, 5-5
    ("P", r"(?<![\d+])(?:(?:\+|00)\s?91[ \-]?|91[ \-]|0)?[6-9]\d{2}[ \-]\d{3}[ \-]\d{4}(?!\d)"),  # 3-3-4
    ("P", r"(?<![\d+])(?:\+|00)\s?91[ \-]?[6-9]\d{9}(?!\d)"),
    ("P", r"(?<!\d)0\d{2,4}[ \-]\d{6,8}(?!\d)"),  # landline with its STD code
    ("A", r"(?<!\d)\d{9,18}(?!\d)"),  # account numbers, UPI references: no amount has nine digits
)
TOKEN = re.compile(r"«([CPUATN])(\d{1,4})»")
# What a mangled token looks like once the real ones are gone: a stray guillemet, <<C2>>, [C2], "C2".
_MANGLED = re.compile(r"[«»]|&[lr]aquo;|<<\s*[CPUATN]\d|\b[CPUATN]\d{1,3}\b")


@cache
def _compiled() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple((label, re.compile(rx)) for label, rx in _PATTERNS)


@dataclass
class Veil:
    """The tokens of one LLM turn: the same person is the same token in every text it hides."""

    names: list[tuple[str, int, str]] = field(default_factory=list)  # (variant, contact id, shown name)
    originals: dict[str, str] = field(default_factory=dict)  # token -> what it stands for
    contacts: dict[str, int] = field(default_factory=dict)  # «C» token -> contact id
    _by_value: dict[tuple[str, str], str] = field(default_factory=dict)
    _name_rx: re.Pattern[str] | None = None

    @classmethod
    def of(cls, store: Store) -> Veil:
        """Every contact name and alias, longest first, so "Om Sai Traders" wins over "Om Sai"."""
        shown = {cid: name for cid, name, _ in store.contact_names() if name}
        shown.update(store.contact_shown_names())
        variants = {(v, cid) for cid, v, _ in store.contact_names()} | {(n, cid) for cid, n in shown.items()}
        names = sorted(((v.strip(), cid, shown.get(cid, v)) for v, cid in variants if len(v.strip()) >= 2),
                       key=lambda t: -len(t[0]))
        veil = cls(names=names)
        if names:
            alts = "|".join(_name_pattern(v) for v, _, _ in names)
            veil._name_rx = re.compile(f"{_LEFT}(?:{alts})", re.IGNORECASE)
        return veil

    def hide(self, text: str) -> str:
        if not text:
            return text
        out = text
        # Identifiers first: "rajan.k@okhdfcbank" is an id as a whole, not a name with a tail.
        for label, rx in _compiled():
            out = rx.sub(lambda m, lb=label: self._token(lb, m.group(0)), out)  # type: ignore[misc]
        if self._name_rx is not None:
            out = self._name_rx.sub(self._contact_token, out)
        return out

    def show(self, text: str) -> str:
        """The text with every token this veil made turned back into what it hid."""
        return TOKEN.sub(lambda m: self.originals.get(m.group(0), m.group(0)), text)

    def strays(self, text: str) -> list[str]:
        """Tokens this veil never made, and broken pieces of tokens: an answer carrying them is not trusted."""
        bad = [m.group(0) for m in TOKEN.finditer(text) if m.group(0) not in self.originals]
        rest = TOKEN.sub(" ", text)
        bad += [m.group(0) for m in _MANGLED.finditer(rest)]
        return bad

    def contact_token(self, contact_id: int) -> str | None:
        return next((t for t, cid in self.contacts.items() if cid == contact_id), None)

    # -- tokens ---------------------------------------------------------------------------
    def _contact_token(self, m: re.Match[str]) -> str:
        said = " ".join(m.group(0).split()).casefold()
        _, cid, name = next(t for t in self.names if " ".join(t[0].split()).casefold() == said)
        key = ("C", str(cid))
        if key not in self._by_value:
            token = f"«C{sum(1 for k in self._by_value if k[0] == 'C') + 1}»"
            self._by_value[key] = token
            self.originals[token] = name
            self.contacts[token] = cid
        return self._by_value[key]

    def _token(self, label: str, value: str) -> str:
        key = (label, re.sub(r"[\s\-]", "", value).casefold())
        if key not in self._by_value:
            token = f"«{label}{sum(1 for k in self._by_value if k[0] == label) + 1}»"
            self._by_value[key] = token
            self.originals[token] = value
        return self._by_value[key]


def _name_pattern(name: str) -> str:
    """A name with any run of spaces between its words; a Latin name must end where a word ends."""
    body = r"\s+".join(re.escape(w) for w in name.split())
    if re.search(f"[{_INDIC}]", name):
        return body
    return body + rf"(?![\w{_INDIC}])"
