"""Voice: Sarvam speech-to-text and text-to-speech over httpx, and ffmpeg to cut and convert audio.

The REST speech-to-text call takes at most 30 s of audio, so a longer note is cut with ffmpeg
into pieces under that and the pieces' transcripts are joined. Text-to-speech takes at most
2,500 characters a call; a longer reply is spoken in several pieces. Model names come from the
settings. Only fields the configured model accepts are sent (bulbul:v3 rejects pitch and
loudness, so they are never sent); a 400 that names an optional field we sent is retried once
without it. 429, 5xx and timeouts are retried with backoff; anything else is a SpeechError.
"""

from __future__ import annotations

import asyncio
import base64
import logging
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from dhandha.redact import redact
from dhandha.settings import Settings

log = logging.getLogger("dhandha.voice")

STT_MAX_SECONDS = 30
PIECE_SECONDS = 25  # pieces well under the limit: an Opus packet may run past a cut
TTS_MAX_CHARS = 2500
RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})

# Sarvam's BCP-47 codes and the languages the chain speaks.
_FROM_SARVAM = {"hi": "hi", "bn": "bn", "gu": "gu", "kn": "kn", "ml": "ml", "mr": "mr", "od": "or",
                "pa": "pa", "ta": "ta", "te": "te", "en": "en"}
_TO_SARVAM = {"hinglish": "hi-IN", "hi": "hi-IN", "bn": "bn-IN", "gu": "gu-IN", "kn": "kn-IN", "ml": "ml-IN",
              "mr": "mr-IN", "or": "od-IN", "pa": "pa-IN", "ta": "ta-IN", "te": "te-IN", "en": "en-IN"}


class SpeechError(Exception):
    """Speech-to-text or text-to-speech did not work. `retry_later`: the note is worth keeping."""

    def __init__(self, message: str, retry_later: bool) -> None:
        super().__init__(redact(message))
        self.retry_later = retry_later


@dataclass(frozen=True)
class Heard:
    text: str
    language: str | None  # the chain's language code, when Sarvam named one it speaks


def chain_language(sarvam_code: str | None, text: str) -> str | None:
    """hi-IN -> hi; Hindi written in Latin letters is the chain's 'hinglish'."""
    if not sarvam_code:
        return None
    lang = _FROM_SARVAM.get(sarvam_code.split("-")[0].lower())
    if lang == "hi" and text and sum(ch.isascii() and ch.isalpha() for ch in text) > len(text) / 2:
        return "hinglish"
    return lang


def sarvam_language(lang: str) -> str:
    return _TO_SARVAM.get(lang, "en-IN")


def ffmpeg() -> str | None:
    return shutil.which("ffmpeg")


class Sarvam:
    def __init__(self, settings: Settings, client: httpx.AsyncClient | None = None) -> None:
        assert settings.sarvam_api_key is not None
        self.settings = settings
        self.base = settings.sarvam_base_url.rstrip("/")
        self.client = client or httpx.AsyncClient(timeout=settings.sarvam_timeout_seconds)
        self._key = settings.sarvam_api_key.get_secret_value()

    async def aclose(self) -> None:
        await self.client.aclose()

    # -- speech to text ------------------------------------------------------------------------
    async def transcribe(self, audio: bytes, seconds: int | None, filename: str = "note.ogg") -> Heard:
        """The text of a note of any length (cut into pieces when over the REST limit)."""
        if seconds is not None and seconds > STT_MAX_SECONDS:
            pieces = await split(audio, PIECE_SECONDS)
        else:
            pieces = [audio]
        texts: list[str] = []
        codes: list[str] = []
        for i, piece in enumerate(pieces):
            body = await self._post_stt(piece, f"{i}-{filename}")
            texts.append(str(body.get("transcript") or "").strip())
            if body.get("language_code"):
                codes.append(str(body["language_code"]))
        text = " ".join(t for t in texts if t)
        return Heard(text, chain_language(codes[0] if codes else None, text))

    async def _post_stt(self, audio: bytes, filename: str) -> dict[str, Any]:
        fields: dict[str, str] = {"model": self.settings.sarvam_stt_model, "language_code": "unknown"}
        optional = {"mode": self.settings.sarvam_stt_mode} if self.settings.sarvam_stt_mode else {}

        async def call(extra: dict[str, str]) -> httpx.Response:
            return await self.client.post(f"{self.base}/speech-to-text", headers=self._headers(),
                                          data={**fields, **extra}, files={"file": (filename, audio, "audio/ogg")})

        return await self._with_retries(call, optional)

    # -- text to speech ------------------------------------------------------------------------
    async def speak(self, text: str, lang: str) -> list[bytes]:
        """WAV audio for the text, one piece per 2,500 characters at most."""
        out = []
        for chunk in chunks(text, TTS_MAX_CHARS):
            fields = {"text": chunk, "target_language_code": sarvam_language(lang),
                      "model": self.settings.sarvam_tts_model}
            optional = {"speaker": self.settings.sarvam_tts_speaker} if self.settings.sarvam_tts_speaker else {}

            async def call(extra: dict[str, str], fields: dict[str, str] = fields) -> httpx.Response:
                return await self.client.post(f"{self.base}/text-to-speech", headers=self._headers(),
                                              json={**fields, **extra})

            body = await self._with_retries(call, optional)
            audios = body.get("audios") or []
            if not audios:
                raise SpeechError("text-to-speech answered without audio", retry_later=False)
            out += [base64.b64decode(a) for a in audios]
        return out

    # -- plumbing ------------------------------------------------------------------------------
    def _headers(self) -> dict[str, str]:
        return {"api-subscription-key": self._key}

    async def _with_retries(self, call: Any, optional: dict[str, str], tries: int = 3) -> dict[str, Any]:
        extra = dict(optional)
        last = ""
        for attempt in range(tries):
            try:
                resp = await call(extra)
            except httpx.TimeoutException as exc:
                last = f"timed out ({type(exc).__name__})"
            except httpx.HTTPError as exc:
                last = f"network: {type(exc).__name__}"
            else:
                if resp.status_code == 200:
                    body: dict[str, Any] = resp.json()
                    return body
                last = f"HTTP {resp.status_code}: {resp.text[:200]}"
                if resp.status_code == 400:
                    named = [k for k in extra if k in resp.text]
                    if not named:
                        raise SpeechError(last, retry_later=False)
                    # The model does not take a field we sent: say it without that field.
                    log.warning("sarvam rejected %s; retrying without it", named)
                    for k in named:
                        extra.pop(k)
                    continue
                if resp.status_code not in RETRY_STATUSES:
                    raise SpeechError(last, retry_later=resp.status_code in (401, 403))
                retry_after = _retry_after(resp)
                if retry_after is not None and attempt + 1 < tries:
                    await asyncio.sleep(min(retry_after, 10.0))
                    continue
            if attempt + 1 < tries:
                await asyncio.sleep(0.5 * 2**attempt)
        raise SpeechError(last, retry_later=True)


