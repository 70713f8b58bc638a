"""`dhandha` — every command in one table; each imports only what it needs, when it runs."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from typing import Any

# command -> "module:function". The function takes the parsed arguments and returns an exit code.
COMMANDS: dict[str, str] = {
    "run": "dhandha.app:cmd_run",
    "demo": "dhandha.demo:cmd_demo",
    "init": "dhandha.onboarding.command:cmd_init",
    "chat": "dhandha.channels.console:cmd_chat",
    "import-khata": "dhandha.khata.command:cmd_import_khata",
    "ledger": "dhandha.reports:cmd_ledger",
    "contacts sync": "dhandha.phonebook.command:cmd_contacts_sync",
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
    "statement": "dhandha.collect.statement:cmd_statement",
    "reminders": "dhandha.collect.reminders:cmd_reminders",
    "torture": "dhandha.torture.command:cmd_torture",
}


class _SweepHelp(argparse.Action):
    """`dhandha sweep --help` names every sweep from the SWEEPS table; the heartbeat is imported only then."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = None) -> None:  # noqa: A002 - argparse's name
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        from dhandha.heartbeat import sweep_lines

        parser.print_help()
        print("\nsweeps, in the order `all` runs them:")
        for line in sweep_lines():
            print(f"  {line}")
        parser.exit()


class _Skipped:
    """Stands in for the parser of a command that is not being run: whatever is defined on it is dropped."""

    def __getattr__(self, name: str) -> Callable[..., _Skipped]:
        return lambda *args, **kwargs: self


