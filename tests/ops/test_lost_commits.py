"""A -wal deleted after a crash loses acknowledged entries; the high-water mark makes doctor say so."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from dhandha import highwater
from ops.support import NOW, dhandha, populated


def chat_then_kill(home: Path, lines: list[str]) -> list[dict[str, object]]:
    """Each line through a real `dhandha chat --json`, waiting for its answer; then SIGKILL."""
    env = {**os.environ, "DHANDHA_HOME": str(home), "DHANDHA_NOW": NOW}
    proc = subprocess.Popen([sys.executable, "-m", "dhandha", "chat", "--json"], env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    assert proc.stdin is not None and proc.stdout is not None
    answers = []
    for line in lines:
        proc.stdin.write(line + "\n")
        proc.stdin.flush()
        answers.append(json.loads(proc.stdout.readline()))
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    proc.stdin.close()
    proc.stdout.close()
    return answers


def test_a_deleted_wal_after_a_kill_is_a_doctor_failure(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db, 20)
    answers = chat_then_kill(home, [f"Rajan ko {100 + i} udhaar diya" for i in range(5)])
    assert all(a["executed"] for a in answers), answers  # five acknowledged entries
    wal = Path(f"{db}-wal")
    assert wal.exists() and wal.stat().st_size > 0, "the kill left the entries in the -wal"
    wal.unlink()
    Path(f"{db}-shm").unlink(missing_ok=True)

    res = dhandha("doctor", "--json", "--offline", home=home)
    checks = {c["name"]: c for c in json.loads(res.stdout)["checks"]}
    assert res.returncode == 2
    assert checks["highwater"]["status"] == "fail", checks["highwater"]
    assert "5 saved entries (#21–#25) are missing" in checks["highwater"]["detail"]
    assert checks["integrity"]["status"] == "ok"  # the file itself is sound: only the mark can tell


def test_new_writes_after_the_loss_do_not_hide_it(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db, 20)
    chat_then_kill(home, [f"Meena ko {200 + i} udhaar diya" for i in range(3)])
    Path(f"{db}-wal").unlink()
    Path(f"{db}-shm").unlink(missing_ok=True)
    # The shop goes on: more entries than were lost reuse the lost ids.
    res = dhandha("chat", "--json", home=home, stdin="".join(f"Sharma ji ko {300 + i} udhaar diya\n"
                                                            for i in range(5)))
    assert res.returncode == 0
    doc = dhandha("doctor", "--json", "--offline", home=home)
    checks = {c["name"]: c for c in json.loads(doc.stdout)["checks"]}
    assert checks["highwater"]["status"] == "fail"
    assert "entry #23 as it was saved" in checks["highwater"]["detail"]
    # The operator, having told the owner, takes the books as they are.
    ok = dhandha("doctor", "--json", "--offline", "--accept-lost", home=home)
    assert {c["name"]: c for c in json.loads(ok.stdout)["checks"]}["highwater"]["status"] == "ok"
    again = dhandha("doctor", "--json", "--offline", home=home)
    assert {c["name"]: c for c in json.loads(again.stdout)["checks"]}["highwater"]["status"] == "ok"


def test_the_mark_is_written_durably_beside_the_books(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db, 3)
    res = dhandha("chat", "--json", home=home, stdin="Rajan ko 100 udhaar diya\n")
    assert res.returncode == 0
    mark = highwater.read(db)
    assert mark is not None and (mark.max_id, mark.count) == (4, 4)
    assert oct(highwater.mark_path(db).stat().st_mode & 0o777) == "0o600"
    assert not [p for p in home.iterdir() if p.name.startswith(".dhandha.db.mark")], "no temp file left"


def test_a_restore_is_the_new_mark(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db, 10)
    assert dhandha("backup", home=home).returncode == 0
    dhandha("chat", home=home, stdin="Rajan ko 100 udhaar diya\n")
    older = sorted((home / "backups").glob("dhandha-*.db"))[0]
    assert dhandha("restore", str(older), home=home).returncode == 0
    doc = dhandha("doctor", "--json", "--offline", home=home)
    assert {c["name"]: c for c in json.loads(doc.stdout)["checks"]}["highwater"]["status"] == "ok"
