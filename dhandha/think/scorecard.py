"""How well a thinker reads owner messages: every labelled case comes out right, asked, or wrong.

The corpus is tests/corpus/owner_messages.jsonl (format and labelling rules in tests/corpus/README.md),
labelled by hand from docs/reading-guide.md. Asking is always safe. A wrong reading is the failure that
counts: it writes, cancels or answers something the owner did not mean. The money decides: kind, amount,
counterparty (and on_credit for purchases) must match; item, qty and unit differences are only listed.

    python -m dhandha.think.scorecard [CORPUS] [--thinker module:Class] [--raw] [--minor] [--max-wrong 0.01]

Readings are scored as the chain acts on them: after the chain's guards (dhandha/think/guarded.py),
which turn a reading the thinker is not sure of into a question. `--raw` scores the thinker alone.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import json
import sys
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

from dhandha.reading import (
    Clarify,
    Correction,
    Intention,
    PendingQuestion,
    Query,
    Reading,
    Record,
    ThinkContext,
)

Outcome = Literal["right", "asked", "wrong"]
OUTCOMES: tuple[Outcome, ...] = ("right", "asked", "wrong")

DEFAULT_NOW = "2026-11-25T10:00:00+05:30"
DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "tests" / "corpus" / "owner_messages.jsonl"
LANGS = frozenset({"en", "hi", "hinglish", "mr", "bn", "gu", "pa", "or", "ta", "te", "kn", "ml"})
EXPECTED_INTENTS = frozenset({
    "record", "record_many", "query", "correct", "remind", "promise", "confirm", "deny", "clarify", "chat",
})
WRITES = frozenset({"record", "record_many", "correct"})
_RECORDS = frozenset({"record", "record_many"})


class Thinker(Protocol):
    def think(self, text: str, ctx: ThinkContext) -> Reading: ...


# --- names -----------------------------------------------------------------------------------------

# Honorifics and kinship words (docs/reading-guide.md guide: names). Both sides of a comparison lose them, so a
# thinker that keeps "Ritu didi" is not punished twice; stripping them is the thinker's job, not ours.
_HONORIFIC_WORDS = """
ji jee bhai bhaiya bhaisaab bhaisahab sahab saab saheb sahib seth didi di behen behenji bahen aunty auntie
uncle chacha kaka mama paaji paji mistri da dada ben anna annan akka amma chechi chettan garu avaru tai bhau
mr mrs ms shri smt sri
जी भाई भैया साहब साहेब सेठ दीदी दी बहन ताई भाऊ काका मामा चाचा श्री
দা দাদা দিদি ভাই ਜੀ ਭਾਈ ਪਾਜੀ ਭੈਣ ભાઈ બેન
அண்ணா அண்ணன் அக்கா அம்மா గారు అన్న అక్క ಅವರು ಅಣ್ಣ ಅಕ್ಕ ചേച്ചി ചേട്ടൻ ଭାଇ ଅପା
"""
_HONORIFICS = frozenset(_HONORIFIC_WORDS.split())
# Glued forms ("Hiteshbhai", "Guptaji", "ঘোষদা"), stripped only when a real name is left over.
_GLUED = ("bhaiya", "bhai", "ben", "ji", "भाई", "जी", "ભાઈ", "બેન", "ਜੀ", "দা")
_INVISIBLE = dict.fromkeys(map(ord, "\u200c\u200d\u200b\ufeff"))


def party_key(name: str) -> str:
    """The form two counterparty labels are compared in: case-, honorific- and spacing-insensitive."""
    s = unicodedata.normalize("NFC", name).translate(_INVISIBLE).casefold().replace("-", " ")
    tokens = [t.strip(".,;:") for t in s.split()]
    kept = [t for t in tokens if t and t not in _HONORIFICS] or [t for t in tokens if t]
    out = []
    for t in kept:
        for g in _GLUED:
            if t.endswith(g) and len(t) - len(g) >= 3:
                t = t[: -len(g)]
                break
        out.append(t)
    return " ".join(out)


def same_party(expected: str | list[str] | None, got: str | None) -> bool:
    """Does the thinker's counterparty match the label? A label may list accepted aliases."""
    if expected is None or expected == []:
        return not got
    if not got:
        return False
    options = [expected] if isinstance(expected, str) else expected
    return party_key(got) in {party_key(o) for o in options}


# --- one case --------------------------------------------------------------------------------------

@dataclass
class Verdict:
    outcome: Outcome
    diffs: list[str] = field(default_factory=list)  # why it is wrong
    minor: list[str] = field(default_factory=list)  # differences that move no money (item, qty, unit, why)


