"""Fake Termux:API executables for tests: real programs on PATH, so the real subprocess code runs.

Each fake is a small Python script (run by this interpreter) written into a bin folder.
They behave like the real commands where dhandha depends on it:

termux-sms-list, by variant:
  "new"        Termux:API >= 0.51: `-t -l -o`, `--message-selection`, `--message-sort-order`,
               `--message-return-no-order-reverse` (both `--opt value` and `--opt=value`);
               default sort `date DESC`, offset/limit applied after sorting, printed reversed
               unless told not to; prints `_id`.
  "old"        the getopts script of old versions: any long option prints
               "termux-sms-list: illegal option --" and exits 1; pages with `-o`/`-l`;
               `ids=False` also drops `_id` and `address` like the oldest apps.
  "ignores-selection"  a new script in front of an old app: accepts the long options but
               ignores the selection and sort (answers newest first, like the old app).
  "hang"       never answers; starts a child that also hangs (its pid goes to
               $FAKE_TERMUX_PIDFILE) so tests can see the whole process group die.
  "permission" prints Termux:API's permission error JSON and exits 0, like the real app.
  "malformed"  prints truncated JSON.   "silent"  prints nothing.

termux-battery-status prints the fields it was written with (FULL_BATTERY, MINIMAL_BATTERY).
termux-sms-send records each message as a JSON line in $FAKE_SMS_SENT ("ok"), or hangs,
prints the permission error, or exits 1 ("fail").
termux-wake-lock / termux-wake-unlock just exit 0.
termux-notification-list prints the JSON list in $FAKE_NOTIFY_FILE ("ok"), or hangs, prints the
permission error, or prints truncated JSON ("malformed").
termux-contact-list prints the phone book in $FAKE_CONTACTS_FILE (a JSON list of {"name", "number"},
as the real command prints it), or hangs, prints the permission error, or truncated JSON.

The inbox is a JSON list in $FAKE_SMS_FILE, each message like termux-sms-list prints it
(`_id`, `address`, `body`, `received` "YYYY-MM-DD HH:MM:SS", optional `type`, default inbox).
Every call appends {"cmd", "args"} to $FAKE_TERMUX_LOG, so tests can see which flags were used.

Use:
    fake = FakeTermux(tmp_path)
    fake.sms_list("new")
    fake.set_inbox([sms(1, "VM-HDFCBK", "Rs 500 credited ...")])
    fake.install(monkeypatch)           # PATH and the FAKE_* variables
    device.sms_list(None, 100, timeout=2)
    fake.calls("termux-sms-list")      # [["-t", "inbox", ...], ...]
"""

from __future__ import annotations

import json
import os
import sys
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

FULL_BATTERY: dict[str, Any] = {
    "present": True, "technology": "Li-ion", "health": "GOOD", "plugged": "UNPLUGGED",
    "status": "DISCHARGING", "temperature": 31.5, "voltage": 3982, "current": -182000,
    "current_average": -176000, "percentage": 64, "level": 64, "scale": 100,
    "charge_counter": 2890000, "energy": None, "cycle": 211,
}
# What early Termux:API versions printed.
MINIMAL_BATTERY: dict[str, Any] = {
    "health": "GOOD", "percentage": 12, "plugged": "UNPLUGGED", "status": "DISCHARGING",
    "temperature": 30.0,
}

PERMISSION_ERROR = {
    "error": "Please grant the following permissions to use this command: "
             "android.permission.READ_SMS ,android.permission.READ_CONTACTS"
}

SMS_LIST_VARIANTS = ("new", "old", "ignores-selection", "hang", "permission", "malformed", "silent")


def sms(_id: int | None, address: str, body: str, received: str | None = None, *, type_: str = "inbox",
        base: datetime = datetime(2026, 11, 1, 9, 0, 0)) -> dict[str, Any]:
    """One inbox message as termux-sms-list prints it; `received` defaults to base + _id minutes."""
    when = received or (base + timedelta(minutes=_id or 0)).strftime("%Y-%m-%d %H:%M:%S")
    msg: dict[str, Any] = {"threadid": 1, "type": type_, "read": False, "address": address,
                           "number": address, "received": when, "body": body}
    if _id is not None:
        msg["_id"] = _id
    return msg


