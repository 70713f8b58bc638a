"""Doctor's checks of the phone around the books: is the daemon alive, and will Android let it live."""

from __future__ import annotations

import shutil
from datetime import timedelta

from dhandha import daemon_files, device
from dhandha.diagnosis import Check, Ctx
from dhandha.readable import ago as _ago

BEAT_MAX_SILENCE = timedelta(minutes=15)  # the heartbeat's sweeps run every 5 minutes
PHANTOM_KILLER_FROM = 12  # Android 12 kills "phantom" child processes of background apps

WAKE_HINT = "keep `termux-wake-lock` on (the service does it), or Android freezes the munshi with the screen off"
BATTERY_HINT = "Android Settings > Apps > Termux and Termux:API > Battery: Unrestricted"
PHANTOM_HINT = ("Android 12+ may kill the daemon as a 'phantom process': on Android 14+ turn on Developer "
                "options > Disable child process restrictions; on 12-13 run once from a computer "
                "`adb shell settings put global settings_enable_monitor_phantom_procs false`")


def check_daemon(ctx: Ctx) -> Check:
    """Who holds the books (the lock) and whether it still beats (the heartbeat file)."""
    holder = daemon_files.lock_holder()
    beat = daemon_files.last_beat()
    now = ctx.clock()
    if holder is None:
        if beat is None:
            return Check("daemon", "warn", "not running, and no daemon has run in this home yet: "
                         "`sv up dhandha` (or `dhandha run`)")
        return Check("daemon", "warn", f"not running (last heartbeat {_ago(now - beat.at)} from pid {beat.pid}): "
                     "`sv up dhandha`; `sv status dhandha` and the service log say why it stopped")
    who = f"pid {holder}" if holder > 0 else "a process"
    if beat is None or beat.pid != holder:
        return Check("daemon", "warn", f"{who} holds the books but has not beaten yet: starting, or stuck "
                     "before its heartbeat (`sv restart dhandha`)")
    if beat.at > now + timedelta(minutes=5):
        return Check("daemon", "warn", f"{who} holds the books; its last heartbeat is stamped "
                     f"{_ago(beat.at - now).replace(' ago', '')} in the future: the phone's clock jumped")
    silence = now - beat.at
    if silence > BEAT_MAX_SILENCE:
        return Check("daemon", "warn", f"{who} holds the books but last beat {_ago(silence)}: Android may have "
                     f"frozen it; {WAKE_HINT}; {BATTERY_HINT}")
    if beat.wake_lock is False:
        return Check("daemon", "warn", f"running as {who}, heartbeat {_ago(silence)}, but without a wake lock: "
                     f"{WAKE_HINT}")
    return Check("daemon", "ok", f"running as {who}, heartbeat {_ago(silence)}")


def check_phone(ctx: Ctx) -> Check:
    """What Android does to long-running Termux processes, and what to switch off."""
    release = device.android_release(ctx.device_timeout)
    hints = [BATTERY_HINT]
    if shutil.which("termux-wake-lock") is None:
        return Check("phone", "warn", "no termux-wake-lock: `pkg install termux-api`; " + "; ".join(hints))
    text = f"Android {release}" if release is not None else "Android version unknown"
    if release is not None and release >= PHANTOM_KILLER_FROM:
        hints.append(PHANTOM_HINT)
    return Check("phone", "ok", f"{text}; once, by hand: " + "; ".join(hints))

