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
    from dhandha import device
    from dhandha.sms.poller import poll_once

    # The battery first: an SMS failure must not also cost us the battery reading.
    parts: list[str] = [_battery(deps, device)]
    result = poll_once(deps)
    produced = int(result.stored or 0)
    parts.append(result.line())
    if deps.settings.upi_notifications:
        from dhandha.collect.notices import poll

        got = poll(deps)
        parts.append(f"upi apps: {got}" if isinstance(got, str)
                     else "upi apps: " + (", ".join(f"{k} {v}" for k, v in got.items() if v) or "nothing new"))
    return Outcome(produced, "; ".join(parts))


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
