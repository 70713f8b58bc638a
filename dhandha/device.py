"""The phone, through Termux:API: read the SMS inbox, send an SMS, the phone book, battery, wake lock.

Every call is a real subprocess of a `termux-*` executable found on PATH. Termux:API
commands hang for ever when the Termux:API app is missing, asleep or being killed by the
phone's battery saver, so each call runs in its own process group with a timeout, and a
hung call is killed together with its children (the `termux-api` helper it spawns).

Everything that goes wrong becomes one `DeviceError` whose `kind` says what the operator
has to do: `missing` (install something), `timeout`, `permission` (grant it in Android
settings), `malformed` (the app answered something that is not JSON), `failed` (any other
refusal). Its message is written for the operator and `dhandha doctor` prints it as is.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
from dataclasses import dataclass
from typing import Any, Literal

from dhandha.errors import OperatorError

Kind = Literal["missing", "timeout", "permission", "malformed", "failed"]
SmsMode = Literal["selection", "paging"]

# What a fix looks like for each kind, said once so every caller gives the same advice.
_INSTALL_FIX = (
    "install the Termux:API app (from the same store as Termux) and run `pkg install termux-api`"
)
_PERMISSION_FIX = {
    "READ_SMS": "grant SMS permission to Termux:API (Android Settings > Apps > Termux:API > Permissions > SMS)",
    "SEND_SMS": "grant SMS permission to Termux:API (Android Settings > Apps > Termux:API > Permissions > SMS)",
    "READ_CONTACTS": "grant Contacts permission to Termux:API (Android Settings > Apps > Termux:API > "
    "Permissions > Contacts); termux-sms-list looks up sender names and `dhandha contacts sync` reads the phone book",
}


class DeviceError(OperatorError):
    """A Termux:API call that did not give a usable answer. `kind` says which way it failed."""

    def __init__(self, kind: Kind, command: str, message: str, *, output: str = "") -> None:
        super().__init__(message)
        self.kind: Kind = kind
        self.command = command
        self.output = output  # what the command printed, for the log and for the version probe


@dataclass(frozen=True)
class _Result:
    returncode: int
    stdout: str
    stderr: str


def _run(command: str, args: list[str], timeout: float, stdin_text: str | None = None) -> _Result:
    """Run one termux-* command; never leaves a process behind, whatever happens."""
    exe = shutil.which(command)
    if exe is None:
        raise DeviceError("missing", command, f"{command} is not installed (not on PATH): {_INSTALL_FIX}")
    try:
        # A new session makes the command the leader of its own process group, so a timeout
        # can kill the whole group: the shell script and the termux-api helper it started.
        proc = subprocess.Popen(
            [exe, *args],
            stdin=subprocess.PIPE if stdin_text is not None else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
    except OSError as exc:
        raise DeviceError("failed", command, f"{command} could not be started: {exc.strerror or exc}") from exc
    try:
        out, err = proc.communicate(
            None if stdin_text is None else stdin_text.encode("utf-8"), timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        raise DeviceError(
            "timeout", command,
            f"{command} did not answer within {timeout:g} s and was stopped: is the Termux:API app "
            "installed and allowed to run in the background (Android battery settings: unrestricted)?",
        ) from None
    finally:
        # Also on KeyboardInterrupt or a cancelled task: no orphan may keep the pipe open.
        if proc.returncode is None:
            _kill_group(proc)
    # The app writes UTF-8; a stray bad byte in one SMS must not hide the whole inbox.
    return _Result(proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.kill()
    except ProcessLookupError:
        pass
    proc.wait()
    # A grandchild that escaped the group could still hold the pipes: do not read them.
    for stream in (proc.stdout, proc.stderr, proc.stdin):
        if stream is not None:
            stream.close()


def _brief(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _permission_message(command: str, error: str) -> str:
    missing = re.findall(r"android\.permission\.([A-Z_]+)", error)
    fixes = list(dict.fromkeys(_PERMISSION_FIX.get(p, f"grant {p} to Termux:API") for p in missing))
    if not fixes:
        fixes = ["grant the permission Termux:API asks for in Android Settings > Apps > Termux:API"]
    return f"{command}: Termux:API is missing {', '.join(missing) or 'a permission'}: " + "; ".join(fixes)


def _json_answer(command: str, res: _Result) -> Any:
    """The command's JSON answer, or a DeviceError that says why there is none."""
    if res.returncode != 0:
        said = _brief(res.stderr or res.stdout) or "no output"
        raise DeviceError("failed", command, f"{command} failed (exit {res.returncode}): {said}",
                          output=res.stdout + res.stderr)
    text = res.stdout.strip()
    if not text:
        raise DeviceError("failed", command,
                          f"{command} gave no answer: is the Termux:API app installed? {_INSTALL_FIX}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeviceError("malformed", command,
                          f"{command} answered with something that is not JSON ({exc.msg} at char {exc.pos}): "
                          f"{_brief(text, 80)!r}", output=text) from None
    except (RecursionError, ValueError) as exc:  # nested too deep, an integer too long to read
        raise DeviceError("malformed", command, f"{command} answered with JSON that cannot be read: {exc}",
                          output=text[:200]) from None
    if isinstance(data, dict) and "error" in data:
        error = str(data["error"])
        if "permission" in error.lower():
            raise DeviceError("permission", command, _permission_message(command, error), output=text)
        raise DeviceError("failed", command, f"{command}: Termux:API said: {_brief(error)}", output=text)
    return data


