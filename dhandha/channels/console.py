"""The console channel: `dhandha chat`. The same chain as Telegram, one owner message per line."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator, Iterator
from typing import IO, Any

from dhandha import damage
from dhandha.chain.turn import Message, Turn
from dhandha.deps import Deps
from dhandha.money import to_rupees
from dhandha.outgoing import Outgoing


class ConsoleChannel:
    """Prints replies (and proactive messages) to a stream."""

    def __init__(self, out: IO[str] | None = None, quiet: bool = False) -> None:
        self.out = out or sys.stdout
        self.quiet = quiet

    async def send(self, chat_id: str, out: Outgoing) -> str | None:
        if not self.quiet:
            print(out.as_text(), file=self.out, flush=True)
        return None


def turn_json(turn: Turn) -> dict[str, Any]:
    """The per-turn JSON object of `dhandha chat --json` (INTERFACES.md)."""
    executed = []
    for e in turn.effects:
        r = e.record
        item: dict[str, Any] = {"kind": r.kind, "amount": to_rupees(int(r.amount_paise or 0)),
                                "counterparty": r.counterparty, "date": e.occurred_on}
        if e.op != "write":
            item["op"] = {"reverse": "cancel", "amend": "correct"}[e.op]
        executed.append(item)
    pending = []
    if turn.question is not None:
        for r in turn.asking_about:
            pending.append({"kind": r.kind, "amount": to_rupees(r.amount_paise) if r.amount_paise else None,
                            "counterparty": r.counterparty, "question": turn.question.text})
    return {"input": turn.message.text, "language": turn.language, "reply": turn.reply,
            "executed": executed, "pending": pending}


def read_lines(stream: IO[bytes]) -> Iterator[str]:
    """Owner lines from raw bytes: invalid UTF-8 becomes U+FFFD, which pre-process answers plainly."""
    for raw in stream:
        yield raw.decode("utf-8", errors="replace").rstrip("\r\n")


async def _aiter(lines: Iterator[str]) -> AsyncIterator[str]:
    for line in lines:
        yield line


async def _typed_lines() -> AsyncIterator[str]:
    """Lines typed at a terminal, read off the event loop so the heartbeat keeps beating meanwhile."""
    loop = asyncio.get_running_loop()
    while True:
        raw = await loop.run_in_executor(None, sys.stdin.buffer.readline)
        if not raw:
            return
        yield raw.decode("utf-8", errors="replace").rstrip("\r\n")


async def chat_loop(deps: Deps, lines: AsyncIterator[str], as_json: bool, interactive: bool = False) -> None:
    from dhandha.chain.pipeline import run_turn
    from dhandha.damage import owner_language, tell_owner

    session = os.urandom(4).hex()  # as random as uuid4's first 8 hex digits, without uuid's import (platform)
    n = 0
    async for line in lines:
        n += 1
        if deps.store.read_only:
            await _refuse(deps, line, as_json, owner_language(deps))
            continue
        msg = Message(text=line, chat_id=deps.owner_chat, channel="console",
                      input_key=f"console:{session}:{n}", source="console")
        turn = await run_turn(deps, msg)
        if deps.store.read_only:  # found damaged during this turn: the owner hears why
            await tell_owner(deps)
            turn.reply = damage.owner_notice(owner_language(deps))
        if as_json:
            print(json.dumps(turn_json(turn), ensure_ascii=False), flush=True)
        if interactive:
            print("> ", end="", flush=True)


async def _refuse(deps: Deps, line: str, as_json: bool, language: str) -> None:
    """Damaged books: nothing is read or written; every message gets the plain notice instead."""
    notice = damage.owner_notice(language)
    if deps.channel is not None:
        await deps.channel.send(deps.owner_chat, Outgoing(text=notice))
    damage.owner_told(deps.store.path)
    if as_json:
        print(json.dumps({"input": line, "language": language, "reply": notice, "executed": [], "pending": [],
                          "refused": "books_damaged"}, ensure_ascii=False), flush=True)


def cmd_chat(args: argparse.Namespace) -> int:
    from dhandha.app import make_deps, setup_logging

    setup_logging()  # the operator reads the log file; the owner's screen shows only the chat
    interactive = sys.stdin.isatty()
    deps = make_deps(channel=ConsoleChannel(quiet=args.json))
    if interactive and not args.json:
        print("dhandha — likhiye (Ctrl-D to stop)\n> ", end="", flush=True)
    try:
        asyncio.run(_chat(deps, args.json, interactive))
    finally:
        deps.store.close()
    if deps.store.read_only:
        print(f"dhandha: {damage.refuse(deps.store.path)}", file=sys.stderr)
        return 2
    return 0


async def _chat(deps: Deps, as_json: bool, interactive: bool) -> None:
    if not interactive:
        await chat_loop(deps, _aiter(read_lines(sys.stdin.buffer)), as_json)
        return
    # A long-lived chat on a terminal keeps the heartbeat going, like the daemon.
    from dhandha.app import background

    async with background(deps):
        await chat_loop(deps, _typed_lines(), as_json, interactive=True)
