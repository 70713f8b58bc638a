"""The bot token and API keys appear in no log line, database row, backup or exception text.

Every daemon test checks its home and output afterwards (the `daemon` fixture); this one also
drives the paths most likely to carry a secret: Telegram refusing calls, Sarvam failing, a
download that fails, a crash-restart, and a backup of the books.
"""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

from tests.telegram.conftest import OWNER, SECRETS, Daemon, leaks, wait_reply

NOTE = b"OggS-a-note"


def test_no_secret_in_logs_rows_backups_or_errors(voiced: Daemon, sarvam: Any) -> None:
    tg = voiced.tg
    voiced.start(DHANDHA_LLM_API_KEY="sk-tripwire-key").wait_polling()
    tg.fail("sendMessage", 502, times=1)
    tg.fail("sendMessage", 400, times=1)  # refused for its form: marked failed with Telegram's words
    tg.text(OWNER, "aaj 111 ka becha")
    tg.text(OWNER, "aaj 222 ka becha")
    sarvam.fail("/speech-to-text", 500, times=3)
    tg.voice(OWNER, NOTE, seconds=3)
    wait_reply(tg, "Sambhal kar rakha")
    tg.files.clear()  # the next download answers 404
    tg.voice(OWNER, NOTE, seconds=3)
    tg.text(OWNER, "aaj 333 ka becha")
    wait_reply(tg, "₹333")
    voiced.kill()
    voiced.start().wait_polling()
    assert voiced.stop() == 0
    backup = subprocess.run([sys.executable, "-m", "dhandha", "backup"], capture_output=True, text=True,
                            env=os.environ, timeout=60)
    assert backup.returncode == 0, backup.stderr
    assert list((voiced.home / "backups").iterdir())
    errors = " ".join(str(r["error"]) for r in voiced.rows("SELECT error FROM outbox WHERE error IS NOT NULL"))
    errors += " ".join(str(r["error"]) for r in voiced.rows("SELECT error FROM voice_notes"))
    assert errors  # there were errors to look at
    assert not [s for s in SECRETS if s in errors]
    assert leaks(voiced.home, voiced.output() + backup.stdout + backup.stderr) == []
