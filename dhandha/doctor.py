"""`dhandha doctor`: is this phone ready to keep the books? One line per check, worst wins.

Exit 0 when every check is ok, 1 when something deserves a look (warn), 2 when something
is broken (fail). Each check catches its own surprises: a doctor that crashes on the very
fault it should describe is no use to an operator on a shop counter.

Imports stay light (no openai, no telegram; httpx only for the online checks) so this runs
in a second on a phone even when the rest of the install is half broken.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict
from datetime import timedelta
from typing import Any

from dhandha import device, doctor_books, doctor_phone
from dhandha.clock import Clock, from_env, parse_instant
from dhandha.diagnosis import Check, Status
from dhandha.diagnosis import Ctx as _Ctx
from dhandha.errors import OperatorError
from dhandha.paths import home
from dhandha.readable import ago as _ago
from dhandha.readable import mb as _mb
from dhandha.settings import Settings, load_settings
from dhandha.store.peek import Peek

_RANK = {"ok": 0, "warn": 1, "fail": 2}
_MARK = {"ok": "✓", "warn": "!", "fail": "✗"}

HEARTBEAT_MAX_SILENCE = timedelta(hours=2)
OUTBOX_STUCK_AFTER = timedelta(minutes=15)
WAL_WARN_BYTES = 64 * 1024 * 1024
DISK_FAIL_BYTES = 50 * 1024 * 1024
DISK_WARN_BYTES = 200 * 1024 * 1024
BATTERY_LOW_PERCENT = 15
PRIVATE_STORAGE_HINT = "keep DHANDHA_HOME in Termux's own storage (the default ~/.dhandha)"
_SHARED_STORAGE = ("/sdcard", "/storage/", "/mnt/sdcard", "/mnt/media_rw", "/data/media")


# ------------------------------------------------------------------------------- the checks

def check_python(ctx: _Ctx) -> Check:
    v = sys.version_info
    text = f"{v.major}.{v.minor}.{v.micro}"
    if (v.major, v.minor) < (3, 11):
        return Check("python", "fail", f"{text}: dhandha needs Python 3.11 or newer (pkg upgrade python)")
    return Check("python", "ok", text)


def check_config(ctx: _Ctx) -> Check:
    if ctx.settings_error:
        return Check("config", "fail", ctx.settings_error)
    path = home() / "config.toml"
    return Check("config", "ok", str(path) if path.exists() else "no config.toml; defaults and DHANDHA_* variables")


def check_home(ctx: _Ctx) -> Check:
    h = home()
    try:
        real = str(h.resolve())
    except OSError:
        real = str(h)
    if any(real == p.rstrip("/") or real.startswith(p.rstrip("/") + "/") for p in _SHARED_STORAGE):
        return Check("home", "fail", f"{h} is on shared storage, which other apps can read and which does not "
                     f"lock SQLite files reliably: {PRIVATE_STORAGE_HINT}")
    if not h.exists():
        return Check("home", "warn", f"{h} does not exist yet (`dhandha init` creates it)")
    try:
        with tempfile.NamedTemporaryFile(dir=h, prefix=".doctor-"):
            pass
    except OSError as exc:
        return Check("home", "fail", f"{h} is not writable: {exc.strerror or exc}")
    return Check("home", "ok", str(h))


def check_disk(ctx: _Ctx) -> Check:
    where = home()
    while not where.exists() and where != where.parent:
        where = where.parent
    free = shutil.disk_usage(where).free
    books = ctx.db.stat().st_size if ctx.db.exists() else 0
    text = f"{_mb(free)} free; the books take {_mb(books)}"
    if free < DISK_FAIL_BYTES:
        return Check("disk", "fail", text + ": new entries may fail to save; free some space on the phone")
    if free < DISK_WARN_BYTES or free < 2 * books + DISK_FAIL_BYTES:
        return Check("disk", "warn", text + ": little room left for backups")
    return Check("disk", "ok", text)


def check_database(ctx: _Ctx) -> Check:
    from dhandha.store.base import migration_files

    if not ctx.db.exists():
        return Check("database", "warn", f"no books yet at {ctx.db} (`dhandha init` or the first message makes them)")
    known = len(migration_files())
    try:
        with Peek(ctx.db) as books:
            version = books.schema_version()
    except sqlite3.Error as exc:
        return Check("database", "fail", f"{ctx.db} does not open: {exc}; restore the last backup "
                     "(`dhandha restore FILE`)")
    ctx.db_readable = True
    if version > known:
        return Check("database", "fail", f"schema {version} is newer than this code ({known}): upgrade dhandha")
    if version < known:
        return Check("database", "warn", f"schema {version}, code {known}: migrates when dhandha next starts")
    ctx.db_ready = True
    return Check("database", "ok", f"{ctx.db} (schema {version})")


def check_balances(ctx: _Ctx) -> Check:
    with _store(ctx) as store:
        money = store.balance_mismatches()
        stock = store.stock_mismatches()
    if money or stock:
        parts = []
        if money:
            parts.append(f"{len(money)} contact balances differ from their entries (contacts "
                         f"{', '.join(str(m[0]) for m in money[:5])})")
        if stock:
            parts.append(f"{len(stock)} stock counts differ from their movements")
        return Check("balances", "fail", "; ".join(parts) + ": a bug; report it, the entries themselves are kept")
    return Check("balances", "ok", "every cached balance and stock count equals its entries")


def check_wal(ctx: _Ctx) -> Check:
    wal = ctx.db.with_name(ctx.db.name + "-wal")
    size = wal.stat().st_size if wal.exists() else 0
    if size > WAL_WARN_BYTES:
        return Check("wal", "warn", f"write-ahead log is {_mb(size)}: checkpoints are not keeping up "
                     "(a reader stuck open?); restarting the daemon folds it back")
    return Check("wal", "ok", f"write-ahead log {_mb(size)}")


def check_sweeps(ctx: _Ctx) -> Check:
    """The daemon's own sweeps; a `dhandha sweep` by hand is told apart and cannot hide a dead heartbeat."""
    with Peek(ctx.db) as books:
        latest = books.daemon_sweeps()
        manual = books.last_manual_sweep_at()
    now = ctx.clock()
    by_hand = f"; last run by hand {_ago(now - parse_instant(manual))}" if manual else ""
    if not latest:
        return Check("sweeps", "warn", "the daemon's heartbeat has not run a sweep yet: it runs inside "
                     f"`dhandha run`{by_hand}")
    last = max(parse_instant(r["started_at"]) for r in latest)
    failing = [r for r in latest if r["outcome"] == "failed"]
    if failing:
        said = "; ".join(f"{r['name']}: {(r['detail'] or 'failed')[:80]}" for r in failing[:3])
        return Check("sweeps", "warn", f"{len(failing)} sweep(s) failed on their last run: {said}")
    if now - last > HEARTBEAT_MAX_SILENCE:
        return Check("sweeps", "warn", f"the daemon's heartbeat last ran {_ago(now - last)}: is the daemon "
                     f"running? (`sv status dhandha`){by_hand}")
    return Check("sweeps", "ok", f"{len(latest)} sweeps by the daemon, last run {_ago(now - last)}, none "
                 f"failing{by_hand}")