class FakeTermux:
    """A folder of fake termux-* executables plus the files they read and write."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.bin = self.root / "bin"
        self.bin.mkdir(parents=True, exist_ok=True)
        self.inbox_file = self.root / "inbox.json"
        self.log_file = self.root / "calls.jsonl"
        self.sent_file = self.root / "sent.jsonl"
        self.pid_file = self.root / "hung.pid"
        self.notify_file = self.root / "notifications.json"
        self.contacts_file = self.root / "contacts.json"

    # -- writing the fakes ------------------------------------------------------------
    def sms_list(self, variant: str = "new", *, ids: bool = True) -> Path:
        if variant not in SMS_LIST_VARIANTS:
            raise ValueError(f"unknown termux-sms-list variant {variant!r}")
        return self._write("termux-sms-list", variant, {"ids": ids})

    def battery(self, fields: dict[str, Any] | None = None, variant: str = "ok") -> Path:
        return self._write("termux-battery-status", variant,
                           {"fields": FULL_BATTERY if fields is None else fields})

    def sms_send(self, variant: str = "ok") -> Path:
        return self._write("termux-sms-send", variant, {})

    def notifications(self, variant: str = "ok") -> Path:
        return self._write("termux-notification-list", variant, {})

    def set_notifications(self, items: list[dict[str, Any]]) -> None:
        tmp = self.notify_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
        tmp.replace(self.notify_file)
    def contact_list(self, variant: str = "ok") -> Path:
        return self._write("termux-contact-list", variant, {})

    def set_contacts(self, contacts: list[tuple[str, str]]) -> None:
        """The phone book, as (name, number) pairs in the order the phone lists them."""
        self.contacts_file.write_text(json.dumps([{"name": n, "number": p} for n, p in contacts], ensure_ascii=False),
                                      encoding="utf-8")

    def wake_lock(self) -> None:
        self._write("termux-wake-lock", "ok", {})
        self._write("termux-wake-unlock", "ok", {})

    def all_ok(self) -> None:
        """A healthy phone: every command answers."""
        self.sms_list("new")
        self.battery()
        self.sms_send()
        self.wake_lock()

    def remove(self, command: str) -> None:
        (self.bin / command).unlink(missing_ok=True)

    def _write(self, command: str, variant: str, options: dict[str, Any]) -> Path:
        path = self.bin / command
        header = (f"#!{sys.executable} -S\n"
                  f"COMMAND = {command!r}\nVARIANT = {variant!r}\nOPTIONS = {json.dumps(options)!r}\n")
        path.write_text(header + _FAKE_BODY, encoding="utf-8")
        path.chmod(0o755)
        return path

    # -- the inbox and what the fakes saw ---------------------------------------------
    def set_inbox(self, messages: list[dict[str, Any]]) -> None:
        tmp = self.inbox_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(messages, ensure_ascii=False), encoding="utf-8")
        tmp.replace(self.inbox_file)

    def inbox(self) -> list[dict[str, Any]]:
        if not self.inbox_file.exists():
            return []
        data: list[dict[str, Any]] = json.loads(self.inbox_file.read_text(encoding="utf-8"))
        return data

    def add(self, *messages: dict[str, Any]) -> None:
        self.set_inbox(self.inbox() + list(messages))

    def env(self, *, only_fakes: bool = False) -> dict[str, str]:
        """The variables a process needs to use these fakes (merge into a subprocess env)."""
        path = str(self.bin) if only_fakes else f"{self.bin}{os.pathsep}{os.environ.get('PATH', '')}"
        return {"PATH": path, "FAKE_SMS_FILE": str(self.inbox_file), "FAKE_TERMUX_LOG": str(self.log_file),
                "FAKE_SMS_SENT": str(self.sent_file), "FAKE_TERMUX_PIDFILE": str(self.pid_file),
                "FAKE_NOTIFY_FILE": str(self.notify_file), "FAKE_CONTACTS_FILE": str(self.contacts_file)}

    def install(self, monkeypatch: Any, *, only_fakes: bool = True) -> None:
        """Point this process at the fakes. only_fakes: no real termux-* from the machine's PATH."""
        for key, value in self.env(only_fakes=only_fakes).items():
            monkeypatch.setenv(key, value)

    def calls(self, command: str | None = None) -> list[list[str]]:
        if not self.log_file.exists():
            return []
        rows = [json.loads(line) for line in self.log_file.read_text(encoding="utf-8").splitlines() if line]
        return [r["args"] for r in rows if command is None or r["cmd"] == command]

    def sent(self) -> list[dict[str, str]]:
        if not self.sent_file.exists():
            return []
        return [json.loads(line) for line in self.sent_file.read_text(encoding="utf-8").splitlines() if line]

    def hung_pid(self) -> int | None:
        try:
            return int(self.pid_file.read_text().strip())
        except (OSError, ValueError):
            return None


