"""`dhandha init`: the config file, the shop's profile (by flags or by answers) and the pairing code.

On a terminal every question the flags did not answer is asked, each skippable with Enter; from
a script (stdin not a terminal) only the flags count, unless `--ask` reads answers from stdin.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from pathlib import Path

from dhandha.errors import OperatorError
from dhandha.onboarding import conversation, profile, setup
from dhandha.paths import home
from dhandha.store import Store

# Flag name on the command line -> profile field.
FLAGS: dict[str, str] = {
    "language": "language", "shop": "shop_name", "type": "shop_type", "state": "region",
    "gst": "gst_filer", "upi": "upi_id", "briefing_time": "briefing_time",
}
_FLAG_HELP: dict[str, str] = {
    "upi_id": "write it like name@bank, e.g. suresh@okaxis",
    "region": "write a state's name or code, e.g. Maharashtra or MH",
    "briefing_time": "write a time like 08:00 or 7:30 or 6pm",
    "shop_type": "one of " + ", ".join(profile.SHOP_TYPES),
    "gst_filer": "one of " + ", ".join(profile.GST_FILERS),
    "language": "one of " + ", ".join(profile.LANGUAGE_ORDER),
    "shop_name": "write the shop's name in letters",
}
_TRIES = 3


def from_flags(args: argparse.Namespace) -> dict[str, str]:
    """The profile fields the flags give, read like answers; a bad one stops with what to write."""
    given: dict[str, str] = {}
    for flag, field in FLAGS.items():
        value = getattr(args, flag, None)
        if value is None:
            continue
        try:
            given[field] = setup.READERS[field](value)
        except profile.NotUnderstood:
            raise OperatorError(f"--{flag.replace('_', '-')} {value!r} is not understood: {_FLAG_HELP[field]}") from None
    return given


def ask(fields: list[str], lang: str, briefing_now: str) -> dict[str, str]:
    """Ask each field on stdin; Enter or "skip" leaves it as it is, end of input stops asking."""
    got: dict[str, str] = {}
    print(f"A few questions about the shop ({len(fields)}); press Enter to skip any.", flush=True)
    for field in fields:
        for _ in range(_TRIES):
            print(conversation.question_text(field, lang, briefing_now), flush=True)
            try:
                said = input("> ").strip()
            except EOFError:
                print()
                return got
            if not said or said.casefold() in ("skip", "-"):
                break
            try:
                got[field] = setup.READERS[field](said)
            except profile.NotUnderstood as exc:
                from dhandha.lang.replies import render

                print(render("onboarding.again", lang, hint=exc.hint), flush=True)
                continue
            if field == "language":
                lang = got[field]
            elif field == "shop_type":  # the briefing time shown next is the one this kind of shop gets
                briefing_now = profile.TYPE_DEFAULTS[got[field]].briefing_time
            break
    return got


def cmd_init(args: argparse.Namespace) -> int:
    from dhandha.app import make_deps

    given = from_flags(args)
    deps = make_deps()
    store = deps.store
    try:
        cfg = _write_config()
        interactive = not args.no_input and (args.ask or sys.stdin.isatty())
        if interactive:
            owner = store.owner()
            todo = [f for f in setup.FIELDS if f not in given]
            given.update(ask(todo, given.get("language", "en"), str(owner["briefing_time"])))
        code = store.owner()["pairing_code"] or f"{secrets.randbelow(10**6):06d}"
        with store.tx():
            # Answered here, the chat channel does not ask again; by flags alone, it asks the rest.
            setup.save(store, given, step=conversation.DONE if interactive else None)
            fields: dict[str, str] = {"pairing_code": code}
            if args.name:
                fields["name"] = args.name
            store.owner_update(**fields)
        print(f"config: {cfg}")
        print(_profile_line(store))
        print(f"pairing code: {code}  (send it to your bot once a Telegram token is set;"
              " until then `dhandha chat` is the channel)")
        print("next: `dhandha import-khata FILE` brings in old dues; `dhandha contacts sync` links phone numbers;"
              " put telegram_token in the config to talk on Telegram")
    finally:
        store.close()
    return 0


def _write_config() -> Path:
    cfg = home() / "config.toml"
    if not cfg.exists():
        from dhandha.paths import resource

        example = resource("config") / "settings.example.toml"
        cfg.write_text(example.read_text(encoding="utf-8") if example.exists() else "", encoding="utf-8")
        cfg.chmod(0o600)  # it will hold the bot token and API keys
    return cfg


def _profile_line(store: Store) -> str:
    owner = store.owner()
    parts = [f"shop: {owner['shop_name'] or '(no name yet)'}", f"type {owner['shop_type']}",
             f"language {owner['language']}", f"state {owner['region'] or '(not set)'}",
             f"GST {owner['gst_filer']}", f"UPI {owner['upi_id'] or '(not set)'}",
             f"briefing {owner['briefing_time']}", f"ask above ₹{int(owner['confirm_above_paise']) // 100:,}"]
    return ", ".join(parts)