def check_outbox(ctx: _Ctx) -> Check:
    cutoff = ctx.clock() - OUTBOX_STUCK_AFTER
    with Peek(ctx.db) as books:
        rows = books.outbox_unsent()
    stuck = [r for r in rows if r[0] == "pending" and parse_instant(r[1]) < cutoff]
    unknown = [r for r in rows if r[0] == "unknown"]
    failed = [r for r in rows if r[0] == "failed"]
    parts = []
    if stuck:
        parts.append(f"{len(stuck)} waiting over {int(OUTBOX_STUCK_AFTER.total_seconds() // 60)} min")
    if unknown:
        parts.append(f"{len(unknown)} whose fate is unknown (never resent on their own; the owner decides)")
    if failed:
        parts.append(f"{len(failed)} failed")
    if parts:
        return Check("outbox", "warn", "messages to the owner: " + ", ".join(parts))
    pending = sum(1 for r in rows if r[0] == "pending")
    return Check("outbox", "ok", f"nothing stuck ({pending} just queued)" if pending else "nothing stuck")


_TERMUX_TOOLS = ("termux-sms-list", "termux-sms-send", "termux-battery-status")


def check_termux(ctx: _Ctx) -> Check:
    missing = [t for t in _TERMUX_TOOLS if shutil.which(t) is None]
    if not missing:
        return Check("termux-api", "ok", "termux-sms-list, termux-sms-send, termux-battery-status found")
    fix = "install the Termux:API app and run `pkg install termux-api`"
    if not device.on_termux():
        if len(missing) == len(_TERMUX_TOOLS):
            return Check("termux-api", "warn", "not on a phone (no Termux:API tools): SMS reading and battery "
                         "checks are off")
        return Check("termux-api", "warn", f"missing {', '.join(missing)}: {fix}")
    return Check("termux-api", "fail", f"missing {', '.join(missing)}: {fix}")