def _call_json(command: str, args: list[str], timeout: float) -> Any:
    return _json_answer(command, _run(command, args, timeout))


# ------------------------------------------------------------------------------- SMS inbox
#
# Two generations of termux-sms-list exist in the wild:
#  - Termux:API >= 0.51 takes `--message-selection`, `--message-sort-order` and prints `_id`,
#    so "everything after the last _id we stored" is one exact query.
#  - Older ones only know `-o OFFSET -l LIMIT` over the inbox sorted newest first (their
#    getopts loop rejects any long option with "illegal option --" and exit 1), and the
#    oldest apps do not print `_id` at all.
# A script from one generation can also meet an app from the other (the app ignores the
# selection it does not know). So the version is probed by behaviour, not by a version
# string: ask for `_id < 0`, which an app that applies the selection answers with nothing.

_SMS_LIST = "termux-sms-list"
_SMS_MODE: dict[str, SmsMode] = {}  # resolved executable path -> mode, for this process
_USAGE_SIGNS = ("illegal option", "unrecognized option", "unknown option", "invalid option", "usage:")


def _looks_like_usage(err: DeviceError) -> bool:
    return err.kind == "failed" and any(s in err.output.lower() for s in _USAGE_SIGNS)


def sms_mode(timeout: float) -> SmsMode:
    """How this phone's termux-sms-list can be asked for new messages; probed once per process."""
    exe = shutil.which(_SMS_LIST)
    if exe is None:
        raise DeviceError("missing", _SMS_LIST, f"{_SMS_LIST} is not installed (not on PATH): {_INSTALL_FIX}")
    if exe in _SMS_MODE:
        return _SMS_MODE[exe]
    try:
        probe = _call_json(_SMS_LIST, ["-t", "inbox", "-l", "1", "--message-selection=_id < 0"], timeout)
    except DeviceError as err:
        if not _looks_like_usage(err):
            raise  # permission, timeout...: a real problem, and nothing learned about the version
        _SMS_MODE[exe] = "paging"
        return "paging"
    if not isinstance(probe, list):
        raise DeviceError("malformed", _SMS_LIST, f"{_SMS_LIST} answered with a JSON {type(probe).__name__}, "
                          "not a list of messages", output=json.dumps(probe)[:200])
    if probe:
        # The script passed the selection on but the app ignored it (an old app).
        _SMS_MODE[exe] = "paging"
        return "paging"
    # An empty answer from an app that applies selections, or an empty inbox. Only the first
    # is worth remembering; with an empty inbox the probe simply runs again next time.
    if _sms_list_raw(["-t", "inbox", "-l", "1"], timeout):
        _SMS_MODE[exe] = "selection"
    return "selection"


def sms_list(after_id: int | None, limit: int, timeout: float) -> list[dict[str, Any]]:
    """Inbox messages with `_id` > after_id (all when None), lowest `_id` first, at most `limit`.

    Lowest first, so a caller that stores them and moves its cursor to the last `_id` never
    skips a message, however many arrived. `timeout` bounds each termux-sms-list call.
    Each message is termux-sms-list's object with `_id` as an int and `address` filled in
    (old apps call it `number`). On the oldest apps, which print no `_id`, the answer is the
    newest `limit` messages, oldest first, without `_id`: the caller dedups by content.
    Apps older than 0.51 are read page by page from the newest message back, so each call
    costs one page per `max(limit, 50)` new messages, and only the newest 5000 are reachable.
    """
    if limit < 1:
        raise ValueError("limit must be at least 1")
    if sms_mode(timeout) == "selection":
        msgs = _by_selection(after_id, limit, timeout)
    else:
        msgs = _by_paging(after_id, limit, timeout)
    return msgs


