"""Restore round trips through the real commands: plain, age-encrypted, a wrong passphrase, a foreign
file and a file from newer code; and interoperability with another age implementation."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from dhandha import offsite
from dhandha.backup import list_backups
from ops.support import dhandha, populated

needs_age = pytest.mark.skipif(shutil.which("age") is None, reason="the age tool is not installed (apt install age)")
PASS = "meri dukaan ki chaabi 42"


def books_digest(db: Path) -> str:
    with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
        rows = conn.execute("SELECT id, idem_key, amount_paise FROM entries ORDER BY id").fetchall()
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def setup_books(home: Path) -> tuple[Path, str]:
    populated(home / "dhandha.db", 12)
    assert dhandha("backup", home=home).returncode == 0
    backup = list_backups(home / "backups")[-1].path
    digest = books_digest(home / "dhandha.db")
    # the books move on after the backup, so a restore visibly takes them back
    assert dhandha("chat", home=home, stdin="Rajan ko 700 udhaar diya\n").returncode == 0
    assert books_digest(home / "dhandha.db") != digest
    return backup, digest


def test_plain_round_trip(home: Path) -> None:
    backup, digest = setup_books(home)
    res = dhandha("restore", str(backup), home=home)
    assert res.returncode == 0, res.stderr
    assert books_digest(home / "dhandha.db") == digest


@needs_age
def test_encrypted_round_trip_and_a_wrong_passphrase(home: Path, tmp_path: Path) -> None:
    backup, digest = setup_books(home)
    sealed = offsite.encrypt_copy(backup, tmp_path / "offsite", PASS)
    assert sealed.read_bytes().startswith(b"age-encryption.org/v1\n")
    assert oct(sealed.stat().st_mode & 0o777) == "0o600"
    before = books_digest(home / "dhandha.db")
    files_before = sorted(p.name for p in home.rglob("*"))

    wrong = dhandha("restore", str(sealed), home=home, env={"DHANDHA_BACKUP_PASSPHRASE": "galat"})
    assert wrong.returncode == 2 and "wrong passphrase" in wrong.stderr and "nothing was changed" in wrong.stderr
    assert "Traceback" not in wrong.stderr
    assert books_digest(home / "dhandha.db") == before
    assert sorted(p.name for p in home.rglob("*")) == files_before, "no aside copy, no temp file left"

    no_pass = dhandha("restore", str(sealed), home=home)
    assert no_pass.returncode == 2 and "DHANDHA_BACKUP_PASSPHRASE" in no_pass.stderr

    ok = dhandha("restore", str(sealed), home=home, env={"DHANDHA_BACKUP_PASSPHRASE": PASS})
    assert ok.returncode == 0, ok.stderr
    assert books_digest(home / "dhandha.db") == digest


def test_a_foreign_file_changes_nothing(home: Path, tmp_path: Path) -> None:
    setup_books(home)
    before = books_digest(home / "dhandha.db")
    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8\xff\xe0 not the books" * 50)
    other = tmp_path / "other.db"
    with closing(sqlite3.connect(other)) as conn:
        conn.execute("CREATE TABLE songs (title)")
    for foreign, words in ((tmp_path / "photo.jpg", "neither a dhandha backup nor an age-encrypted one"),
                           (other, "not a dhandha database")):
        res = dhandha("restore", str(foreign), home=home)
        assert res.returncode == 2 and words in res.stderr and "Traceback" not in res.stderr
    assert books_digest(home / "dhandha.db") == before


def test_a_backup_from_newer_code_changes_nothing(home: Path) -> None:
    backup, _ = setup_books(home)
    before = books_digest(home / "dhandha.db")
    with closing(sqlite3.connect(backup)) as conn:
        conn.execute("PRAGMA user_version = 999")
    res = dhandha("restore", str(backup), home=home)
    assert res.returncode == 2 and "newer dhandha" in res.stderr and "upgrade" in res.stderr
    assert books_digest(home / "dhandha.db") == before


@needs_age
def test_the_nightly_sweep_makes_the_encrypted_copy_and_hands_it_to_senders(home: Path, tmp_path: Path) -> None:
    populated(home / "dhandha.db", 5)
    (home / "config.toml").write_text(f'backup_encrypted_dir = "{tmp_path / "offsite"}"\n'
                                      f'backup_passphrase = "{PASS}"\n')
    res = dhandha("sweep", "backup", home=home)
    assert res.returncode == 0, res.stdout + res.stderr
    copies = sorted((tmp_path / "offsite").glob("dhandha-*.db.age"))
    assert len(copies) == 1 and copies[0].name == list_backups(home / "backups")[-1].path.name + ".age"
    doc = dhandha("doctor", "--json", "--offline", home=home)
    offsite_check = next(c for c in json.loads(doc.stdout)["checks"] if c["name"] == "offsite")
    assert offsite_check["status"] == "ok" and "1 encrypted copies" in offsite_check["detail"]


def test_senders_get_the_file_path(tmp_path: Path) -> None:
    got: list[Path] = []
    offsite.on_encrypted_copy(got.append)
    try:
        from dhandha.settings import Settings

        assert offsite.nightly(tmp_path / "x.db", Settings()) is None  # not configured: nothing sent
        assert got == []
    finally:
        offsite.forget_senders()


@needs_age
def test_age_files_open_in_another_implementation_both_ways(tmp_path: Path) -> None:
    """rage (through pyrage) reads what our age makes, and our restore path reads what rage makes."""
    pyrage = pytest.importorskip("pyrage")
    from dhandha import age

    plain = tmp_path / "books.db"
    plain.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 64)
    ours = tmp_path / "ours.age"
    age.encrypt(plain, ours, PASS)
    assert pyrage.passphrase.decrypt(ours.read_bytes(), PASS) == plain.read_bytes()
    theirs = tmp_path / "theirs.age"
    theirs.write_bytes(pyrage.passphrase.encrypt(plain.read_bytes(), PASS))
    back = tmp_path / "back.db"
    age.decrypt(theirs, back, PASS)
    assert back.read_bytes() == plain.read_bytes()
    with pytest.raises(age.WrongPassphrase):
        age.decrypt(theirs, tmp_path / "nope.db", "not it")
    assert not (tmp_path / "nope.db").exists()