def check_sms(ctx: _Ctx) -> Check:
    t = ctx.device_timeout
    try:
        mode = device.sms_mode(t)
        recent = device.sms_recent(1, t)
    except device.DeviceError as exc:
        return Check("sms", "fail", str(exc))
    if recent and recent[0].get("_id") is None:
        return Check("sms", "warn", "inbox readable, but this Termux:API gives no message ids, so new SMS "
                     "are found by content: update the Termux:API app and `pkg upgrade termux-api`")
    how = "reads new SMS by id" if mode == "selection" else "older Termux:API, reads the inbox page by page"
    return Check("sms", "ok", f"inbox readable ({how}; {len(recent)} latest seen)")


SMS_POLL_MAX_SILENCE = timedelta(hours=1)


def check_sms_poll(ctx: _Ctx) -> Check:
    """What the daemon's own SMS polls met, as the poller records it in kv."""
    from dhandha.store.sms import LAST_ERROR, LAST_POLL

    with Peek(ctx.db) as books:
        kv = books.kv_values((LAST_ERROR, LAST_POLL))
    if LAST_ERROR in kv:
        try:
            err = json.loads(kv[LAST_ERROR])
        except ValueError:
            err = {"message": kv[LAST_ERROR]}
        kind = err.get("kind")
        status: Status = "fail" if kind in ("permission", "missing") else "warn"
        when = f" at {err['at']}" if err.get("at") else ""
        return Check("sms-poll", status, f"the daemon's last SMS poll{when} failed: {err.get('message', '?')}")
    if LAST_POLL not in kv:
        return Check("sms-poll", "ok", "the daemon has not polled the inbox yet")
    age = ctx.clock() - parse_instant(kv[LAST_POLL])
    if age > SMS_POLL_MAX_SILENCE and shutil.which("termux-sms-list"):
        return Check("sms-poll", "warn", f"the inbox was last read {_ago(age)}: is the daemon running?")
    return Check("sms-poll", "ok", f"inbox last read {_ago(age)}")


def check_battery(ctx: _Ctx) -> Check:
    try:
        status = device.battery_status(ctx.device_timeout)
    except device.DeviceError as exc:
        return Check("battery", "warn", str(exc))
    pct = device.battery_percent(status)
    charging = device.is_charging(status)
    temp = status.get("temperature")
    text = ", ".join(filter(None, [
        f"{pct}%" if pct is not None else "charge unknown",
        {True: "charging", False: "on battery", None: ""}[charging],
        f"{temp:.0f}°C" if isinstance(temp, int | float) else "",
    ]))
    if pct is not None and pct < BATTERY_LOW_PERCENT and not charging:
        return Check("battery", "warn", text + ": plug the phone in, or Android may stop the daemon")
    if isinstance(temp, int | float) and temp >= 45:
        return Check("battery", "warn", text + ": the phone is hot")
    return Check("battery", "ok", text)


def check_telegram(ctx: _Ctx) -> Check:
    s = ctx.settings
    token = s.telegram_token.get_secret_value() if s.telegram_token else ""
    if not token:
        return Check("telegram", "warn", "no bot token: the munshi talks only on this terminal (`dhandha chat`); "
                     "set DHANDHA_TELEGRAM_TOKEN")
    if not re.fullmatch(r"\d{3,}:[A-Za-z0-9_-]{20,}", token):
        return Check("telegram", "warn", "the bot token does not look like one from @BotFather (digits:letters)")
    if ctx.offline:
        return Check("telegram", "ok", "token configured (not checked: --offline)")
    base = s.telegram_base_url.rstrip("/")
    answer = _http("GET", f"{base}/bot{token}/getMe")
    if isinstance(answer, str):
        return Check("telegram", "warn", f"could not reach {base} ({answer}); the bot retries when the network is back")
    status, body = answer
    if status == 200 and isinstance(body, dict) and body.get("ok"):
        user = (body.get("result") or {}).get("username") or "?"
        return Check("telegram", "ok", f"token accepted: @{user}")
    if status in (401, 404):
        return Check("telegram", "fail", f"Telegram rejected the token ({status}): get a fresh one from "
                     "@BotFather and set DHANDHA_TELEGRAM_TOKEN")
    return Check("telegram", "warn", f"{base} answered {status} to getMe")


