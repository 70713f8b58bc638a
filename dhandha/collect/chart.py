"""The week in a picture: sales, udhaar given and collections per day, as a PNG and as Unicode bars.

The PNG is drawn here, pixel by pixel, and written with zlib (a PNG is a few chunks around a deflated
pixel stream): no imaging library to install on the phone for seven groups of three bars. The dates
under the bars use a 3×5 digit font; the numbers themselves travel beside the picture, in its caption.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from dhandha.chain.turn import Answer
from dhandha.clock import day_bounds
from dhandha.deps import Deps
from dhandha.store import Store

# sales, udhaar given, collected: green, orange, blue (the caption names them in the same order)
COLOURS = ((46, 139, 87), (230, 126, 34), (52, 101, 164))
BLOCKS = " ▏▎▍▌▋▊▉█"
BAR_CELLS = 12
_DIGITS = {  # 3x5, row by row
    "0": "111101101101111", "1": "010110010010111", "2": "111001111100111", "3": "111001111001111",
    "4": "101101111001001", "5": "111100111001111", "6": "111100111101111", "7": "111001001001001",
    "8": "111101111101111", "9": "111101111001111",
}
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


@dataclass(frozen=True)
class Day:
    day: date
    sales: int
    udhaar: int
    collected: int


def week(store: Store, first: date, tz: str) -> list[Day]:
    out = []
    for i in range(7):
        d = first + timedelta(days=i)
        t = store.totals(*day_bounds(d, tz))
        out.append(Day(d, max(0, t.get("sale", 0)), max(0, t.get("udhaar_given", 0)),
                       max(0, t.get("payment_received", 0))))
    return out


def png(days: list[Day], width: int = 560, height: int = 300) -> bytes:
    """Three bars a day, scaled to the week's largest figure, with the day's date underneath."""
    px = bytearray(b"\xff" * (width * height * 3))

    def rect(x0: int, y0: int, x1: int, y1: int, rgb: tuple[int, int, int]) -> None:
        for y in range(max(0, y0), min(height, y1)):
            row = (y * width) * 3
            for x in range(max(0, x0), min(width, x1)):
                px[row + 3 * x: row + 3 * x + 3] = bytes(rgb)

    top, base, left = 16, height - 36, 16
    biggest = max([1] + [max(d.sales, d.udhaar, d.collected) for d in days])
    group = (width - 2 * left) // max(1, len(days))
    bar = max(4, (group - 12) // 3)
    rect(left, base, width - left, base + 2, (90, 90, 90))
    for i, d in enumerate(days):
        gx = left + i * group + 6
        for j, value in enumerate((d.sales, d.udhaar, d.collected)):
            h = round((base - top) * value / biggest)
            rect(gx + j * bar, base - h, gx + (j + 1) * bar - 1, base, COLOURS[j])
        _text(rect, str(d.day.day), gx + (3 * bar) // 2 - 7, base + 10, 3)
    return _encode(width, height, px)


def _text(rect: Any, s: str, x: int, y: int, scale: int) -> None:
    for k, ch in enumerate(s):
        glyph = _DIGITS.get(ch)
        if glyph is None:
            continue
        for idx, bit in enumerate(glyph):
            if bit == "1":
                cx, cy = x + k * 4 * scale + (idx % 3) * scale, y + (idx // 3) * scale
                rect(cx, cy, cx + scale, cy + scale, (40, 40, 40))


def _encode(width: int, height: int, px: bytearray) -> bytes:
    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    stride = width * 3
    raw = b"".join(b"\x00" + bytes(px[y * stride:(y + 1) * stride]) for y in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def bars(value: int, biggest: int, cells: int = BAR_CELLS) -> str:
    """A value as a Unicode bar of up to `cells` characters, in eighths."""
    if biggest <= 0 or value <= 0:
        return ""
    eighths = round(cells * 8 * value / biggest)
    return "█" * (eighths // 8) + (BLOCKS[eighths % 8] if eighths % 8 else "")


def caption(days: list[Day], lang: str) -> str:
    """The numbers beside the picture, each day with its sales bar (the console shows only this)."""
    from dhandha.lang.replies import render

    biggest = max([1] + [d.sales for d in days])
    rows = [{"label": f"{WEEKDAYS[d.day.weekday()]} {d.day.day:>2} {bars(d.sales, biggest):<{BAR_CELLS}}",
             "sales": d.sales, "udhaar": d.udhaar, "collected": d.collected} for d in days]
    return render("collect.week", lang, days=rows, sales=sum(d.sales for d in days),
                  udhaar=sum(d.udhaar for d in days), collected=sum(d.collected for d in days))


def week_answer(deps: Deps, lang: str, today: date) -> Answer:
    """The last seven days ending today: the caption as the reply, the chart as its photo."""
    from dhandha.collect.files import keep
    from dhandha.outgoing import Attachment

    days = week(deps.store, today - timedelta(days=6), deps.tz())
    path = keep("week", ".png", png(days))
    return Answer("", text=caption(days, lang), attachment=Attachment("photo", str(path), "week.png"))
