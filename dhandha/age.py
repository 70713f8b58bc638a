"""Passphrase encryption in the age format (age-encryption.org/v1), by the real `age` tool.

Why the binary: it is the reference implementation, packaged on Termux (`pkg install age`) and
Debian, and a file it writes opens with any age implementation (rage, pyrage, the Go library).
age deliberately reads a passphrase only from a terminal, never from an argument, a variable or
stdin, so we give it one: a pseudo-terminal whose other end we hold and answer the prompt on.
The passphrase never appears in a process list or an environment.
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

from dhandha.errors import OperatorError

MAGIC = b"age-encryption.org/v1\n"
_ARMOR = b"-----BEGIN AGE ENCRYPTED FILE-----"
# Runs in the child: a session leader that opens the terminal gets it as its controlling tty,
# which is where age asks for the passphrase. Then it becomes age.
_ON_A_TERMINAL = "import os, sys; os.open(sys.argv[1], os.O_RDWR); os.execvp(sys.argv[2], sys.argv[2:])"


class AgeError(OperatorError):
    """age could not encrypt or decrypt; the message says why and what to do."""


class WrongPassphrase(AgeError):
    """The passphrase does not open this file."""


def is_age_file(path: Path) -> bool:
    with path.open("rb") as f:
        head = f.read(len(_ARMOR))
    return head.startswith(MAGIC) or head.startswith(_ARMOR)


def binary() -> str:
    found = shutil.which("age")
    if not found:
        raise AgeError("the `age` tool is not installed: `pkg install age` on the phone (`apt install age` "
                       "elsewhere)")
    return found


def encrypt(src: Path, dst: Path, passphrase: str, *, timeout: float = 600) -> None:
    """src encrypted with the passphrase into dst (written whole or not at all)."""
    if not passphrase:
        raise AgeError("an empty passphrase would make age invent one; set backup_passphrase in config.toml")
    tmp = dst.with_name(f".{dst.name}.{os.getpid()}.tmp")
    try:
        _run([binary(), "--encrypt", "--passphrase", "--output", str(tmp), str(src)], passphrase, timeout)
        os.chmod(tmp, 0o600)
        fd = os.open(tmp, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, dst)
    finally:
        tmp.unlink(missing_ok=True)


def decrypt(src: Path, dst: Path, passphrase: str, *, timeout: float = 600) -> None:
    """Open an age file with the passphrase into dst; WrongPassphrase leaves nothing behind."""
    try:
        _run([binary(), "--decrypt", "--output", str(dst), str(src)], passphrase, timeout)
        os.chmod(dst, 0o600)
    except BaseException:
        dst.unlink(missing_ok=True)
        raise


def _run(args: list[str], passphrase: str, timeout: float) -> None:
    # The slave end stays open here until age is done: closed, the master would read EOF before
    # the child has opened the terminal.
    master, slave = os.openpty()
    try:
        proc = subprocess.Popen([sys.executable, "-c", _ON_A_TERMINAL, os.ttyname(slave), *args],
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                start_new_session=True)
    except BaseException:
        os.close(master)
        os.close(slave)
        raise
    said = b""
    deadline = time.monotonic() + timeout
    try:
        while proc.poll() is None:
            if time.monotonic() > deadline:
                proc.kill()
                raise AgeError(f"age took over {timeout:g} s and was stopped")
            ready, _, _ = select.select([master], [], [], 0.1)
            if not ready:
                continue
            try:
                chunk = os.read(master, 1024)
            except OSError:
                continue
            said += chunk
            # Answer each passphrase prompt (enter, and confirm when encrypting) once it is complete.
            if b"passphrase" in said.lower() and said.rstrip().endswith(b":"):
                os.write(master, passphrase.encode() + b"\n")
                said = b""
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    finally:
        os.close(master)
        os.close(slave)
        if proc.stderr:
            proc.stderr.close()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    if proc.returncode != 0:
        raise _failure(err.strip())


def _failure(err: str) -> AgeError:
    text = err.lower()
    if "incorrect passphrase" in text:
        return WrongPassphrase("wrong passphrase: the encrypted backup did not open, and nothing was changed")
    if "header" in text or "intro" in text:
        return AgeError("this file is not an age-encrypted backup (age cannot read its header)")
    if "identity" in text or "recipient" in text or "scrypt" in text:
        return AgeError("this age file was not encrypted with a passphrase, so dhandha cannot open it")
    last = err.splitlines()[-1] if err else "no message"
    return AgeError(f"age failed: {last}")