def _money(paise: Any) -> str:
    if not isinstance(paise, int):
        return str(paise)
    whole, frac = divmod(paise, 100)
    return f"₹{whole}" + (f".{frac:02d}" if frac else "")


def _show_party(p: Any) -> str:
    return "no party" if not p else (" / ".join(p) if isinstance(p, list) else str(p))


def _record_gaps(exp: dict[str, Any], got: Record) -> tuple[list[str], list[str]]:
    major: list[str] = []
    minor: list[str] = []
    if exp.get("kind") != got.kind:
        major.append(f"kind {exp.get('kind')} ≠ {got.kind}")
    if exp.get("amount_paise") != got.amount_paise:
        major.append(f"amount {_money(exp.get('amount_paise'))} ≠ {_money(got.amount_paise)}")
    if not same_party(exp.get("counterparty"), got.counterparty):
        major.append(f"counterparty {_show_party(exp.get('counterparty'))} ≠ {_show_party(got.counterparty)}")
    # A stated credit purchase makes a payable; true against not-true is the only difference that matters.
    if "on_credit" in exp and bool(exp["on_credit"]) != bool(got.on_credit):
        major.append(f"on_credit {exp['on_credit']} ≠ {got.on_credit}")
    for name in ("item", "qty", "unit"):
        if name in exp and not _same_detail(exp[name], getattr(got, name)):
            minor.append(f"{name} {exp[name]!r} ≠ {getattr(got, name)!r}")
    return major, minor


def _same_detail(want: Any, got: Any) -> bool:
    if want is None or got is None:
        return want is None and got is None
    if isinstance(want, int | float) and isinstance(got, int | float):
        return abs(float(want) - float(got)) < 1e-6
    return unicodedata.normalize("NFC", str(want)).casefold().strip() == (
        unicodedata.normalize("NFC", str(got)).casefold().strip())


def _pairings(n: int, m: int) -> list[list[tuple[int, int]]]:
    """Ways to pair n expected records with m read ones (all of them when small, else in order)."""
    if max(n, m) > 7:
        return [[(i, i) for i in range(min(n, m))]]
    if n <= m:
        return [list(enumerate(p)) for p in itertools.permutations(range(m), n)]
    return [[(i, j) for j, i in enumerate(p)] for p in itertools.permutations(range(n), m)]


def compare_records(expected: Sequence[dict[str, Any]], got: Sequence[Record]) -> tuple[list[str], list[str]]:
    """Major and minor differences between a labelled record list and the records read, in any order."""
    best: tuple[list[str], list[str]] | None = None
    for pairing in _pairings(len(expected), len(got)):
        major: list[str] = []
        minor: list[str] = []
        for i, j in pairing:
            ma, mi = _record_gaps(expected[i], got[j])
            tag = f"record {i + 1}: " if len(expected) > 1 else ""
            major += [tag + d for d in ma]
            minor += [tag + d for d in mi]
        paired_e = {i for i, _ in pairing}
        paired_g = {j for _, j in pairing}
        major += [f"missing {_show_expected_record(e)}" for i, e in enumerate(expected) if i not in paired_e]
        major += [f"extra {_show_record(r)}" for j, r in enumerate(got) if j not in paired_g]
        if best is None or (len(major), len(minor)) < (len(best[0]), len(best[1])):
            best = (major, minor)
    return best if best is not None else ([], [])


def _intention_gaps(expected: Sequence[dict[str, Any]], got: Sequence[Intention]) -> list[str]:
    gaps: list[str] = []
    unused = list(got)
    for e in expected:
        hit = next((g for g in unused if same_party(e.get("counterparty"), g.counterparty)
                    and ("due" not in e or e["due"] == g.due)
                    and ("amount_paise" not in e or e["amount_paise"] == g.amount_paise)), None)
        if hit is None:
            gaps.append(f"intention not read: {_show_party(e.get('counterparty'))} due {e.get('due', 'any')}"
                        + (f" {_money(e['amount_paise'])}" if "amount_paise" in e else ""))
        else:
            unused.remove(hit)
    return gaps


def _not_sure(got: Reading) -> bool:
    return got.intent in ("clarify", "unknown") or not got.confident