def check_llm(ctx: _Ctx) -> Check:
    s = ctx.settings
    if s.llm_api_key is not None and s.llm_api_key.get_secret_value() and not s.llm_model:
        return Check("llm", "warn", "an API key but no model name: set DHANDHA_LLM_MODEL (README: provider presets); "
                     "until then the rules read alone")
    if not s.llm_enabled:
        return Check("llm", "ok", "not configured: the rules understand the common phrasings and ask about the "
                     "rest (set DHANDHA_LLM_API_KEY and DHANDHA_LLM_MODEL for free-form messages)")
    spend = _llm_spend(ctx)
    if spend.startswith("!"):
        return Check("llm", "warn", spend[1:])
    if ctx.offline:
        return Check("llm", "ok", f"configured, model {s.llm_model}; {spend} (not checked: --offline)")
    assert s.llm_api_key is not None
    base = (s.llm_base_url or "https://api.openai.com/v1").rstrip("/")
    headers = {"Authorization": f"Bearer {s.llm_api_key.get_secret_value()}"}
    answer = _http("GET", f"{base}/models", headers=headers)
    if not isinstance(answer, str) and answer[0] in (404, 405):
        # Some OpenAI-compatible servers have no model list: one token of chat instead.
        answer = _http("POST", f"{base}/chat/completions", headers=headers, json_body={
            "model": s.llm_model, "max_tokens": 1, "messages": [{"role": "user", "content": "ping"}]})
    if isinstance(answer, str):
        return Check("llm", "warn", f"could not reach {base} ({answer}): the rules keep the books meanwhile")
    status, body = answer
    if status in (401, 403):
        return Check("llm", "fail", f"{base} rejected the API key ({status}): check DHANDHA_LLM_API_KEY")
    if status != 200:
        return Check("llm", "warn", f"{base} answered {status}: the rules keep the books meanwhile")
    offered = [str(m["id"]) for m in (body.get("data") or []) if isinstance(m, dict) and m.get("id")] \
        if isinstance(body, dict) else []
    if offered and s.llm_model not in offered:
        return Check("llm", "warn", f"{base} does not offer model {s.llm_model} (it has {', '.join(offered[:5])})")
    return Check("llm", "ok", f"{base} answers; model {s.llm_model}; {spend}")


def _llm_spend(ctx: _Ctx) -> str:
    """Today's LLM spend against the cap, read-only; "!" first when the cap is reached."""
    cap = ctx.settings.llm_daily_cap_rupees
    if not ctx.db_ready:
        return f"daily cap ₹{cap:g}"
    from dhandha.clock import local_day

    with Peek(ctx.db) as books:
        day = local_day(ctx.clock(), books.owner_timezone() or "Asia/Kolkata").isoformat()
        calls, spent = books.llm_spend(day)
    text = f"today ₹{spent / 100_000:.2f} of the ₹{cap:g} cap ({calls} calls)"
    if cap > 0 and spent >= cap * 100_000:
        return "!" + text + ": the rules read alone until tomorrow (raise llm_daily_cap_rupees to change that)"
    return text


def check_tzdata(ctx: _Ctx) -> Check:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    zones = ["Asia/Kolkata"]
    if ctx.db_ready:
        try:
            with Peek(ctx.db) as books:
                tz = books.owner_timezone()
            if tz and tz not in zones:
                zones.append(tz)
        except sqlite3.Error:
            pass
    try:
        for z in zones:
            ZoneInfo(z)
    except (ZoneInfoNotFoundError, ValueError):
        return Check("tzdata", "fail", f"time zone {z} is unknown: `pip install tzdata` (Termux has no zone files)")
    try:
        import tzdata  # noqa: F401  (present: zones work even where the system has none)
        source = "tzdata package"
    except ImportError:
        source = "system zone files"
    return Check("tzdata", "ok", f"{', '.join(zones)} from {source}")


