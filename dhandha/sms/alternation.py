"""Fast word alternations for Python's `re`: the shape the SMS patterns are built in.

Python's regex engine skips straight to positions whose character can start a match only when
every top-level alternative begins with a literal character. So word lists here become a
two-level trie on their first letters, with the word-start guard placed after those letters
rather than before them. And one alternation can carry many kinds of words (`Tagged`) without
one capture group per word, which would make it three times slower.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyz0123456789/'")


def alts(*alternatives: str, end: str = "", guard: bool = True) -> list[str]:
    """Alternatives as a two-level trie on their first characters, each guarded so it must start
    a word, with `end` after every alternative. The engine then compares one or two literal
    characters per position before it runs any guard, and tries only alternatives that fit."""
    groups: dict[str, list[str]] = {}
    for alt in alternatives:
        # A leading escape ("\\*", "\\.") is one character of the pattern, not two.
        head = alt[:2] if alt.startswith("\\") else alt[:1]
        tail = end if head.isascii() else ""
        groups.setdefault(head, []).append(alt[len(head):] + tail)
    out = []
    for head, rests in groups.items():
        if not (guard and head.isascii() and head.isalpha()):
            out.append(head + _either(rests))
            continue
        # Second level: alternatives whose second character is a plain letter share it, and the
        # guard moves after it ("de(?<![a-z]de)bited"); the rest are guarded after the first.
        second: dict[str, list[str]] = {}
        for rest in rests:
            second.setdefault(rest[:1] if rest[:1] in _PLAIN else "", []).append(rest)
        parts = []
        for key, group in second.items():
            if key:
                parts.append(f"{key}(?<![a-z]{head}{key})" + _either([r[1:] for r in group]))
            else:
                parts.append(f"(?<![a-z]{head})" + _either(group))
        out.append(head + _either(parts))
    return out


def _either(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"


def words(*alternatives: str, end: str = "") -> str:
    """A fast alternation of words that must each start a word, each followed by `end`."""
    return "(?:" + "|".join(alts(*alternatives, end=end)) + ")"


def _ended(groups: dict[str, tuple[str, ...]], end: str, unended: tuple[str, ...]) -> dict[str, list[str]]:
    return {kind: [w + ("" if kind in unended or not w[:1].isascii() else end) for w in words]
            for kind, words in groups.items()}


class Tagged:
    """One alternation over several kinds of words, and which kind a match was.

    Marking each word with an empty named group would say the kind directly, but a pattern with
    ~175 groups runs three times slower. So the alternation carries no groups; the kind of a
    matched text is looked up once, by re-matching each kind's own pattern at that position, and
    remembered (a text belongs to one kind: the word lists are written so)."""

    def __init__(self, groups: dict[str, tuple[str, ...]], end: str = r"(?![a-z])", unended: tuple[str, ...] = (),
                 guard: bool = True, prefix: str = "") -> None:
        words = _ended(groups, end, unended)
        self.pattern = re.compile(prefix + "(?:" + "|".join(alts(*(w for ws in words.values() for w in ws),
                                                                guard=guard)) + ")")
        # Each kind's own pattern is compiled when a lookup first needs it (start-up time).
        self._sources = [(kind, "(?:" + "|".join(alts(*ws, guard=guard)) + ")") for kind, ws in words.items()]
        self._kinds: list[tuple[str, re.Pattern[str]]] = []
        self._memo: dict[str, str] = {}

    def _kind_patterns(self) -> Iterator[tuple[str, re.Pattern[str]]]:
        yield from self._kinds
        while len(self._kinds) < len(self._sources):
            kind, source = self._sources[len(self._kinds)]
            self._kinds.append((kind, re.compile(source)))
            yield self._kinds[-1]

    def kind(self, m: re.Match[str]) -> str:
        text = m.group(0)
        kind = self._memo.get(text)
        if kind is None:
            kind = next((k for k, p in self._kind_patterns()
                         if (r := p.match(m.string, m.start())) and r.end() == m.end()), "")
            if len(self._memo) < 4096:
                self._memo[text] = kind
        return kind