def judge(expected: dict[str, Any], got: Reading) -> Verdict:
    """Right, asked or wrong, with the differences that decided it."""
    want = expected["intent"]
    if want == "clarify":
        if got.intent == "clarify":
            why = (expected.get("clarify") or {}).get("why")
            seen = got.clarify.why if got.clarify else None
            return Verdict("right", minor=[f"why {why} ≠ {seen}"] if why and why != seen else [])
        if _not_sure(got):
            return Verdict("asked")
        return Verdict("wrong", [f"should ask, read as {describe(got)}"])
    if _not_sure(got):
        return Verdict("asked")
    if want in _RECORDS:
        return _judge_records(expected, got)
    if got.intent != want:
        return Verdict("wrong", [f"intent {want} ≠ {got.intent}"])
    major: list[str] = []
    minor: list[str] = []
    if want == "query":
        eq, gq = expected.get("query") or {}, got.query or Query(query="")
        if eq.get("query") != gq.query:
            major.append(f"query {eq.get('query')} ≠ {gq.query}")
        if "counterparty" in eq and not same_party(eq["counterparty"], gq.counterparty):
            major.append(f"counterparty {_show_party(eq['counterparty'])} ≠ {_show_party(gq.counterparty)}")
        if "period" in eq and eq["period"] != gq.period:
            major.append(f"period {eq['period']} ≠ {gq.period}")
        if "item" in eq and not _same_detail(eq["item"], gq.item):
            minor.append(f"item {eq['item']!r} ≠ {gq.item!r}")
    elif want == "correct":
        major = _correction_gaps(expected.get("correction") or {}, got.correction or Correction())
    elif want == "remind":
        if not same_party(expected.get("remind"), got.remind):
            major.append(f"remind {_show_party(expected.get('remind'))} ≠ {_show_party(got.remind)}")
    elif want == "promise":
        major = _intention_gaps(expected.get("intentions") or [], got.intentions)
    return Verdict("wrong" if major else "right", major, minor)


def _judge_records(expected: dict[str, Any], got: Reading) -> Verdict:
    if got.intent not in _RECORDS:
        return Verdict("wrong", [f"should write, read as {describe(got)}"])
    layouts: list[list[dict[str, Any]]] = expected.get("any_of") or [expected.get("records") or []]
    major, minor = min((compare_records(lay, got.records) for lay in layouts),
                       key=lambda mm: (len(mm[0]), len(mm[1])))
    if "any_of" not in expected and got.intent != expected["intent"]:
        minor.append(f"intent {expected['intent']} ≠ {got.intent}")
    minor += _intention_gaps(expected.get("intentions") or [], got.intentions)
    return Verdict("wrong" if major else "right", major, minor)


def _correction_gaps(exp: dict[str, Any], got: Correction) -> list[str]:
    gaps: list[str] = []
    # What the entry becomes is always compared (absent = unchanged); whose entry only when labelled.
    if exp.get("action", "amend") != got.action:
        gaps.append(f"action {exp.get('action', 'amend')} ≠ {got.action}")
    if exp.get("new_amount_paise") != got.new_amount_paise:
        gaps.append(f"new amount {_money(exp.get('new_amount_paise'))} ≠ {_money(got.new_amount_paise)}")
    if exp.get("new_kind") != got.new_kind:
        gaps.append(f"new kind {exp.get('new_kind')} ≠ {got.new_kind}")
    if not same_party(exp.get("new_counterparty"), got.new_counterparty):
        gaps.append(f"new counterparty {_show_party(exp.get('new_counterparty'))} ≠ {_show_party(got.new_counterparty)}")
    if "what" in exp and exp["what"] != got.what:
        gaps.append(f"what {exp['what']} ≠ {got.what}")
    if "counterparty" in exp and not same_party(exp["counterparty"], got.counterparty):
        gaps.append(f"entry of {_show_party(exp['counterparty'])} ≠ {_show_party(got.counterparty)}")
    return gaps


def score(expected: dict[str, Any], got: Reading) -> Outcome:
    """"right", "asked" (safe: the thinker asked or said not sure) or "wrong"."""
    return judge(expected, got).outcome


# --- showing readings ------------------------------------------------------------------------------

def _show_record(r: Record) -> str:
    bits = [str(r.kind), _money(r.amount_paise)]
    if r.counterparty:
        bits.append(r.counterparty)
    if r.item:
        bits.append("[" + " ".join(str(x) for x in (r.qty, r.unit, r.item) if x is not None) + "]")
    if r.on_credit is not None:
        bits.append("on credit" if r.on_credit else "paid")
    return " ".join(bits)


def _show_expected_record(r: dict[str, Any]) -> str:
    return f"{r.get('kind')} {_money(r.get('amount_paise'))} {_show_party(r.get('counterparty'))}"