def _retry_after(resp: httpx.Response) -> float | None:
    try:
        return float(resp.headers["retry-after"])
    except (KeyError, ValueError):
        return None


def chunks(text: str, limit: int) -> list[str]:
    """Pieces of at most `limit` characters, cut after a sentence or a line where one is near."""
    out = []
    rest = text.strip()
    while len(rest) > limit:
        window = rest[:limit]
        cut = max(window.rfind(". "), window.rfind("\n"), window.rfind("। "), window.rfind("? "))
        if cut < limit // 2:
            cut = window.rfind(" ")
        if cut <= 0:
            cut = limit - 1
        out.append(rest[: cut + 1].strip())
        rest = rest[cut + 1:].strip()
    if rest:
        out.append(rest)
    return out


# -- ffmpeg -------------------------------------------------------------------------------------
async def _ffmpeg(args: list[str], timeout: float = 60.0) -> None:
    exe = ffmpeg()
    if exe is None:
        raise SpeechError("ffmpeg is not installed", retry_later=False)
    proc = await asyncio.create_subprocess_exec(exe, "-hide_banner", "-loglevel", "error", "-y", *args,
                                                stdin=asyncio.subprocess.DEVNULL,
                                                stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    try:
        async with asyncio.timeout(timeout):
            _, err = await proc.communicate()
    except TimeoutError:
        proc.kill()
        await proc.wait()
        raise SpeechError("ffmpeg took too long", retry_later=False) from None
    if proc.returncode != 0:
        raise SpeechError(f"ffmpeg failed: {err.decode(errors='replace')[:200]}", retry_later=False)


async def split(audio: bytes, seconds: int) -> list[bytes]:
    """Cut a note into pieces of at most `seconds` (copying the Opus stream, no re-encoding)."""
    with tempfile.TemporaryDirectory(prefix="dhandha-voice-") as tmp:
        src = Path(tmp) / "note.ogg"
        src.write_bytes(audio)
        await _ffmpeg(["-i", str(src), "-f", "segment", "-segment_time", str(seconds), "-c", "copy",
                       str(Path(tmp) / "piece%03d.ogg")])
        return [p.read_bytes() for p in sorted(Path(tmp).glob("piece*.ogg")) if p.stat().st_size]


async def to_voice_note(wav: bytes) -> bytes:
    """WAV to OGG/Opus, the format Telegram shows as a voice bubble."""
    with tempfile.TemporaryDirectory(prefix="dhandha-voice-") as tmp:
        src, dst = Path(tmp) / "reply.wav", Path(tmp) / "reply.ogg"
        src.write_bytes(wav)
        await _ffmpeg(["-i", str(src), "-ac", "1", "-c:a", "libopus", "-b:a", "32k", str(dst)])
        return dst.read_bytes()
