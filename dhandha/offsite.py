"""An encrypted copy of the books for off the phone: age format, the owner's passphrase.

Each night, when `backup_encrypted_dir` and `backup_passphrase` are set, the verified backup is
encrypted with age into that folder (the owner points it at a synced folder or an SD card) and
handed to every registered sender: the Telegram daemon registers one that sends the file to the
owner's own chat as a document (`on_encrypted_copy(send)`). `dhandha restore FILE.age` opens it
with the same passphrase.
"""

from __future__ import annotations

import getpass
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path

from dhandha import age
from dhandha.errors import OperatorError
from dhandha.private import private_dir
from dhandha.settings import Settings, load_settings

log = logging.getLogger("dhandha.offsite")

KEEP = 7  # encrypted copies kept in the folder, newest by sequence
SUFFIX = ".age"

Sender = Callable[[Path], None]
_SENDERS: list[Sender] = []


def on_encrypted_copy(send: Sender) -> None:
    """Register a sender for each night's encrypted copy (the Telegram daemon sends it to the owner)."""
    if send not in _SENDERS:
        _SENDERS.append(send)


def forget_senders() -> None:
    _SENDERS.clear()


def encrypt_copy(backup: Path, folder: Path, passphrase: str) -> Path:
    """backup encrypted into folder as <backup name>.age (0600); older copies beyond KEEP removed."""
    private_dir(folder, parents=True)
    dst = folder / (backup.name + SUFFIX)
    age.encrypt(backup, dst, passphrase)
    copies = sorted(p for p in folder.iterdir() if p.name.startswith("dhandha-") and p.name.endswith(SUFFIX))
    for old in copies[:-KEEP]:  # names start with the zero-padded sequence, so they sort by it
        old.unlink(missing_ok=True)
    return dst


def nightly(backup: Path, settings: Settings) -> Path | None:
    """The encrypted copy of tonight's backup, sent to whoever registered; None when not configured."""
    if not settings.backup_encrypted_dir:
        return None
    secret = settings.backup_passphrase.get_secret_value() if settings.backup_passphrase else ""
    if not secret:
        raise OperatorError("backup_encrypted_dir is set but backup_passphrase is not: set it in config.toml "
                            "(or DHANDHA_BACKUP_PASSPHRASE) to make the encrypted copy")
    made = encrypt_copy(backup, Path(settings.backup_encrypted_dir).expanduser(), secret)
    for send in list(_SENDERS):
        try:
            send(made)
        except Exception:  # the copy is made; a sender that fails tries again tomorrow
            log.exception("could not send the encrypted backup %s", made.name)
    return made


def ask_passphrase() -> str:
    """The passphrase of an encrypted backup: DHANDHA_BACKUP_PASSPHRASE, the config, or the terminal."""
    given = os.environ.get("DHANDHA_BACKUP_PASSPHRASE")
    if given:
        return given
    try:
        configured = load_settings().backup_passphrase
    except OperatorError:
        configured = None
    if configured is not None and configured.get_secret_value():
        return configured.get_secret_value()
    if sys.stdin.isatty():
        return getpass.getpass("passphrase of the encrypted backup: ")
    raise OperatorError("this backup is encrypted: run on a terminal to type its passphrase, or set "
                        "DHANDHA_BACKUP_PASSPHRASE")