def describe(r: Reading) -> str:
    """One line for a reading, for reports."""
    if r.intent in _RECORDS:
        body = "; ".join(_show_record(x) for x in r.records)
    elif r.intent == "query" and r.query:
        body = " ".join(str(x) for x in (r.query.query, r.query.counterparty, r.query.period, r.query.item) if x)
    elif r.intent == "correct" and r.correction:
        c = r.correction
        body = " ".join(str(x) for x in (
            c.action, c.what, c.counterparty, c.new_amount_paise and _money(c.new_amount_paise),
            c.new_kind, c.new_counterparty) if x)
    elif r.intent == "clarify" and r.clarify:
        body = r.clarify.why
    elif r.intent == "remind":
        body = str(r.remind)
    elif r.intent == "promise":
        body = "; ".join(f"{i.counterparty} {i.due}" for i in r.intentions)
    else:
        body = ""
    return f"{r.intent}: {body}".rstrip(": ") + ("" if r.confident else " (not sure)")


def reading_from_expect(expect: dict[str, Any]) -> Reading:
    """The reading a label describes (the first layout of an any_of); also a perfect thinker for tests."""
    def rec(d: dict[str, Any]) -> Record:
        party = d.get("counterparty")
        return Record(**{**d, "counterparty": party[0] if isinstance(party, list) else party})

    records = (expect.get("any_of") or [expect.get("records") or []])[0]
    q, c, cl = expect.get("query"), expect.get("correction"), expect.get("clarify")
    remind = expect.get("remind")
    return Reading(
        intent=expect["intent"],
        records=[rec(d) for d in records],
        query=Query(**{**q, "counterparty": _first(q.get("counterparty"))}) if q else None,
        correction=Correction(**c) if c else None,
        clarify=Clarify(why=cl.get("why", "")) if cl is not None else None,
        intentions=[Intention(**{"due": None, **i, "counterparty": _first(i.get("counterparty"))})
                    for i in expect.get("intentions") or []],
        remind=_first(remind),
    )


def _first(p: Any) -> Any:
    return p[0] if isinstance(p, list) else p


# --- the corpus ------------------------------------------------------------------------------------

def load_cases(path: str | Path) -> list[dict[str, Any]]:
    """The corpus cases, checked for shape (a broken line names its line number)."""
    cases: list[dict[str, Any]] = []
    seen: set[str] = set()
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        case = json.loads(line)
        problems = [msg for ok, msg in (
            (isinstance(case.get("id"), str) and case["id"] not in seen, "missing or repeated id"),
            (case.get("lang") in LANGS, f"lang {case.get('lang')!r}"),
            (isinstance(case.get("text"), str) and case["text"].strip(), "empty text"),
            ((case.get("expect") or {}).get("intent") in EXPECTED_INTENTS, "expect.intent"),
        ) if not ok]
        if problems:
            raise ValueError(f"{path}:{n}: {', '.join(problems)}")
        seen.add(case["id"])
        cases.append(case)
    return cases


def context_for(case: dict[str, Any]) -> ThinkContext:
    """The ThinkContext a case's "context" and "now" describe."""
    ctx = case.get("context") or {}
    p = ctx.get("pending")
    pending = PendingQuestion(
        why=p["why"], partial=[Record(**r) for r in p.get("partial") or []],
        options=list(p.get("options") or []), candidates=list(p.get("candidates") or []),
    ) if p else None
    roles = {party_key(k): v for k, v in (ctx.get("roles") or {}).items()}

    def role_of(name: str) -> str | None:
        return roles.get(party_key(name)) if name else None

    return ThinkContext(
        now_iso=case.get("now") or DEFAULT_NOW,
        language=case["lang"],
        pending=pending,
        last_reading=Reading.from_dict(ctx["last_reading"]) if ctx.get("last_reading") else None,
        last_party=ctx.get("last_party"),
        role_of=role_of,
    )


def category(case: dict[str, Any]) -> str:
    """The row of the per-category table: the labelled intent, or "answer" for a completed pending entry."""
    if case.get("category"):
        return str(case["category"])
    intent = case["expect"]["intent"]
    if intent in _RECORDS and (case.get("context") or {}).get("pending"):
        return "answer"
    return "record_many" if "any_of" in case["expect"] else str(intent)


@dataclass
class CaseResult:
    id: str
    lang: str
    category: str
    text: str
    outcome: Outcome
    expected: str
    got: str
    wrote: bool  # the reading would change the ledger
    diffs: list[str] = field(default_factory=list)
    minor: list[str] = field(default_factory=list)


