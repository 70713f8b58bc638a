"""`dhandha` — every command in one table; each imports only what it needs, when it runs."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

# command -> "module:function". The function takes the parsed arguments and returns an exit code.
COMMANDS: dict[str, str] = {
    "run": "dhandha.app:cmd_run",
    "demo": "dhandha.demo:cmd_demo",
    "init": "dhandha.app:cmd_init",
    "chat": "dhandha.channels.console:cmd_chat",
    "ledger": "dhandha.reports:cmd_ledger",
    "sms parse": "dhandha.sms.commands:cmd_parse",
    "sms poll": "dhandha.sms.commands:cmd_poll",
    "sms import": "dhandha.sms.commands:cmd_import",
    "sweep": "dhandha.heartbeat:cmd_sweep",
    "brief": "dhandha.brain.briefing:cmd_brief",
    "simulate": "dhandha.simulate:cmd_simulate",
    "doctor": "dhandha.doctor:cmd_doctor",
    "backup": "dhandha.backup:cmd_backup",
    "restore": "dhandha.backup:cmd_restore",
    "export": "dhandha.reports:cmd_export",
    "usage": "dhandha.reports:cmd_usage",
    "bench": "dhandha.bench:cmd_bench",
}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="dhandha", description="A shop owner's munshi: the books from chat and bank SMS.")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    sub.add_parser("run", help="the daemon: channel + chain + heartbeat in one process")
    sub.add_parser("demo", help="a scripted few days of a kirana shop, in a temporary home")
    init = sub.add_parser("init", help="write the config and print the Telegram pairing code")
    init.add_argument("--language", default=None)
    init.add_argument("--name", default=None)

    chat = sub.add_parser("chat", help="talk to the munshi on this terminal")
    chat.add_argument("--json", action="store_true", help="one JSON object per turn")

    ledger = sub.add_parser("ledger", help="contacts with balances, and the transactions")
    ledger.add_argument("name", nargs="?", default=None, help="only this contact")
    ledger.add_argument("--from", dest="date_from", default=None, metavar="D", help="from this day (YYYY-MM-DD)")
    ledger.add_argument("--to", dest="date_to", default=None, metavar="D", help="up to this day, inclusive")
    ledger.add_argument("--kind", default=None, metavar="K", help="only entries of this kind (sale, udhaar_given, ...)")
    ledger.add_argument("--json", action="store_true")
    ledger.add_argument("--page", type=int, default=None, metavar="N",
                        help="lines per page on a terminal (default: the terminal's height)")

    sms = sub.add_parser("sms", help="bank SMS: parse, poll the inbox, import a dump")
    sms_sub = sms.add_subparsers(dest="sms_command", required=True, metavar="SMS_COMMAND")
    sms_sub.add_parser("parse", help="JSON lines in ({sender, body, received?}), one JSON line out each")
    sms_sub.add_parser("poll", help="one poll of the phone's inbox")
    imp = sms_sub.add_parser("import", help="ingest a termux-sms-list JSON dump")
    imp.add_argument("file")

    sweep = sub.add_parser("sweep", help="run heartbeat sweeps once")
    sweep.add_argument("name", help="a sweep name, or 'all'")

    sub.add_parser("brief", help="print the morning briefing")

    sim = sub.add_parser("simulate", help="a synthetic shop through the real chain and sweeps")
    sim.add_argument("--days", type=int, default=90)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true")

    doctor = sub.add_parser("doctor", help="operator checks (exit 0 healthy, 1 warnings, 2 failures)")
    doctor.add_argument("--json", action="store_true")
    doctor.add_argument("--offline", action="store_true", help="skip checks that need the network")

    sub.add_parser("backup", help="an online, verified copy of the books")
    restore = sub.add_parser("restore", help="put a backup back in place (the current file is kept aside)")
    restore.add_argument("file")
    export = sub.add_parser("export", help="the books as CSV files")
    export.add_argument("--out", default=None, help="folder (default: $DHANDHA_HOME/export-<date>)")
    sub.add_parser("usage", help="LLM calls and cost per day")

    bench = sub.add_parser("bench", help="performance figures on generated busy shops of 1, 3 and 10 years")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="a smaller shop, for a smoke run")
    return p


def resolve(args: argparse.Namespace) -> Callable[[argparse.Namespace], int]:
    key = args.command + (f" {args.sms_command}" if args.command == "sms" else "")
    module_name, func_name = COMMANDS[key].split(":")
    func: Callable[[argparse.Namespace], int] = getattr(importlib.import_module(module_name), func_name)
    return func


# Commands that work on the home's books log to its log file; their own output stays readable.
LOGS_TO_FILE = frozenset({"run", "chat", "sweep", "brief", "sms poll", "sms import", "backup", "restore", "export"})


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from dhandha.errors import OperatorError

    key = args.command + (f" {args.sms_command}" if args.command == "sms" else "")
    if key in LOGS_TO_FILE:
        from dhandha.app import setup_logging

        setup_logging()

    try:
        return int(resolve(args)(args) or 0)
    except OperatorError as exc:
        print(f"dhandha: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
