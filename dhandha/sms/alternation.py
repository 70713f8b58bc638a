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


def opening(*alternatives: str, not_after: str = r"\w") -> str:
    """`(?<!X)(?:a|b|...)` ("\\b(?:a|b)" when X is \\w) with the look-behind moved after each
    alternative's first letter, `a(?<!Xa)...`: the same matches, in the same order of preference,
    but every alternative now opens with a literal, so the engine skips to where one may start
    instead of running the look-behind at every position."""
    out = []
    for alt in alternatives:
        if not ("a" <= alt[:1] <= "z"):
            raise ValueError(f"an alternative must open with a letter: {alt!r}")
        out.append(f"{alt[0]}(?<!{not_after}{alt[0]}){alt[1:]}")
    return "(?:" + "|".join(out) + ")"


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
        self._source = prefix + "(?:" + "|".join(alts(*(w for ws in words.values() for w in ws), guard=guard)) + ")"
        self._pattern: re.Pattern[str] | None = None
        # Each kind's own pattern is compiled when a lookup first needs it (start-up time).
        self._sources = [(kind, "(?:" + "|".join(alts(*ws, guard=guard)) + ")") for kind, ws in words.items()]
        self._kinds: list[tuple[str, re.Pattern[str]]] = []
        self._memo: dict[str, str] = {}

    @property
    def pattern(self) -> re.Pattern[str]:
        """The whole list, compiled on first use (the lexicon mostly reads its fast pass instead)."""
        if self._pattern is None:
            self._pattern = re.compile(self._source)
        return self._pattern

    def _kind_patterns(self) -> Iterator[tuple[str, re.Pattern[str]]]:
        yield from self._kinds
        while len(self._kinds) < len(self._sources):
            kind, source = self._sources[len(self._kinds)]
            self._kinds.append((kind, re.compile(source)))
            yield self._kinds[-1]

    def kind(self, m: re.Match[str]) -> str:
        return self.kind_at(m.string, m.start(), m.end(), m.group(0))

    def kind_at(self, string: str, start: int, end: int, text: str) -> str:
        kind = self._memo.get(text)
        if kind is None:
            kind = next((k for k, p in self._kind_patterns()
                         if (r := p.match(string, start)) and r.end() == end), "")
            if len(self._memo) < 4096:
                self._memo[text] = kind
        return kind


# The letters words in SMS most often open with: the fewer heads an attempt compares, the sooner
# it fails. Alternatives opening with different characters never compete, so their order is free.
_FIRST_LETTERS = "cabirotfsdnpuwhmlkevgjqyzx"


def _after_mark(words: list[str]) -> re.Pattern[str]:
    heads = sorted(alts(*words, guard=False), key=lambda h: _FIRST_LETTERS.find(h[0]) % 64)
    return re.compile("[^a-z0-9](" + "|".join(heads) + ")")


# A letter a-z with a letter of another script straight after it.
_LATIN_THEN_OTHER = re.compile("[a-z][^\x00-\x7f]")
# ASCII digits stay "0", letters and anything not ASCII (replaced by "?") become "a": where a digit
# is glued to what may open a word.
_SHAPE = bytes(48 if 48 <= c <= 57 else 97 if 97 <= c <= 122 or c == 63 else 32 for c in range(256))


class Lexicon(Tagged):
    """The lexicon's word list, read in one pass that tries only after a space or a mark.

    The list's own pattern is guarded by a look-behind and so is tried at every position of the
    body (~800 instructions a try in Python's engine). The same words after a consumed character
    that is neither a-z nor a digit let the engine skip straight past letters and digits. That
    pass is the same as the guarded one unless a word may start right after a digit or right
    where the previous match ended on a mark; both are checked, and then the body is read the
    guarded way. So are bodies holding a word that an entry opening with a digit needs
    (`digit_needs`): the fast pass leaves those entries out, as it leaves out the non-ASCII ones
    for an ASCII body, so a digit or a space after a mark fails at once."""

    def __init__(self, groups: dict[str, tuple[str, ...]], unended: tuple[str, ...], digit_needs: tuple[str, ...]):
        # A word opens after anything but a-z; one in another script opens even there ("debitedशेष"), as in Tagged.
        super().__init__(groups, unended=unended, guard=False, prefix="(?:(?<![a-z])|(?=[^\x00-\x7f]))")
        ended = [w for ws in _ended(groups, r"(?![a-z])", unended).values() for w in ws]
        words = [w for w in ended if not w.startswith("\\d")]
        if any(not (w[:1].isalpha() or w.startswith("\\d")) for w in ended):
            raise ValueError("a lexicon entry must open with a letter or a digit")
        self._words = words
        self._fast: dict[bool, re.Pattern[str]] = {}  # by "the body is ASCII", compiled on first use
        self._digit_needs = digit_needs  # words without which no entry opening with a digit matches
        self._digit_words = [w for w in ended if w.startswith("\\d")]
        self._digits: re.Pattern[str] | None = None

    def _digit_entries(self) -> re.Pattern[str]:
        """The entries that open with a digit, searched anywhere (the fast pass leaves them out): when
        none matches at any position, the guarded pass finds exactly what the fast pass does."""
        if self._digits is None:
            self._digits = re.compile("|".join(self._digit_words) or "(?!)")
        return self._digits

    def _after_mark(self, ascii_body: bool) -> re.Pattern[str]:
        fast = self._fast[ascii_body] = _after_mark([w for w in self._words if w[:1].isascii() or not ascii_body])
        return fast

    def words_in(self, low: str) -> list[tuple[str, int, int]]:
        """(kind, start, end) of each word, as `pattern.finditer(low)` finds them."""
        for need in self._digit_needs:
            # "shopping", "pin code": the word alone is not the entry that opens with a digit.
            if need in low and self._digit_entries().search(low):
                return self._guarded(low)
        shape = low.encode("ascii", "replace").translate(_SHAPE)
        glued = shape.find(b"0a")
        while glued >= 0:
            if self.pattern.match(low, glued + 1):
                return self._guarded(low)
            glued = shape.find(b"0a", glued + 2)
        out = []
        memo = self._memo
        ascii_body = low.isascii()
        if not ascii_body and _LATIN_THEN_OTHER.search(low):
            return self._guarded(low)  # the fast pass needs a mark before a word; a change of script is one too
        # Positions in " " + low are one past those in low.
        for m in (self._fast.get(ascii_body) or self._after_mark(ascii_body)).finditer(" " + low):
            text = m.group(1)
            start, end = m.span(1)
            if not ("a" <= text[-1] <= "z") and self.pattern.match(low, end - 1):
                return self._guarded(low)  # a word may open where this one ended on a mark
            kind = memo.get(text)
            if kind is None:
                kind = self.kind_at(low, start - 1, end - 1, text)
            out.append((kind, start - 1, end - 1))
        return out

    def _guarded(self, low: str) -> list[tuple[str, int, int]]:
        return [(self.kind(m), m.start(), m.end()) for m in self.pattern.finditer(low)]
