"""Collect sweep: what the phone knows that the books do not yet — the battery, and new bank SMS.

Both parts belong to other modules (dhandha.device, dhandha.sms.poller) and are imported when
the sweep runs, so a build without them still has a heartbeat; a part that is missing is
reported, not failed.
"""

from __future__ import annotations

import json

from dhandha.brain.outcome import Outcome
from dhandha.clock import iso
from dhandha.deps import Deps


def sweep(deps: Deps) -> Outcome:
    parts: list[str] = []
    missing = 0
    # The battery first: an SMS failure must not also cost us the battery reading.
    try:
        from dhandha import device
    except ImportError:
        parts.append("battery: no device module")
        missing += 1
    else:
        parts.append(_battery(deps, device))
    try:
        from dhandha.sms.poller import poll_once
    except ImportError:
        parts.append("sms: no poller in this build")
        missing += 1
        produced = 0
    else:
        result = poll_once(deps)
        produced = int(getattr(result, "stored", 0) or 0)
        line = getattr(result, "line", None)
        parts.append(line() if callable(line) else f"sms: {result}")
    if deps.settings.upi_notifications:
        from dhandha.collect.notices import poll

        got = poll(deps)
        parts.append(f"upi apps: {got}" if isinstance(got, str)
                     else "upi apps: " + (", ".join(f"{k} {v}" for k, v in got.items() if v) or "nothing new"))
    return Outcome(produced, "; ".join(parts), skipped=missing == 2)


def _battery(deps: Deps, device) -> str:  # noqa: ANN001 - the dhandha.device module
    try:
        status = device.battery_status(deps.settings.device_timeout_seconds)
    except device.DeviceError as exc:
        return f"battery: {exc}"
    pct = device.battery_percent(status)
    charging = device.is_charging(status)
    with deps.store.tx():
        deps.store.kv_set("battery", json.dumps({"percent": pct, "charging": charging, "at": iso(deps.clock()),
                                                 "temperature": status.get("temperature")}))
    return f"battery: {pct if pct is not None else '?'}%{' charging' if charging else ''}"