@dataclass
class Report:
    results: list[CaseResult]

    @property
    def total(self) -> int:
        return len(self.results)

    def count(self, outcome: Outcome) -> int:
        return sum(r.outcome == outcome for r in self.results)

    def rate(self, outcome: Outcome) -> float:
        return self.count(outcome) / self.total if self.total else 0.0

    @property
    def wrong_rate(self) -> float:
        return self.rate("wrong")

    @property
    def wrong_writes(self) -> list[CaseResult]:
        return [r for r in self.results if r.outcome == "wrong" and r.wrote]

    @property
    def wrong(self) -> list[CaseResult]:
        return [r for r in self.results if r.outcome == "wrong"]

    def table(self, key: Callable[[CaseResult], str]) -> dict[str, Counter[str]]:
        rows: dict[str, Counter[str]] = {}
        for r in self.results:
            rows.setdefault(key(r), Counter())[r.outcome] += 1
        return dict(sorted(rows.items()))

    def summary(self) -> str:
        return (f"{self.total} cases: right {self.rate('right'):.1%}, asked {self.rate('asked'):.1%}, "
                f"wrong {self.wrong_rate:.1%} ({self.count('wrong')}, of which {len(self.wrong_writes)} "
                f"would write the ledger)")

    def render(self, minor: bool = False) -> str:
        out = [self.summary(), ""]
        for title, key in (("language", _lang), ("category", _cat)):
            out.append(f"{'by ' + title:<16}{'n':>5}{'right':>8}{'asked':>8}{'wrong':>8}")
            for name, c in self.table(key).items():
                n = sum(c.values())
                out.append(f"{name:<16}{n:>5}" + "".join(f"{c[o] / n:>8.0%}" for o in OUTCOMES))
            out.append("")
        for r in self.wrong:
            out.append(f"WRONG {r.id} [{r.lang}] {r.text!r}")
            out.append(f"    expected {r.expected}")
            out.append(f"    got      {r.got}")
            out += [f"    - {d}" for d in r.diffs]
        if minor:
            for r in self.results:
                if r.minor and r.outcome == "right":
                    out.append(f"minor {r.id} [{r.lang}] {r.text!r}: " + "; ".join(r.minor))
        return "\n".join(out).rstrip() + "\n"


def _lang(r: CaseResult) -> str:
    return r.lang


def _cat(r: CaseResult) -> str:
    return r.category


def run(corpus_path: str | Path, thinker: Thinker) -> Report:
    """Reads every corpus case with the thinker and scores it."""
    results: list[CaseResult] = []
    for case in load_cases(corpus_path):
        expect = case["expect"]
        try:
            got = thinker.think(case["text"], context_for(case))
        except Exception as exc:  # a crash is a bug to see in the report, not a reason to stop scoring
            verdict, shown, wrote = Verdict("wrong", [f"thinker raised {type(exc).__name__}: {exc}"]), "error", False
        else:
            verdict, shown, wrote = judge(expect, got), describe(got), got.intent in WRITES and got.confident
        results.append(CaseResult(
            id=case["id"], lang=case["lang"], category=category(case), text=case["text"],
            outcome=verdict.outcome, expected=describe(reading_from_expect(expect)), got=shown, wrote=wrote,
            diffs=verdict.diffs, minor=verdict.minor,
        ))
    return Report(results)


def load_thinker(spec: str) -> Thinker:
    """"package.module:Class" to an instance."""
    module, _, cls = spec.partition(":")
    thinker: Thinker = getattr(importlib.import_module(module), cls or "RulesThinker")()
    return thinker


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m dhandha.think.scorecard", description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT_CORPUS), help="owner_messages.jsonl")
    ap.add_argument("--thinker", default="dhandha.think.rules:RulesThinker", help="module:Class to score")
    ap.add_argument("--raw", action="store_true", help="score the thinker alone, without the chain's guards")
    ap.add_argument("--minor", action="store_true", help="also list item/qty/unit differences")
    ap.add_argument("--max-wrong", type=float, default=None, help="exit 1 when the wrong rate is higher")
    args = ap.parse_args(argv)
    try:
        thinker = load_thinker(args.thinker)
    except (ImportError, AttributeError) as exc:
        sys.stderr.write(f"cannot load thinker {args.thinker}: {exc}\n")
        return 2
    if not args.raw:
        from dhandha.think.guarded import Guarded

        thinker = Guarded(thinker)
    report = run(args.corpus, thinker)
    sys.stdout.write(report.render(minor=args.minor))
    return 1 if args.max_wrong is not None and report.wrong_rate > args.max_wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