def process_gone(pid: int, within: float = 10.0) -> bool:
    """True when pid no longer runs (a zombie waiting for its reaper counts as gone). A killed process
    may take a moment to be torn down on a loaded machine: this waits for it, up to `within` seconds."""
    import time

    deadline = time.monotonic() + within
    while not _gone(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
        return state in ("Z", "X")
    except FileNotFoundError:
        return True
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False


# The program every fake runs; COMMAND, VARIANT and OPTIONS are set in its header.
_FAKE_BODY = r'''
import json, os, re, subprocess, sys, time

OPTIONS = json.loads(OPTIONS)
ARGS = sys.argv[1:]

log = os.environ.get("FAKE_TERMUX_LOG")
if log:
    with open(log, "a", encoding="utf-8") as f:
        f.write(json.dumps({"cmd": COMMAND, "args": ARGS}) + "\n")


def out(obj):
    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2) + "\n")


def hang():
    child = subprocess.Popen([sys.executable, "-S", "-c", "import time; time.sleep(600)"])
    pidfile = os.environ.get("FAKE_TERMUX_PIDFILE")
    if pidfile:
        with open(pidfile, "w") as f:
            f.write(str(child.pid))
    time.sleep(600)


PERMISSION = {"error": "Please grant the following permissions to use this command: "
                       "android.permission.READ_SMS ,android.permission.READ_CONTACTS"}

if VARIANT == "hang":
    hang()
if VARIANT == "permission":
    out(PERMISSION)
    sys.exit(0)
if VARIANT == "malformed":
    sys.stdout.write('[{"threadid": 3, "_id": 41, "body": "Rs.500 credited to a/c XX1234 by UPI ref 6312')
    sys.exit(0)
if VARIANT == "silent":
    sys.exit(0)
if VARIANT == "fail":
    sys.stderr.write(COMMAND + ": something went wrong\n")
    sys.exit(1)

if COMMAND in ("termux-wake-lock", "termux-wake-unlock"):
    sys.exit(0)

if COMMAND == "termux-notification-list":
    path = os.environ.get("FAKE_NOTIFY_FILE")
    items = []
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            items = json.load(f)
    out(items)
    sys.exit(0)

if COMMAND == "termux-contact-list":
    path = os.environ.get("FAKE_CONTACTS_FILE")
    contacts = []
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            contacts = json.load(f)
    out(contacts)
    sys.exit(0)

if COMMAND == "termux-battery-status":
    out(OPTIONS["fields"])
    sys.exit(0)

if COMMAND == "termux-sms-send":
    number, text, i = None, [], 0
    while i < len(ARGS):
        if ARGS[i] == "-n":
            number = ARGS[i + 1]; i += 2
        elif ARGS[i] == "-s":
            i += 2
        else:
            text.append(ARGS[i]); i += 1
    body = " ".join(text) if text else sys.stdin.read()
    if not number:
        sys.stdout.write("termux-sms-send: no recipient number given\n")
        sys.exit(1)
    with open(os.environ["FAKE_SMS_SENT"], "a", encoding="utf-8") as f:
        f.write(json.dumps({"number": number, "text": body}, ensure_ascii=False) + "\n")
    sys.exit(0)

# ------------------------------------------------------------------ termux-sms-list
TYPES = {"all": 0, "inbox": 1, "sent": 2, "draft": 3, "outbox": 4}
old = VARIANT == "old"
params = {"type": "inbox" if old else "all", "limit": 10, "offset": 0, "selection": None,
          "sort": "date DESC", "no_reverse": False}


def illegal(opt):
    sys.stdout.write("termux-sms-list: illegal option -%s\n" % opt)
    sys.exit(1)


LONG = {"--message-selection": "selection", "--message-sort-order": "sort", "--message-limit": "limit",
        "--message-offset": "offset", "--message-type": "type"}
i = 0
while i < len(ARGS):
    a = ARGS[i]
    if a.startswith("--"):
        if old:
            illegal("-")  # getopts sees '-' as the option letter
        name, eq, value = a.partition("=")
        if name == "--message-return-no-order-reverse":
            params["no_reverse"] = True; i += 1; continue
        if name in ("--help",):
            sys.stdout.write("Usage: termux-sms-list [command_options]\n"); sys.exit(0)
        if name not in LONG:
            sys.stderr.write("termux-sms-list: unrecognized option '%s'\n" % name); sys.exit(1)
        if not eq:
            if i + 1 >= len(ARGS):
                sys.stderr.write("termux-sms-list: option '%s' requires an argument\n" % name); sys.exit(1)
            value = ARGS[i + 1]; i += 1
        params[LONG[name]] = value
        i += 1
        continue
    if a in ("-d", "-n", "-c"):
        i += 1; continue
    if a in ("-t", "-l", "-o", "-f"):
        if i + 1 >= len(ARGS):
            sys.stdout.write("termux-sms-list: option requires an argument -- %s\n" % a[1]); sys.exit(1)
        key = {"-t": "type", "-l": "limit", "-o": "offset", "-f": "from"}[a]
        params[key] = ARGS[i + 1]; i += 2; continue
    if a == "-h":
        sys.stdout.write("Usage: termux-sms-list [-d] [-l limit] [-n] [-o offset] [-t type]\n"); sys.exit(0)
    if a.startswith("-"):
        illegal(a[1:2])
    sys.stdout.write("termux-sms-list: too many arguments\n"); sys.exit(1)

if params["type"] not in TYPES:
    sys.stdout.write("termux-sms-list: Unsupported type '%s'\n" % params["type"]); sys.exit(1)

path = os.environ.get("FAKE_SMS_FILE")
messages = []
if path and os.path.exists(path):
    with open(path, encoding="utf-8") as f:
        messages = json.load(f)
if params["type"] != "all":
    messages = [m for m in messages if m.get("type", "inbox") == params["type"]]


def column(m, col):
    if col == "date":
        return m.get("received", "")
    if col == "type":
        return TYPES.get(m.get("type", "inbox"), 0)
    if col == "_id" and m.get("_id") is not None:
        return int(m["_id"])  # the provider's column is an integer whatever the file says
    return m.get(col)


CLAUSE = re.compile(r"^\s*(\w+)\s*(==|=|!=|>=|<=|>|<)\s*('(?:[^']*)'|-?\d+)\s*$")


def matches(m, selection):
    for part in re.split(r"\s+and\s+", selection, flags=re.I):
        c = CLAUSE.match(part)
        if not c:
            sys.stderr.write("termux-sms-list: unsupported selection %r\n" % part); sys.exit(1)
        col, op, raw = c.groups()
        value = raw[1:-1] if raw.startswith("'") else int(raw)
        have = column(m, col)
        if have is None:
            return False
        ok = {"==": have == value, "=": have == value, "!=": have != value, ">": have > value,
              ">=": have >= value, "<": have < value, "<=": have <= value}[op]
        if not ok:
            return False
    return True


ignore = VARIANT == "ignores-selection"
if params["selection"] and not ignore and not old:
    messages = [m for m in messages if matches(m, params["selection"])]
sort = "date DESC" if ignore or old else params["sort"]
col, _, direction = sort.partition(" ")
messages.sort(key=lambda m: (column(m, col), int(m.get("_id") or 0)), reverse=direction.strip().upper() == "DESC")
off, lim = int(params["offset"]), int(params["limit"])
messages = messages[off:off + lim] if lim >= 0 else messages[off:]
if ignore or old or not params["no_reverse"]:
    messages.reverse()
if not OPTIONS.get("ids", True):
    messages = [{k: v for k, v in m.items() if k not in ("_id", "address")} for m in messages]
out(messages)
'''