def sms_recent(limit: int, timeout: float) -> list[dict[str, Any]]:
    """The newest `limit` inbox messages, oldest first; the same call on every app version."""
    msgs = _sms_list_raw(["-t", "inbox", "-l", str(limit)], timeout)
    return sorted(msgs, key=_order_key)


def _by_selection(after_id: int | None, limit: int, timeout: float) -> list[dict[str, Any]]:
    # `--opt=value`, the form the script's own help documents, as one argument.
    args = ["-t", "inbox", "-l", str(limit), "--message-sort-order=_id ASC", "--message-return-no-order-reverse"]
    if after_id is not None:
        args.append(f"--message-selection=_id > {int(after_id)}")
    msgs = _sms_list_raw(args, timeout)
    # Print order differs between versions; the answer is re-checked and re-sorted here so
    # the promise above does not depend on it.
    if after_id is not None:
        msgs = [m for m in msgs if m.get("_id") is None or m["_id"] > after_id]
    return sorted(msgs, key=_order_key)[:limit]


# Old apps: pages of the inbox, newest first. Walk back until a page reaches what the caller
# already has (an `_id` <= after_id), then one page more, because the inbox is sorted by date
# and a late-delivered SMS can carry an old date with a new `_id`.
_MAX_SCAN = 5000


def _by_paging(after_id: int | None, limit: int, timeout: float) -> list[dict[str, Any]]:
    page_size = max(limit, 50)
    found: dict[int, dict[str, Any]] = {}
    offset = 0
    extra_pages = 1
    while offset < _MAX_SCAN:
        page = _sms_list_raw(["-t", "inbox", "-o", str(offset), "-l", str(page_size)], timeout)
        if page and all(m.get("_id") is None for m in page):
            # An app that prints no `_id`: no cursor is possible, give the newest messages.
            return sorted(page, key=_order_key)[-limit:]
        reached_known = False
        for m in page:
            mid = m.get("_id")
            if mid is None:
                continue
            if after_id is not None and mid <= after_id:
                reached_known = True
            else:
                found[mid] = m
        if len(page) < page_size:
            break  # the start of the inbox
        if reached_known:
            if extra_pages == 0:
                break
            extra_pages -= 1
        offset += page_size
    return [found[k] for k in sorted(found)][:limit]


def _sms_list_raw(args: list[str], timeout: float) -> list[dict[str, Any]]:
    data = _call_json(_SMS_LIST, args, timeout)
    if not isinstance(data, list):
        raise DeviceError("malformed", _SMS_LIST,
                          f"{_SMS_LIST} answered with a JSON {type(data).__name__}, not a list of messages",
                          output=json.dumps(data)[:200])
    return [_normalise(m) for m in data]


def _normalise(m: Any) -> dict[str, Any]:
    # One odd message must not block the inbox: it passes on marked, and the SMS room refuses it
    # alone (a non-object is not a received SMS; a bad `_id` is named by "_bad_id").
    if not isinstance(m, dict):
        return {"type": "not a message"}
    msg = dict(m)
    if not isinstance(msg.get("body"), str):
        msg["body"] = ""  # Android keeps a few bodiless rows
    if "address" not in msg and "number" in msg:
        msg["address"] = msg["number"]
    raw_id = msg.get("_id")
    if raw_id is not None:
        if isinstance(raw_id, str) and raw_id.isascii() and raw_id.isdigit() and len(raw_id) <= 18:
            raw_id = int(raw_id)
        if isinstance(raw_id, int) and not isinstance(raw_id, bool) and 0 <= raw_id < 2**63:
            msg["_id"] = raw_id
        else:
            msg["_id"] = None
            msg["_bad_id"] = True
    return msg


def _order_key(m: dict[str, Any]) -> tuple[int, str]:
    return (m["_id"] if m.get("_id") is not None else -1, str(m.get("received", "")))


def forget_probe() -> None:
    """Forget what the version probe learned (after the operator updates Termux:API)."""
    _SMS_MODE.clear()


# --------------------------------------------------------------------------- send, battery

def sms_send(number: str, text: str, timeout: float) -> None:
    """Send one SMS. Never retried here: after a timeout or failure its fate is unknown.

    A DeviceError of kind `timeout` or `failed` may still have sent the message; the caller
    records the outbox row as `unknown` and asks the owner, instead of sending it again.
    The text goes through stdin so that a text starting with '-' is not read as an option.
    """
    if not re.fullmatch(r"\+?[0-9][0-9 -]{2,19}", number.strip()):
        raise ValueError(f"not a phone number: {number!r}")
    res = _run("termux-sms-send", ["-n", number.strip().replace(" ", "").replace("-", "")], timeout,
               stdin_text=text)
    if res.returncode != 0:
        raise DeviceError("failed", "termux-sms-send",
                          f"termux-sms-send failed (exit {res.returncode}): {_brief(res.stderr or res.stdout)}",
                          output=res.stdout + res.stderr)
    out = res.stdout.strip()
    if out.startswith("{"):
        _json_answer("termux-sms-send", res)  # raises on {"error": ...}