class _OneCommand:
    """The subcommands, with only the named one defined: a command's start does not build the other twenty
    parsers (about 7 ms). Its parsing, errors and --help are the same as the whole parser's."""

    def __init__(self, sub: Any, name: str) -> None:
        self._sub = sub
        self._name = name

    def add_parser(self, name: str, **kwargs: Any) -> Any:
        return self._sub.add_parser(name, **kwargs) if name == self._name else _Skipped()


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, or (``only``: a command's name) just that command's part of it."""
    p = argparse.ArgumentParser(prog="dhandha", description="A shop owner's munshi: the books from chat and bank SMS.")
    sub: Any = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    if only is not None:
        sub = _OneCommand(sub, only)

    sub.add_parser("run", help="the daemon: channel + chain + heartbeat in one process")
    sub.add_parser("demo", help="a scripted few days of a kirana shop, in a temporary home")
    init = sub.add_parser("init", help="set up the shop: config file, profile (asked, or by flags), pairing code",
                          description="Writes $DHANDHA_HOME/config.toml (0600), the shop's profile and the Telegram"
                          " pairing code. On a terminal it asks what the flags did not say; Enter skips a question.")
    init.add_argument("--name", default=None, help="the owner's name (how the munshi greets you)")
    init.add_argument("--shop", default=None, metavar="NAME", help="the shop's name, e.g. 'Suresh Kirana'")
    init.add_argument("--type", default=None, metavar="TYPE", help="kind of shop: kirana, medical, cloth, hardware,"
                      " dairy, mobile, other (sets the large-entry threshold, briefing time and quiet hours)")
    init.add_argument("--language", default=None, metavar="LANG", help="reply language: hinglish, hi, en, mr, gu, bn,"
                      " pa, or, ta, te, kn, ml (default: the state's language)")
    init.add_argument("--state", default=None, metavar="STATE",
                      help="the shop's state, e.g. Maharashtra or MH (festivals and GST dates)")
    init.add_argument("--gst", default=None, metavar="FILER", help="GST filing: none, monthly, quarterly, composition")
    init.add_argument("--upi", default=None, metavar="VPA", help="your UPI id for payment links, e.g. suresh@okaxis")
    init.add_argument("--briefing-time", default=None, metavar="HH:MM", help="when the morning briefing comes")
    init.add_argument("--ask", action="store_true", help="ask the questions even when stdin is not a terminal")
    init.add_argument("--no-input", action="store_true", help="never ask: only the flags and the defaults")

    khata = sub.add_parser(
        "import-khata", help="bring in old dues from a Khatabook/OkCredit export or a hand-made sheet (CSV/XLSX)",
        description="Reads a CSV or XLSX of customers and suppliers with what they owe, shows what will be booked"
        " as old dues (opening balances), and books them on your yes, all in one go. Columns are found by their"
        " headers: a name; a phone (optional); and the amounts as Khatabook (You'll Get / You'll Give, or You Gave /"
        " You Got), OkCredit (Credit / Payment, or a balance with Due / Advance) or a hand-made sheet writes them"
        " (Amount: positive if they owe you, negative if you owe them); optional Date and Type (customer/supplier)."
        " Importing the same sheet again books nothing twice. Exit 1 if some rows were not booked.")
    khata.add_argument("file", help="the .csv or .xlsx file")
    khata.add_argument("--yes", action="store_true", help="book without asking (for scripts)")
    khata.add_argument("--all", action="store_true", help="show every row in the preview, not only the first 25")
    khata.add_argument("--suppliers", action="store_true",
                       help="rows with no Type column are suppliers (a supplier list export), not customers")

    chat = sub.add_parser("chat", help="talk to the munshi on this terminal")
    chat.add_argument("--json", action="store_true", help="one JSON object per turn")

    contacts = sub.add_parser("contacts", help="customers' and suppliers' phone numbers")
    contacts_sub = contacts.add_subparsers(dest="contacts_command", required=True, metavar="CONTACTS_COMMAND")
    csync = contacts_sub.add_parser(
        "sync", help="link the phone book's numbers to accounts by name (asks about doubtful ones)",
        description="Reads the phone book with termux-contact-list (Termux:API needs the Contacts permission) and"
        " saves each number on the account with the same name, in any script and with or without ji / bhai /"
        " saheb. Doubtful matches are asked in one question: answer with the numbers that are right.")
    csync.add_argument("--yes", action="store_true", help="link only the sure matches; do not ask")
    csync.add_argument("--ask-owner", action="store_true",
                       help="send the question about doubtful matches to the owner's chat instead of asking here")

    ledger = sub.add_parser("ledger", help="contacts with balances, and the transactions")
    ledger.add_argument("name", nargs="?", default=None, help="only this contact")
    ledger.add_argument("--from", dest="date_from", default=None, metavar="D", help="from this day (YYYY-MM-DD)")
    ledger.add_argument("--to", dest="date_to", default=None, metavar="D", help="up to this day, inclusive")
    ledger.add_argument("--kind", default=None, metavar="K", help="only entries of this kind (sale, udhaar_given, ...)")
    ledger.add_argument("--json", action="store_true", help="one JSON object (rupees as numbers), for scripts")
    ledger.add_argument("--page", type=int, default=None, metavar="N",
                        help="lines per page on a terminal (default: the terminal's height)")

    sms = sub.add_parser("sms", help="bank SMS: parse, poll the inbox, import a dump")
    sms_sub = sms.add_subparsers(dest="sms_command", required=True, metavar="SMS_COMMAND")
    sms_sub.add_parser("parse", help="JSON lines in ({sender, body, received?}), one JSON line out each")
    sms_sub.add_parser("poll", help="one poll of the phone's inbox")
    imp = sms_sub.add_parser("import", help="ingest a termux-sms-list JSON dump")
    imp.add_argument("file", help="a JSON file as `termux-sms-list` prints it")

    sweep = sub.add_parser("sweep", help="run heartbeat sweeps once", add_help=False,
                           description="Runs heartbeat sweeps once, now (DHANDHA_NOW fixes the clock), and prints"
                           " each one's outcome. Exit 1 if a sweep failed, 2 for an unknown name.")
    sweep.add_argument("-h", "--help", action=_SweepHelp, help="show this help and every sweep")
    sweep.add_argument("name", help="a sweep name (see below), or 'all' for every one in order")

    sub.add_parser("brief", help="print today's morning briefing (the one sent, or as it stands now)")

    sim = sub.add_parser("simulate", help="a synthetic shop through the real chain and sweeps")
    sim.add_argument("--days", type=int, default=90, help="how many days to simulate (default 90)")
    sim.add_argument("--seed", type=int, default=1, help="which synthetic shop (the same seed, the same shop)")
    sim.add_argument("--json", action="store_true", help="the full report as JSON")

    doctor = sub.add_parser("doctor", help="operator checks (exit 0 healthy, 1 warnings, 2 failures)")
    doctor.add_argument("--json", action="store_true", help="the checks as JSON")
    doctor.add_argument("--offline", action="store_true", help="skip checks that need the network")
    doctor.add_argument("--fix", action="store_true", help="make the home 0700 and its files 0600")
    doctor.add_argument("--accept-lost", action="store_true",
                        help="after lost commits: take the books as they are as the new high-water mark")

    sub.add_parser("backup", help="an online, verified copy of the books")
    restore = sub.add_parser("restore", help="put a backup back in place (the current file is kept aside)")
    restore.add_argument("file", help="a backup file made by `dhandha backup`")
    export = sub.add_parser("export", help="the books as CSV files")
    export.add_argument("--out", default=None, help="folder (default: $DHANDHA_HOME/export-<date>)")
    usage = sub.add_parser("usage", help="LLM calls, tokens and rupees per day (or one day in detail)")
    usage.add_argument("--day", default=None, help="one day, YYYY-MM-DD: by provider, purpose and outcome")
    usage.add_argument("--json", action="store_true", help="per day (or the one day) as one JSON object")

    st = sub.add_parser("statement", help="one person's lines with running balance, and a document for them")
    st.add_argument("name", help="the person, as the books know them")
    st.add_argument("--from", dest="start", default=None, help="first day, YYYY-MM-DD")
    st.add_argument("--to", dest="end", default=None, help="last day, YYYY-MM-DD")
    st.add_argument("--json", action="store_true", help="the lines as JSON (amounts in rupees)")
    st.add_argument("--out", default=None, help="where to write the HTML document (default: under the home)")
    rem = sub.add_parser("reminders", help="reminders sent, what followed, what works for this shop")
    rem.add_argument("--json", action="store_true", help="the figures as JSON")

    bench = sub.add_parser("bench", help="performance figures on generated busy shops of 1, 3 and 10 years")
    bench.add_argument("--json", action="store_true", help="the figures as JSON")
    bench.add_argument("--quick", action="store_true", help="a smaller shop, for a smoke run")

    torture = sub.add_parser("torture", help="kills, faults and model-checked sequences against the books")
    torture.add_argument("--seconds", type=float, default=120, help="the time budget (default 120)")
    torture.add_argument("--seed", type=int, default=1, help="where the random kills and steps start")
    torture.add_argument("--json", action="store_true", help="the figures as JSON")
    return p


def _key(args: argparse.Namespace) -> str:
    sub = getattr(args, f"{args.command}_command", None)
    return args.command + (f" {sub}" if sub else "")


def resolve(args: argparse.Namespace) -> Callable[[argparse.Namespace], int]:
    key = _key(args)
    module_name, func_name = COMMANDS[key].split(":")
    func: Callable[[argparse.Namespace], int] = getattr(importlib.import_module(module_name), func_name)
    return func


# Commands that work on the home's books log to its log file; their own output stays readable.
LOGS_TO_FILE = frozenset({"run", "chat", "sweep", "brief", "sms poll", "sms import", "backup", "restore", "export",
                          "contacts"})


def _code_loaded() -> None:
    """What loading the code made is frozen out of the collector's scans, and the collector is back on."""
    import gc

    gc.freeze()
    gc.enable()


def main(argv: Sequence[str] | None = None) -> int:
    if argv is None:  # this process's own command line (a test or a tool passes its argv)
        import gc

        # Loading a command's code makes tens of thousands of objects and no garbage; scanning them over and
        # over took about 15 ms of a one-message chat's start. Held off until the command's module is loaded.
        gc.disable()
    words = sys.argv[1:] if argv is None else list(argv)
    named = words[0] if words and words[0] in {key.split()[0] for key in COMMANDS} else None
    args = build_parser(named).parse_args(argv)
    import os
    import sqlite3

    from dhandha.errors import OperatorError, explain

    os.umask(0o077)  # belt and braces: whatever this process creates is the owner's alone
    key = args.command + (f" {args.sms_command}" if args.command == "sms" else "")
    try:
        if key in LOGS_TO_FILE:
            from dhandha.app import setup_logging
            from dhandha.paths import ensure_home

            ensure_home()
            setup_logging()
        command = resolve(args)
        if argv is None:
            _code_loaded()
        return int(command(args) or 0)
    except OperatorError as exc:
        print(f"dhandha: {exc}", file=sys.stderr)
        return 2
    except (OSError, sqlite3.Error) as exc:
        line = explain(exc)
        if line is None:
            raise  # a bug: keep the traceback
        print(f"dhandha: {line}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
