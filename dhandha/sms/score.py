"""Score the SMS parser on a labelled JSONL corpus (the shape of tests/data/sms_dev.jsonl).

    python -m dhandha.sms.score tests/data/sms_dev.jsonl [--misses] [--dump RESULTS.jsonl]

Prints detection precision/recall/F1 (a "review" verdict counts as not a transaction), the
false positives by category (an OTP, promo, failed or mandate text logged as money is the worst
error a bookkeeper can make), and per-field accuracy over every labelled transaction: a missed
transaction counts as wrong on every field, so the figures cannot look better by detecting less.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FIELDS = ("amount", "direction", "account_tail", "ref", "balance", "counterparty", "channel", "date")


@dataclass
class Score:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0
    transactions: int = 0
    right: Counter[str] = field(default_factory=Counter)
    false_positive_categories: Counter[str] = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def accuracy(self, name: str) -> float:
        return self.right[name] / self.transactions if self.transactions else 1.0


def _same(name: str, got: Any, want: Any) -> bool:
    if name in ("amount", "balance"):
        if got is None or want is None:
            return got is None and want is None
        return round(float(got) * 100) == round(float(want) * 100)
    return got == want


def score(cases: Iterable[dict[str, Any]]) -> Score:
    """Run parse_sms over every case and compare with its labels."""
    from dhandha.sms.parse import parse_sms

    s = Score()
    for case in cases:
        got = parse_sms(case["sender"], case["body"])
        out = got.to_json()
        want = dict(case["expected"], date=case.get("expected_date"))
        if want["is_transaction"]:
            s.transactions += 1
            if got.is_transaction:
                s.tp += 1
            else:
                s.fn += 1
                s.misses.append(f"MISSED {case['id']}: {got.verdict}/{got.reason}")
                continue
            for name in FIELDS:
                if _same(name, out[name], want.get(name)):
                    s.right[name] += 1
                else:
                    s.misses.append(f"{name:>12} {case['id']}: got {out[name]!r} want {want.get(name)!r}")
        elif got.is_transaction:
            s.fp += 1
            s.false_positive_categories[case.get("category", "?")] += 1
            s.misses.append(f"FALSE POSITIVE {case['id']} ({case.get('category')})")
        else:
            s.tn += 1
    return s


def report(s: Score) -> str:
    lines = [
        f"detection  precision {s.precision:.4f}  recall {s.recall:.4f}  F1 {s.f1:.4f}"
        f"  (tp {s.tp} fp {s.fp} fn {s.fn} tn {s.tn})",
        "false positives by category: "
        + (", ".join(f"{k}={v}" for k, v in sorted(s.false_positive_categories.items())) or "none"),
        f"fields over {s.transactions} labelled transactions:",
    ]
    lines += [f"  {name:<13} {s.accuracy(name):.4f}  ({s.right[name]}/{s.transactions})" for name in FIELDS]
    return "\n".join(lines)


def dump(cases: Iterable[dict[str, Any]], path: Path) -> None:
    """The parser's answers in the peer scorers' shape: {"id", "is_transaction", "direction", "amount", ...}."""
    from dhandha.sms.parse import parse_sms

    with path.open("w", encoding="utf-8") as fh:
        for case in cases:
            out = parse_sms(case["sender"], case["body"]).to_json()
            fh.write(json.dumps({"id": case["id"], **out}, ensure_ascii=False) + "\n")


def load(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("corpus", type=Path)
    ap.add_argument("--misses", action="store_true", help="list every wrong verdict and field")
    ap.add_argument("--dump", type=Path, help="also write one result per case ({id, ...to_json()}) as JSON lines")
    args = ap.parse_args(argv)
    cases = load(args.corpus)
    if args.dump:
        dump(cases, args.dump)
    s = score(cases)
    print(report(s))
    if args.misses and s.misses:
        print("\n".join(s.misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
