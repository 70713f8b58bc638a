"""`dhandha sms parse | poll | import FILE`."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO


def cmd_parse(args: argparse.Namespace) -> int:
    """JSON lines in ({"sender", "body", "received"?}), one JSON line out each, in order."""
    return parse_lines(sys.stdin, sys.stdout)


def parse_lines(inp: TextIO, out: TextIO) -> int:
    from dhandha.sms.parse import parse_sms

    # A person typing wants each answer at once; a pipe of thousands wants one big write.
    interactive = inp.isatty()
    for line in inp:
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            sender, body, received = _fields(obj)
            at = None
            if received is not None:
                from dhandha.sms.raw import parse_received  # only then: it brings the clock and zones

                at = parse_received(received)
                if at is None:
                    raise ValueError(f"received is not a date and time: {received!r}")
            result: dict[str, Any] = parse_sms(sender, body, at).to_json()
        except (ValueError, TypeError) as exc:  # JSONDecodeError is a ValueError
            result = {"error": str(exc)}
        except Exception as exc:  # a parser bug on one line must not lose the lines after it
            result = {"error": f"parser failed: {type(exc).__name__}: {exc}"}
        out.write(json.dumps(result, ensure_ascii=False) + "\n")
        if interactive:
            out.flush()
    out.flush()
    return 0


def _fields(obj: Any) -> tuple[str, str, Any]:
    if not isinstance(obj, dict):
        raise ValueError("each line must be a JSON object with sender and body")
    sender, body = obj.get("sender"), obj.get("body")
    if not isinstance(sender, str) or not isinstance(body, str):
        raise ValueError("sender and body must be strings")
    return sender, body, obj.get("received")


def cmd_poll(args: argparse.Namespace) -> int:
    from dhandha.app import make_deps
    from dhandha.sms.poller import poll_once

    deps = make_deps()
    try:
        result = poll_once(deps)
    finally:
        deps.store.close()
    if not result.ok:
        print(f"dhandha: {result.line()}", file=sys.stderr)
        return 2
    print(result.line())
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from pathlib import Path

    from dhandha.app import make_deps
    from dhandha.sms.importer import import_file

    deps = make_deps()
    try:
        summary = import_file(deps, Path(args.file))
    finally:
        deps.store.close()
    print(f"imported {args.file}")
    for line in summary.lines():
        print("  " + line)
    return 0