def notification_list(timeout: float) -> list[dict[str, Any]]:
    """The notifications now on the phone (termux-notification-list), each as Termux:API prints it.

    Needs Termux:API's notification access (Android Settings > Notification access); without it
    the app answers with an error, raised here as `permission`. An entry that is not an object is
    dropped: one odd notification must not hide the others.
    """
    data = _call_json("termux-notification-list", [], timeout)
    if not isinstance(data, list):
        raise DeviceError("malformed", "termux-notification-list",
                          f"termux-notification-list answered with a JSON {type(data).__name__}, not a list",
                          output=json.dumps(data)[:200])
    return [n for n in data if isinstance(n, dict)]


def battery_status(timeout: float) -> dict[str, Any]:
    """termux-battery-status as a dict. Every field is optional: old apps print fewer.

    Fields seen: percentage, level, scale, status, plugged, health, temperature, voltage,
    current, current_average, charge_counter, energy, cycle, present, technology.
    """
    data = _call_json("termux-battery-status", [], timeout)
    if not isinstance(data, dict):
        raise DeviceError("malformed", "termux-battery-status",
                          f"termux-battery-status answered with a JSON {type(data).__name__}, not an object")
    return data


def battery_percent(status: dict[str, Any]) -> int | None:
    """The charge in percent from whichever fields this app version printed, else None."""
    pct = status.get("percentage")
    if isinstance(pct, int | float) and not isinstance(pct, bool):
        return int(pct)
    level, scale = status.get("level"), status.get("scale")
    if isinstance(level, int | float) and isinstance(scale, int | float) and scale > 0:
        return round(100 * level / scale)
    return None


def is_charging(status: dict[str, Any]) -> bool | None:
    plugged, state = status.get("plugged"), status.get("status")
    if isinstance(state, str) and state:
        return state.upper() in ("CHARGING", "FULL")
    if isinstance(plugged, str) and plugged:
        return plugged.upper() not in ("UNPLUGGED", "PLUGGED_NONE")
    return None


# ------------------------------------------------------------------------------- phone book

def contact_list(timeout: float) -> list[dict[str, str]]:
    """The phone book as termux-contact-list prints it: one {"name", "number"} per number.

    A person with two numbers is two entries. Entries without a name or a number are dropped.
    Needs the Contacts permission for Termux:API (a `permission` DeviceError says where to grant it).
    """
    data = _call_json("termux-contact-list", [], timeout)
    if not isinstance(data, list):
        raise DeviceError("malformed", "termux-contact-list",
                          f"termux-contact-list answered with a JSON {type(data).__name__}, not a list of contacts",
                          output=json.dumps(data)[:200])
    out = []
    for c in data:
        name, number = (c.get("name"), c.get("number")) if isinstance(c, dict) else (None, None)
        if isinstance(name, str) and isinstance(number, str) and name.strip() and number.strip():
            out.append({"name": name.strip(), "number": number.strip()})
    return out


# ------------------------------------------------------------------------------- wake lock

def wake_lock(timeout: float = 5.0) -> bool:
    """Ask Android to keep the CPU awake for the daemon. Best effort: False when it could not."""
    return _best_effort("termux-wake-lock", timeout)


def wake_unlock(timeout: float = 5.0) -> bool:
    return _best_effort("termux-wake-unlock", timeout)


def _best_effort(command: str, timeout: float) -> bool:
    try:
        return _run(command, [], timeout).returncode == 0
    except DeviceError:
        return False


def on_termux() -> bool:
    """True inside Termux, where missing termux-* tools are a fault rather than a dev machine."""
    return bool(os.environ.get("TERMUX_VERSION")) or "com.termux" in os.environ.get("PREFIX", "")


def android_release(timeout: float = 5.0) -> int | None:
    """The Android major version (`getprop ro.build.version.release`), or None off a phone."""
    if shutil.which("getprop") is None:
        return None
    try:
        res = _run("getprop", ["ro.build.version.release"], timeout)
    except DeviceError:
        return None
    head = res.stdout.strip().split(".")[0]
    return int(head) if head.isdigit() else None
