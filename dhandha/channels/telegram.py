"""The Telegram channel: long polling through python-telegram-bot, each update into the chain once,
replies out through the outbox. Only the daemon imports this module (it imports `telegram`).

The order of one update: read it (owner, stranger, group, pairing), run its turn, which queues the
reply in the transaction that closes the input, send what is due, and only then move the update
offset on. Telegram forgets an update once a later offset confirms it, so an update whose effects
are not yet committed is never confirmed: after a crash it comes again, and the input key makes
the second delivery a duplicate of the first.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

from telegram import Bot, BotCommand, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.constants import ChatAction
from telegram.error import BadRequest, Forbidden, RetryAfter, TelegramError

from dhandha.chain.turn import Choice, Message
from dhandha.channels import buttons
from dhandha.channels.telegram_updates import COMMANDS, Incoming, read
from dhandha.channels.voice import Sarvam, SpeechError, ffmpeg, to_voice_note
from dhandha.clock import iso, local_day
from dhandha.deps import Deps
from dhandha.lang.replies import render
from dhandha.outbox import SendLater, SendRefused, flush
from dhandha.outgoing import Button, Outgoing
from dhandha.paths import home

log = logging.getLogger("dhandha.telegram")

# python-telegram-bot reads this on each use: durations come as timedelta, without deprecation noise.
os.environ.setdefault("PTB_TIMEDELTA", "true")

QUEUES = ("owner", "telegram")  # what the daemon sends: the bot's own messages and its replies
OFFSET_KEY = "telegram:offset"
PAIRING_TRIES_KEY = "telegram:pairing_tries"
MAX_PAIRING_TRIES = 10  # then the code is void and `dhandha init` prints a new one
TEXT_LIMIT = 4096
CAPTION_LIMIT = 1024
VOICE_RETRY_MINUTES = 10
HEALTH_LINES = 6  # /doctor names at most this many checks; `dhandha doctor` has the details
ALLOWED_UPDATES = ["message", "edited_message", "callback_query", "my_chat_member"]


class TelegramChannel:
    """Sends one outgoing message through the Bot API; a Channel for the outbox."""

    def __init__(self, bot: Bot, deps: Deps, sarvam: Sarvam | None) -> None:
        self.bot = bot
        self.deps = deps
        self.sarvam = sarvam
        self._key: bytes | None = None

    def button_key(self) -> bytes:
        if self._key is None:
            self._key = buttons.secret(self.deps.store)
        return self._key

    async def send(self, chat_id: str, out: Outgoing) -> str | None:
        try:
            if out.speak:
                return await self._speak(chat_id, out)
            if out.attachment is not None:
                return await self._file(chat_id, out)
            return await self._text(chat_id, out.text, self._markup(chat_id, out.buttons))
        except RetryAfter as exc:
            raise SendLater("Telegram flood control", _seconds(exc.retry_after)) from None
        except Forbidden as exc:
            # The owner blocked the bot, or left the chat: keep the message and try much later.
            raise SendLater(f"forbidden: {exc.message}", 600) from None
        except BadRequest as exc:
            raise SendRefused(exc.message) from None

    async def _text(self, chat_id: str, text: str, markup: InlineKeyboardMarkup | None) -> str:
        pieces = _pieces(text or "…", TEXT_LIMIT)
        sent = None
        for i, piece in enumerate(pieces):
            last = i == len(pieces) - 1
            sent = await self.bot.send_message(chat_id, piece, reply_markup=markup if last else None)
        assert sent is not None
        return str(sent.message_id)

    async def _file(self, chat_id: str, out: Outgoing) -> str:
        att = out.attachment
        assert att is not None
        path = Path(att.path)
        if not path.is_file():
            raise SendRefused(f"the file to send is gone: {path.name}")
        caption = out.text if len(out.text) <= CAPTION_LIMIT else None
        if out.text and caption is None:
            await self._text(chat_id, out.text, None)
        markup = self._markup(chat_id, out.buttons)
        send: Any = {"voice": self.bot.send_voice, "audio": self.bot.send_audio,
                "document": self.bot.send_document, "photo": self.bot.send_photo}[att.kind]
        with path.open("rb") as fh:
            kwargs: dict[str, Any] = {"caption": caption, "reply_markup": markup}
            if att.kind in ("document", "audio") and att.filename:
                kwargs["filename"] = att.filename
            msg = await send(chat_id, fh, **kwargs)
        return str(msg.message_id)

    async def _speak(self, chat_id: str, out: Outgoing) -> str:
        """The reply aloud: Sarvam's WAV as an OGG/Opus voice bubble, or as audio without ffmpeg."""
        if self.sarvam is None:
            raise SendRefused("no text-to-speech configured")
        try:
            wavs = await self.sarvam.speak(out.text, out.speak or self.deps.language())
        except SpeechError as exc:
            raise SendRefused(f"text-to-speech: {exc}") from None  # the written reply already went
        ref = ""
        for wav in wavs:
            if ffmpeg() is not None:
                try:
                    ogg = await to_voice_note(wav)
                except SpeechError as exc:
                    log.warning("could not convert the spoken reply: %s", exc)
                else:
                    ref = str((await self.bot.send_voice(chat_id, ogg)).message_id)
                    continue
            ref = str((await self.bot.send_audio(chat_id, wav, filename="reply.wav")).message_id)
        return ref

    def _markup(self, chat_id: str, rows: tuple[tuple[Button, ...], ...]) -> InlineKeyboardMarkup | None:
        if not rows:
            return None
        key = self.button_key()
        keyboard = []
        for row in rows:
            line = []
            for b in row:
                if b.url:
                    line.append(InlineKeyboardButton(b.label, url=b.url))
                else:
                    line.append(InlineKeyboardButton(b.label, callback_data=buttons.seal(key, chat_id, str(b.data))))
            keyboard.append(line)
        return InlineKeyboardMarkup(keyboard)


