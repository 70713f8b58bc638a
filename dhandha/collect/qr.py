"""A QR code of a UPI link, as PNG bytes, with segno (pure Python; its PNG writer needs only zlib)."""

from __future__ import annotations

import io
from pathlib import Path

from dhandha.collect.files import keep


def qr_png(data: str, scale: int = 6) -> bytes:
    import segno  # on first use: a reminder or a statement, never at start-up

    out = io.BytesIO()
    segno.make(data, error="m", micro=False).save(out, kind="png", scale=scale, border=4)
    return out.getvalue()


def qr_svg(data: str, scale: int = 4) -> str:
    """The same code as inline SVG, for a statement page that must stand alone."""
    import segno

    out = io.BytesIO()
    segno.make(data, error="m", micro=False).save(out, kind="svg", scale=scale, border=4, xmldecl=False,
                                                  svgns=True, nl=False)
    return out.getvalue().decode("utf-8")


def qr_file(data: str) -> Path:
    return keep("qr", ".png", qr_png(data))