# The order the operator reads them in; each entry says when it applies.
CHECKS: tuple[tuple[Callable[[_Ctx], Check], Callable[[_Ctx], bool]], ...] = (
    (check_python, lambda c: True),
    (check_config, lambda c: True),
    (check_home, lambda c: True),
    (doctor_books.check_files, lambda c: True),
    (check_disk, lambda c: True),
    (check_database, lambda c: True),
    (doctor_books.check_integrity, lambda c: c.db_readable),
    (doctor_books.check_highwater, lambda c: c.db_ready),
    (check_balances, lambda c: c.db_ready),
    (check_wal, lambda c: c.db_readable),
    (doctor_books.check_backup, lambda c: True),
    (doctor_books.check_offsite, lambda c: True),
    (doctor_phone.check_daemon, lambda c: True),
    (check_sweeps, lambda c: c.db_ready),
    (check_outbox, lambda c: c.db_ready),
    (check_termux, lambda c: True),
    (check_sms, lambda c: shutil.which("termux-sms-list") is not None),
    (check_sms_poll, lambda c: c.db_ready),
    (check_battery, lambda c: shutil.which("termux-battery-status") is not None),
    (doctor_phone.check_phone, lambda c: device.on_termux()),
    (check_telegram, lambda c: True),
    (check_llm, lambda c: True),
    (check_tzdata, lambda c: True),
)


def run_checks(*, offline: bool, clock: Clock | None = None, fix: bool = False,
               accept_lost: bool = False) -> list[Check]:
    try:
        settings, error = load_settings(), None
    except OperatorError as exc:
        settings, error = Settings(), str(exc)
    ctx = _Ctx(offline=offline, clock=clock or from_env(), settings=settings, settings_error=error, fix=fix,
               accept_lost=accept_lost)
    results = []
    for check, applies in CHECKS:
        name = check.__name__.removeprefix("check_")
        try:
            if not applies(ctx):
                continue
            results.append(check(ctx))
        except Exception as exc:  # a check that breaks is itself a finding, not a crash
            results.append(Check(name, "fail", f"the check itself failed: {type(exc).__name__}: {exc}"))
    return _scrub(results, settings)


def overall(checks: list[Check]) -> Status:
    worst = max((_RANK[c.status] for c in checks), default=0)
    statuses: tuple[Status, ...] = ("ok", "warn", "fail")
    return statuses[worst]


def cmd_doctor(args: argparse.Namespace) -> int:
    checks = run_checks(offline=bool(getattr(args, "offline", False)), fix=bool(getattr(args, "fix", False)),
                        accept_lost=bool(getattr(args, "accept_lost", False)))
    status = overall(checks)
    if getattr(args, "json", False):
        print(json.dumps({"status": status, "checks": [asdict(c) for c in checks]}, ensure_ascii=False))
    else:
        for c in checks:
            print(f"{_MARK[c.status]} {c.name}: {c.detail}")
        warns = sum(c.status == "warn" for c in checks)
        fails = sum(c.status == "fail" for c in checks)
        summary = "healthy" if status == "ok" else ", ".join(
            p for p in (f"{fails} failing" if fails else "", f"{warns} to look at" if warns else "") if p)
        print(f"doctor: {summary}")
    return _RANK[status]


# ------------------------------------------------------------------------------- helpers

@contextmanager
def _store(ctx: _Ctx) -> Iterator[Any]:
    from dhandha.store import Store

    store = Store(ctx.db, ctx.clock)  # the schema is current (db_ready), so opening changes nothing
    try:
        yield store
    finally:
        store.close()


def _http(method: str, url: str, *, headers: dict[str, str] | None = None,
          json_body: dict[str, Any] | None = None) -> tuple[int, Any] | str:
    """(status, parsed JSON or None), or a short reason it could not be asked.

    Never returns the exception text: httpx puts the URL in it, and the Telegram URL holds
    the bot token.
    """
    import logging

    import httpx

    logging.getLogger("httpx").setLevel(logging.WARNING)  # request lines carry the token
    try:
        resp = httpx.request(method, url, headers=headers, json=json_body, timeout=10.0)
    except httpx.HTTPError as exc:
        return type(exc).__name__
    try:
        body = resp.json()
    except ValueError:
        body = None
    return resp.status_code, body


def _scrub(checks: list[Check], settings: Settings) -> list[Check]:
    """Belt and braces: no secret ever reaches the screen, whatever a check wrote."""
    secrets = [s.get_secret_value() for s in (settings.telegram_token, settings.llm_api_key,
                                              settings.sarvam_api_key) if s is not None]
    secrets = [s for s in secrets if len(s) >= 6]
    if not secrets:
        return checks
    out = []
    for c in checks:
        detail = c.detail
        for s in secrets:
            detail = detail.replace(s, "***")
        out.append(Check(c.name, c.status, detail))
    return out




__all__ = ["CHECKS", "Check", "cmd_doctor", "overall", "run_checks"]