class Desk:
    """Where updates are read and answered, one at a time, in the order Telegram gave them."""

    def __init__(self, deps: Deps, channel: TelegramChannel, wake_outbox: asyncio.Event) -> None:
        self.deps = deps
        self.channel = channel
        self.bot = channel.bot
        self.wake_outbox = wake_outbox
        self._strangers_logged: set[tuple[str, str]] = set()

    # -- the loop ------------------------------------------------------------------------------
    async def serve(self, stop: asyncio.Event) -> None:
        """Poll until told to stop; a turn under way is finished first, never cut."""
        offset = int(self.deps.store.kv_get(OFFSET_KEY, "0") or 0)
        told = offset  # the offset Telegram has surely seen (a poll that carried it came back)
        failures = 0
        poll = self.deps.settings.telegram_poll_seconds
        while not stop.is_set():
            fetch = asyncio.create_task(self.bot.get_updates(
                offset=offset or None, timeout=poll, allowed_updates=ALLOWED_UPDATES,
                read_timeout=poll + 15))
            stopping = asyncio.create_task(stop.wait())
            done, _ = await asyncio.wait({fetch, stopping}, return_when=asyncio.FIRST_COMPLETED)
            stopping.cancel()
            if fetch not in done:
                fetch.cancel()
                with contextlib.suppress(BaseException):
                    await fetch
                break
            try:
                updates = fetch.result()
            except TelegramError as exc:
                failures += 1
                wait = min(30.0, 2.0 ** min(failures, 5))
                log.warning("getUpdates failed (%s: %s); again in %.0f s", type(exc).__name__, exc, wait)
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(wait):
                        await stop.wait()
                continue
            failures = 0
            told = offset
            for update in updates:
                if update.update_id < offset:
                    continue  # confirmed before; Telegram sent it again
                await self.handle(update)
                offset = update.update_id + 1
                with self.deps.store.tx():
                    self.deps.store.kv_set(OFFSET_KEY, str(offset))
                if stop.is_set():
                    break
        if offset > told:
            await self._confirm(offset)

    async def _confirm(self, offset: int) -> None:
        """Tell Telegram, before stopping, that everything below `offset` is done with."""
        with contextlib.suppress(TelegramError, TimeoutError):
            async with asyncio.timeout(2):
                await self.bot.get_updates(offset=offset, timeout=0, limit=1, allowed_updates=ALLOWED_UPDATES)

    async def handle(self, update: Any) -> None:
        """One update, all its effects committed when this returns."""
        owner = self.deps.owner_chat if self.deps.owner_chat != "console" else None
        got = read(update, owner)
        try:
            if got.kind == "group":
                await self._leave(got)
            elif got.kind == "stranger":
                self._ignore(got)
            elif got.kind == "pairing":
                await self._pair(got)
            elif got.kind == "press":
                await self._press(got)
            elif got.kind == "voice":
                await self._voice(got)
            elif got.kind == "unsupported":
                await self._say(got, render("telegram.unsupported", self.deps.language()))
            elif got.kind == "text" and got.command == "doctor":
                await self._health(got)
            elif got.kind == "text" and not await self._setting_up(got):
                await self._turn(got, self._message(got))
        except TelegramError as exc:
            # The update's own Telegram calls (a file download, leaving a group) failed: the
            # chain's effects, if any, are committed; log and move on rather than loop on it.
            log.warning("update %s: Telegram said %s: %s", update.update_id, type(exc).__name__, exc)
        self.wake_outbox.set()

    # -- what each kind of update does -----------------------------------------------------------
    def _message(self, got: Incoming, text: str | None = None, source: str = "telegram",
                 language: str | None = None) -> Message:
        return Message(text=text if text is not None else got.text, chat_id=got.chat_id, channel="telegram",
                       input_key=got.input_key, source=source, language_hint=language, forwarded=got.forwarded,
                       edit_of=got.edit_of, command=got.command, args=got.args)

    async def _setting_up(self, got: Incoming) -> bool:
        """The first conversation after pairing, and the phone-book question: answered before the chain."""
        from dhandha.ledger.book import Where
        from dhandha.onboarding import conversation
        from dhandha.phonebook import sync

        if got.command or got.forwarded or got.edit_of:
            return False
        store, deps = self.deps.store, self.deps
        heard = conversation.hear(store, got.text, input_key=got.input_key)
        if heard is not None:
            await self._say(got, heard.text)
            return True
        linked = sync.hear(store, got.text, Where(source="telegram", key=got.input_key, at=deps.clock(), tz=deps.tz()),
                           deps.language())
        if linked is not None:
            await self._say(got, linked)
            return True
        return False

    async def _health(self, got: Incoming) -> None:
        """/doctor: the operator's checks, offline, as one short line (or the few that need a look)."""
        from dhandha.doctor import run_checks

        checks = await asyncio.to_thread(run_checks, offline=True, clock=self.deps.clock)
        lang = self.deps.language()
        issues = [c.name for c in checks if c.status != "ok"]
        await self._say(got, render("telegram.health_issues", lang, lines=issues[:HEALTH_LINES]) if issues
                        else render("telegram.health_ok", lang))

    async def _turn(self, got: Incoming, message: Message) -> None:
        from dhandha.chain.pipeline import run_turn

        async with self._typing(got.chat_id):
            await run_turn(self.deps, message)

    async def _press(self, got: Incoming) -> None:
        press = buttons.open_press(self.channel.button_key(), got.chat_id, got.callback_data)
        if press is None:
            log.warning("a button press that was altered or not ours, from chat %s", got.chat_id)
            await self._answer_press(got, render("telegram.bad_button", self.deps.language()))
            return
        await self._answer_press(got, None)
        if got.message_id is not None:
            # One press per question: the buttons go, so a second tap cannot reach the chain.
            with contextlib.suppress(TelegramError):
                await self.bot.edit_message_reply_markup(got.chat_id, got.message_id, reply_markup=None)
        await self._turn(got, Message(text="", chat_id=got.chat_id, channel="telegram", input_key=got.input_key,
                                      source="telegram", choice=Choice(nonce=press.nonce, option=press.option)))

    async def _answer_press(self, got: Incoming, text: str | None) -> None:
        if got.callback_id:
            with contextlib.suppress(TelegramError):
                await self.bot.answer_callback_query(got.callback_id, text=text, show_alert=bool(text))

    async def _voice(self, got: Incoming) -> None:
        lang = self.deps.language()
        sarvam = self.channel.sarvam
        if sarvam is None:
            await self._say(got, render("telegram.type_it", lang))
            return
        if self.deps.store.outbox_by_key(f"reply:{got.input_key}") is not None:
            return  # this note was answered before (a redelivery)
        async with self._typing(got.chat_id, ChatAction.RECORD_VOICE):
            note = await self._download(got)
            try:
                heard = await sarvam.transcribe(note.read_bytes(), got.seconds)
            except SpeechError as exc:
                await self._not_heard(got, note, exc)
                return
        await self._heard(got, heard.text, heard.language)

    async def _heard(self, got: Incoming, text: str, language: str | None) -> None:
        if not _sounds_like_words(text):
            # Empty or garbled: asked about, never booked.
            await self._say(got, render("telegram.not_heard", self.deps.language()))
            return
        await self._turn(got, self._message(got, text=text, source="voice", language=language))

    async def _not_heard(self, got: Incoming, note: Path, exc: SpeechError) -> None:
        lang = self.deps.language()
        log.warning("voice note %s not heard: %s", got.input_key, exc)
        if exc.retry_later:
            with self.deps.store.tx():
                self.deps.store.voice_keep(got.input_key, got.chat_id, str(note), got.seconds, str(exc),
                                           iso(self.deps.clock() + timedelta(minutes=VOICE_RETRY_MINUTES)))
            await self._say(got, render("telegram.voice_later", lang))
        elif "ffmpeg" in str(exc):
            await self._say(got, render("telegram.voice_too_long", lang))
        else:
            await self._say(got, render("telegram.not_heard", lang))

    async def retry_voice_notes(self) -> int:
        """Notes kept when Sarvam could not hear them: try again, and answer the ones heard now."""
        sarvam = self.channel.sarvam
        if sarvam is None:
            return 0
        done = 0
        for row in self.deps.store.voice_due():
            got = Incoming("voice", row["chat_id"], sender=row["chat_id"], input_key=row["input_key"],
                           seconds=row["seconds"])
            path = Path(row["path"])
            try:
                heard = await sarvam.transcribe(path.read_bytes(), got.seconds)
            except (SpeechError, OSError) as exc:
                retry = isinstance(exc, SpeechError) and exc.retry_later and int(row["attempts"]) < 6
                with self.deps.store.tx():
                    if retry:
                        self.deps.store.voice_keep(got.input_key, got.chat_id, str(path), got.seconds, str(exc),
                                                   iso(self.deps.clock() + timedelta(minutes=VOICE_RETRY_MINUTES)))
                    else:
                        self.deps.store.voice_done(got.input_key, "given_up", str(exc))
                continue
            with self.deps.store.tx():
                self.deps.store.voice_done(got.input_key, "heard")
            retry_got = Incoming("voice", got.chat_id, sender=got.sender, input_key=f"{got.input_key}:retry",
                                 seconds=got.seconds)
            await self._heard(retry_got, heard.text, heard.language)
            done += 1
        return done

    async def _download(self, got: Incoming) -> Path:
        folder = home() / "voice"
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        path = folder / (got.input_key.replace(":", "_") + ".ogg")
        if not path.exists():
            tg_file = await self.bot.get_file(str(got.file_id))
            data = await tg_file.download_as_bytearray()
            tmp = path.with_suffix(".part")
            tmp.write_bytes(bytes(data))
            tmp.chmod(0o600)
            tmp.replace(path)
        return path

    async def _say(self, got: Incoming, text: str) -> None:
        """A reply that needs no chain turn (voice trouble, an unsupported message): once per input."""
        with self.deps.store.tx():
            self.deps.store.outbox_put(f"reply:{got.input_key}", "telegram", got.chat_id, "reply", text)
        await flush(self.deps, ("telegram",), got.chat_id)

    async def _leave(self, got: Incoming) -> None:
        log.info("added to group %s (by %s); leaving", got.chat_id, got.sender)
        with contextlib.suppress(TelegramError):
            await self.bot.leave_chat(got.chat_id)

    def _ignore(self, got: Incoming) -> None:
        """A stranger: no reply, no chain, no read of the books; one log line per sender per day."""
        day = local_day(self.deps.clock(), self.deps.tz()).isoformat()
        if (got.sender, day) not in self._strangers_logged:
            self._strangers_logged.add((got.sender, day))
            log.info("ignored a message from %s in chat %s (not the owner)", got.sender or "?", got.chat_id)

    async def _pair(self, got: Incoming) -> None:
        store = self.deps.store
        code = store.owner()["pairing_code"]
        if not code or got.text != code:
            with store.tx():
                tries = int(store.kv_get(PAIRING_TRIES_KEY, "0") or 0) + 1
                store.kv_set(PAIRING_TRIES_KEY, str(tries))
                if tries >= MAX_PAIRING_TRIES and code:
                    store.owner_update(pairing_code=None)
                    log.warning("pairing code voided after %d wrong tries; run `dhandha init` for a new one", tries)
            self._ignore(got)
            return
        with store.tx():
            store.owner_update(chat_id=got.chat_id, pairing_code=None)
            store.kv_set(PAIRING_TRIES_KEY, "0")
            store.outbox_put(f"paired:{got.chat_id}", "telegram", got.chat_id, "reply",
                             render("telegram.paired", self.deps.language()))
            from dhandha.onboarding import conversation

            first = conversation.begin(store)  # the shop's first questions, each skippable
            if first is not None:
                store.outbox_put(f"onboarding:{got.chat_id}", "telegram", got.chat_id, "reply", first)
        self.deps.owner_chat = got.chat_id
        log.info("paired with chat %s", got.chat_id)
        await set_commands(self.bot, self.deps.language())
        await flush(self.deps, ("telegram",), got.chat_id)

    @contextlib.asynccontextmanager
    async def _typing(self, chat_id: str, action: str = ChatAction.TYPING) -> AsyncIterator[None]:
        """'typing…' at the top of the owner's chat while the turn runs (Telegram shows it ~5 s)."""

        async def show() -> None:
            with contextlib.suppress(TelegramError):
                await self.bot.send_chat_action(chat_id, action)

        async def keep() -> None:
            while True:
                await asyncio.sleep(4.5)
                await show()

        await show()

        task = asyncio.create_task(keep())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(BaseException):
                await task


async def set_commands(bot: Bot, lang: str) -> None:
    """The command menu, in the owner's language."""
    commands = [BotCommand(name, render(f"telegram.menu_{name}", lang)[:256]) for name in COMMANDS]
    try:
        await bot.set_my_commands(commands)
    except TelegramError as exc:
        log.warning("could not set the command menu: %s", exc)


def _seconds(value: Any) -> float:
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


def _pieces(text: str, limit: int) -> list[str]:
    out = []
    while len(text) > limit:
        cut = text.rfind("\n", 0, limit)
        cut = cut if cut > limit // 2 else limit
        out.append(text[:cut])
        text = text[cut:].lstrip("\n")
    return [*out, text]


def _sounds_like_words(text: str) -> bool:
    """A transcript worth reading: some letters or digits, not a lone syllable or noise marks."""
    letters = [ch for ch in text if ch.isalnum()]
    return len(letters) >= 2
