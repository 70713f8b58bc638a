"""Score whole conversations by the books they end with.

    python -m dhandha.eval.conversations tests/conversations/dev.jsonl [--json] [--ids a,b]
                                         [--verbose] [--jobs N] [--timeout S] [--keep DIR]

Each conversation runs through the real CLI in a fresh home (see `drive`), and its final
books are compared with the labelled ones (see `books`). The format and how labels are
written: tests/conversations/README.md.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dhandha.eval.books import Score, score_books
from dhandha.eval.corpus import Conversation, FormatError, load
from dhandha.eval.drive import Cli, Exchange, Run, environment, play

VERDICTS = ("exact", "short", "wrong")


@dataclass
class Result:
    conv: Conversation
    run: Run
    score: Score

    def as_json(self) -> dict[str, Any]:
        return {"id": self.conv.id, "language": self.conv.language, "classes": list(self.conv.classes),
                **self.score.as_json(), "failed_steps": self.run.failed_steps, "error": self.run.error,
                "seconds": round(self.run.seconds, 2),
                "transcript": [x.as_json() for x in self.run.exchanges],
                # The books as the bot left them, so a result can be re-read without replaying it.
                "ledger": self.run.ledger}


def judge(conv: Conversation, run: Run) -> Score:
    if run.ledger is None:
        # Books that cannot be read cannot be trusted: scored wrong, with nothing matched.
        base = score_books(conv.books, {})
        return Score("wrong", 0, (), base.missing, base.balance_diff, base.expected_count)
    return score_books(conv.books, run.ledger)


def rescore(convs: Sequence[Conversation], saved: dict[str, Any]) -> tuple[list[Result], dict[str, Any]]:
    """Judge the books a saved `--json` run ended with under today's labels and rules, without replaying it,
    so figures measured under an older scoring rule can be compared with today's."""
    by_id = {c.id: c for c in convs}
    results = []
    for c in saved.get("conversations", []):
        conv = by_id.get(c.get("id"))
        if conv is None:
            continue
        run = Run([Exchange(at=x.get("at", ""), sent=x.get("sent", ""), reply=x.get("reply"),
                            pending=x.get("pending", 0), executed=x.get("executed", []), error=x.get("error"),
                            answer=bool(x.get("answer"))) for x in c.get("transcript", [])],
                  ledger=c.get("ledger"), error=c.get("error"), seconds=float(c.get("seconds") or 0))
        results.append(Result(conv, run, judge(conv, run)))
    return results, summary(results, float(saved.get("summary", {}).get("seconds") or 0))


def run_one(conv: Conversation, cli: Cli, keep: Path | None) -> Result:
    run = play(conv, cli, keep)
    return Result(conv, run, judge(conv, run))


@dataclass
class Tally:
    n: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(VERDICTS, 0))
    written: int = 0
    wrong_entries: int = 0
    still_asked: int = 0

    def add(self, r: Result) -> None:
        self.n += 1
        self.counts[r.score.verdict] += 1
        self.written += r.score.written
        self.wrong_entries += len(r.score.wrong)
        self.still_asked += len(r.score.still_asked)

    def as_json(self) -> dict[str, Any]:
        return {"n": self.n, **self.counts, **{f"{v}_pct": pct(self.counts[v], self.n) for v in VERDICTS},
                "written": self.written, "wrong_entries": self.wrong_entries, "still_asked": self.still_asked}


def pct(part: int, whole: int) -> float:
    return round(100 * part / whole, 1) if whole else 0.0


def tally_by(results: Iterable[Result], keys_of: Callable[[Conversation], Iterable[str]]) -> dict[str, Tally]:
    out: dict[str, Tally] = {}
    for r in results:
        for key in keys_of(r.conv):
            out.setdefault(key, Tally()).add(r)
    return dict(sorted(out.items()))


def summary(results: Sequence[Result], seconds: float) -> dict[str, Any]:
    total = Tally()
    for r in results:
        total.add(r)
    expected = sum(r.score.expected_count for r in results)
    missing = sum(len(r.score.missing) for r in results)
    return {
        "conversations": total.n,
        **{v: total.counts[v] for v in VERDICTS},
        **{f"{v}_pct": pct(total.counts[v], total.n) for v in VERDICTS},
        "entries_written": total.written,
        "wrong_entries": total.wrong_entries,
        "bank_entries_still_asked": total.still_asked,
        "wrong_entries_pct_of_written": pct(total.wrong_entries, total.written),
        "entries_expected": expected,
        "entries_missing": missing,
        "failed_steps": sum(r.run.failed_steps for r in results),
        "books_unreadable": sum(1 for r in results if r.run.error),
        "seconds": round(seconds, 1),
        "by_class": {k: t.as_json() for k, t in tally_by(results, lambda c: c.classes).items()},
        "by_language": {k: t.as_json() for k, t in tally_by(results, lambda c: [c.language]).items()},
    }


def _money(paise: int | None) -> str:
    if paise is None:
        return "0"
    sign = "-" if paise < 0 else ""
    rupees, p = divmod(abs(paise), 100)
    return f"{sign}{rupees:,}" + (f".{p:02d}" if p else "")


