"""Files only the owner reads: home 0700, the books and everything beside them 0600, whatever the umask."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

from ops.support import NOW

COMMANDS = [
    ["init"],
    ["chat"],
    ["backup"],
    ["export"],
    ["sweep", "backup"],
]


def run_with_umask(home: Path, args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DHANDHA_HOME": str(home), "DHANDHA_NOW": NOW}
    # The caller's umask is the usual 022 (group and world may read): dhandha must not inherit it.
    return subprocess.run(["sh", "-c", 'umask 022; exec "$@"', "sh", sys.executable, "-m", "dhandha", *args],
                          env=env, input=stdin, capture_output=True, text=True, timeout=60)


def modes(home: Path) -> dict[str, str]:
    out = {".": oct(stat.S_IMODE(home.stat().st_mode))}
    for root, dirs, files in os.walk(home):
        for name in dirs + files:
            p = Path(root) / name
            out[str(p.relative_to(home))] = oct(stat.S_IMODE(p.lstat().st_mode))
    return out


def test_everything_dhandha_makes_is_the_owners_alone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    for args in COMMANDS:
        res = run_with_umask(home, args, "Rajan ko 500 udhaar diya\nRajan ka kitna baaki?\n")
        assert res.returncode == 0, (args, res.stderr)
    # a process still holding the books keeps its -wal and -shm: check those too
    holder = subprocess.Popen(["sh", "-c", 'umask 022; exec "$@"', "sh", sys.executable, "-m", "dhandha", "chat"],
                              env={**os.environ, "DHANDHA_HOME": str(home), "DHANDHA_NOW": NOW},
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert holder.stdin is not None and holder.stdout is not None
    holder.stdin.write("Meena ko 200 udhaar diya\n")
    holder.stdin.flush()
    holder.stdout.readline()
    try:
        found = modes(home)
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
        holder.stdout.close()
    assert {"dhandha.db", "dhandha.db-wal", "dhandha.db-shm", "config.toml", "logs/dhandha.log",
            "dhandha.db.mark"} <= set(found)
    assert any(k.startswith("backups/dhandha-") for k in found)
    assert any(k.startswith("export-") and k.endswith(".csv") for k in found)
    loose = {k: v for k, v in found.items() if v not in ("0o600", "0o700")}
    assert loose == {}
    dirs = {k for k in found if (home / k).is_dir()}
    assert all(found[d] == "0o700" for d in dirs)


def test_doctor_finds_loose_modes_and_fixes_them(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert run_with_umask(home, ["chat"], "Rajan ko 500 udhaar diya\n").returncode == 0
    (home / "dhandha.db").chmod(0o644)
    home.chmod(0o755)
    res = run_with_umask(home, ["doctor", "--json", "--offline"])
    files = next(c for c in json.loads(res.stdout)["checks"] if c["name"] == "files")
    assert files["status"] == "warn" and "dhandha.db (644)" in files["detail"] and "--fix" in files["detail"]
    res = run_with_umask(home, ["doctor", "--json", "--offline", "--fix"])
    files = next(c for c in json.loads(res.stdout)["checks"] if c["name"] == "files")
    assert files["status"] == "ok" and files["detail"].startswith("fixed: ")
    assert set(modes(home).values()) <= {"0o600", "0o700"}