def conversation_lines(r: Result, verbose: bool) -> list[str]:
    s = r.score
    notes = []
    if s.wrong:
        notes.append(f"{len(s.wrong)} wrong")
    if s.missing:
        notes.append(f"{len(s.missing)} missing")
    if s.verdict == "wrong" and not s.wrong and s.balance_diff:
        notes.append("balances differ")
    if r.run.failed_steps:
        notes.append(f"{r.run.failed_steps} failed step(s)")
    if r.run.error:
        notes.append(r.run.error)
    head = f"{r.conv.id:<12} {s.verdict.upper() if s.verdict == 'wrong' else s.verdict:<6} {r.conv.language:<10}" \
           f" {s.written:>2} written  {', '.join(notes)}"
    lines = [head.rstrip()]
    if not verbose or s.verdict == "exact":
        return lines
    lines.append(f"    story: {r.conv.story}")
    for x in r.run.exchanges:
        clock = f"{x.at[5:10]} {x.at[11:16]}"
        mark = "  answer" if x.answer else ""
        lines.append(f"    {clock} > {x.sent}{mark}")
        if x.reply is not None:
            for part in x.reply.splitlines() or [""]:
                lines.append(f"                < {part}")
        if x.pending:
            lines.append(f"                ? {x.pending} pending")
        if x.error:
            lines.append(f"                ! {x.error}")
    lines += [f"    + wrong:   {a.describe()}" for a in s.wrong]
    lines += [f"    - missing: {e.describe()}" for e in s.missing]
    lines += [f"    = balance: {b.names}: expected {_money(b.expected)}, got {_money(b.actual)}" for b in s.balance_diff]
    return lines


def _table(title: str, rows: dict[str, Any]) -> list[str]:
    lines = [f"{title:<20} {'n':>4} {'exact':>6} {'short':>6} {'wrong':>6} {'written':>8} {'wrong e.':>9}"]
    for key, t in rows.items():
        lines.append(f"  {key:<18} {t['n']:>4} {t['exact']:>6} {t['short']:>6} {t['wrong']:>6}"
                     f" {t['written']:>8} {t['wrong_entries']:>9}")
    return lines


def report_lines(results: Sequence[Result], summ: dict[str, Any], verbose: bool) -> list[str]:
    lines: list[str] = []
    for r in results:
        lines += conversation_lines(r, verbose)
    n = summ["conversations"]
    lines += ["", f"conversations {n}: " + ", ".join(f"{v} {summ[v]} ({summ[v + '_pct']}%)" for v in VERDICTS),
              f"entries written {summ['entries_written']}, wrong {summ['wrong_entries']}"
              f" ({summ['wrong_entries_pct_of_written']}% of written); expected {summ['entries_expected']},"
              f" missing {summ['entries_missing']}; bank entries still asked {summ['bank_entries_still_asked']}",
              f"failed steps {summ['failed_steps']}, unreadable books {summ['books_unreadable']},"
              f" {summ['seconds']} s", ""]
    lines += _table("by class", summ["by_class"]) + [""] + _table("by language", summ["by_language"])
    return lines


def select(convs: list[Conversation], ids: Sequence[str] | None) -> list[Conversation]:
    if not ids:
        return convs
    wanted = [i for arg in ids for i in arg.split(",") if i]
    known = {c.id for c in convs}
    unknown = [i for i in wanted if i not in known]
    if unknown:
        raise FormatError(f"no conversation with id {', '.join(unknown)}")
    return [c for c in convs if c.id in set(wanted)]


def score_file(path: Path, ids: Sequence[str] | None = None, jobs: int = 1, timeout: float = 120.0,
               keep: Path | None = None) -> tuple[list[Result], dict[str, Any]]:
    convs = select(load(path), ids)
    cli = Cli(environment(), timeout)
    t0 = time.perf_counter()
    # Threads are enough: each one waits on its own dhandha processes, which do the work.
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        results = list(pool.map(lambda c: run_one(c, cli, keep), convs))
    return results, summary(results, time.perf_counter() - t0)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m dhandha.eval.conversations",
                                description="Score conversations by the books the bot ends with.")
    p.add_argument("file", type=Path)
    p.add_argument("--json", action="store_true", help="everything as one JSON object")
    p.add_argument("--ids", nargs="+", help="only these ids (space- or comma-separated)")
    p.add_argument("--verbose", action="store_true", help="transcript and diff of every conversation not exact")
    p.add_argument("--jobs", type=int, default=1, help="conversations played at once")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds allowed per dhandha call")
    p.add_argument("--keep", type=Path, default=None, help="keep each conversation's home under this folder")
    p.add_argument("--check", action="store_true", help="only validate the file and its labels")
    p.add_argument("--rescore", type=Path, default=None, metavar="RESULT.json",
                   help="judge the books a saved --json run ended with, under today's rules, without replaying it")
    args = p.parse_args(argv)
    try:
        if args.check:
            convs = select(load(args.file), args.ids)
            print(f"{args.file}: {len(convs)} conversations, labels consistent")
            return 0
        if args.rescore:
            saved = json.loads(args.rescore.read_text(encoding="utf-8"))
            results, summ = rescore(select(load(args.file), args.ids), saved)
            return _report(results, summ, args)
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
        results, summ = score_file(args.file, args.ids, args.jobs, args.timeout, args.keep)
    except (FormatError, OSError, ValueError) as exc:
        print(f"conversations: {exc}", file=sys.stderr)
        return 2
    return _report(results, summ, args)


def _report(results: list[Result], summ: dict[str, Any], args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps({"summary": summ, "conversations": [r.as_json() for r in results]}, ensure_ascii=False))
    else:
        print("\n".join(report_lines(results, summ, args.verbose)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
