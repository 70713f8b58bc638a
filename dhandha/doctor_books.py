"""Doctor's checks of the books themselves: damage, lost commits, the copies, who can read them."""

from __future__ import annotations

import sqlite3
import time
from contextlib import closing
from datetime import timedelta
from pathlib import Path

from dhandha import checkup, damage, highwater
from dhandha.diagnosis import Check, Ctx
from dhandha.paths import backups_dir, home
from dhandha.private import fix_modes, too_open
from dhandha.readable import ago as _ago
from dhandha.readable import mb as _mb
from dhandha.store.peek import read_only

BACKUP_MAX_AGE = timedelta(hours=36)
FUTURE_SLACK = timedelta(minutes=5)


def check_files(ctx: Ctx) -> Check:
    """Home 0700, every file in it 0600: the books, the token and the customers are the owner's alone."""
    h = home()
    loose = list(too_open(h))
    if not loose:
        return Check("files", "ok", f"{h} and everything in it readable by this user only")
    if ctx.fix:
        fixed = fix_modes(h)
        return Check("files", "ok", f"fixed: {len(fixed)} file(s) and folder(s) others could read are now "
                     "0600/0700")
    shown = ", ".join(f"{p.relative_to(h) if p != h else p.name} ({oct(m)[2:]})" for p, m, _ in loose[:4])
    more = f" and {len(loose) - 4} more" if len(loose) > 4 else ""
    return Check("files", "warn", f"{len(loose)} readable by others: {shown}{more}; "
                 "run `dhandha doctor --fix` (home 0700, files 0600)")


def check_integrity(ctx: Ctx) -> Check:
    """SQLite's integrity_check over every page; a clean one is recorded, and the line says when the
    one before it ran (one-shot commands skip the full check for a day after a clean one)."""
    found = damage.damaged(ctx.db)
    if found is not None:
        ctx.db_ready = False
        return Check("integrity", "fail", damage.operator_line(ctx.db, found.detail))
    started = time.perf_counter()
    try:
        with closing(read_only(ctx.db)) as conn:
            problems = [r[0] for r in conn.execute("PRAGMA integrity_check").fetchall() if r[0] != "ok"]
            fk = conn.execute("PRAGMA foreign_key_check").fetchall()
    except sqlite3.DatabaseError as exc:
        if not damage.is_corruption(exc):
            raise
        problems, fk = [str(exc)], []
    if problems or fk:
        ctx.db_ready = False  # the checks that read the books would only trip over the damage
        said = "; ".join(problems[:2] + [f"{len(fk)} broken references"] * bool(fk))
        return Check("integrity", "fail", damage.operator_line(ctx.db, said))
    before = checkup.recorded_line(ctx.db, ctx.clock())
    checkup.record(ctx.db, ctx.clock(), checkup.DOCTOR, started)
    return Check("integrity", "ok", f"integrity_check and foreign_key_check clean; before this, {before}")


def check_highwater(ctx: Ctx) -> Check:
    """Every entry the store saw committed is still in the books (a lost -wal loses them silently)."""
    mark = highwater.read(ctx.db)
    with closing(read_only(ctx.db)) as conn:
        now = highwater.measure(conn)
        if mark is None:
            if now.max_id == 0:
                return Check("highwater", "ok", "no entries yet")
            return Check("highwater", "warn", f"no high-water mark beside the books yet ({now.count} entries): "
                         "it is written at the next saved entry")
        loss = highwater.compare(conn, mark, count=now.count)
        if loss is not None and ctx.accept_lost:
            highwater.reset(ctx.db, conn)
            return Check("highwater", "ok", f"accepted: the books as they are ({now.count} entries, newest "
                         f"#{now.max_id}) are the new mark; {loss.line()}")
    if loss is not None:
        from dhandha.backup import fullest_backup, list_backups

        best = fullest_backup([b for b in list_backups(backups_dir()) if b.last_id >= mark.max_id])
        fix = (f"restore {best.path} (it holds them): `dhandha restore {best.path}`" if best is not None else
               "no backup holds them: tell the owner which entries to send again, then "
               "`dhandha doctor --accept-lost`")
        return Check("highwater", "fail", f"{loss.line()}; {fix}")
    return Check("highwater", "ok", f"every saved entry is in the books ({now.count} entries, newest #{now.max_id})")


def check_backup(ctx: Ctx) -> Check:
    """The newest copy by sequence and content; the clock only says how old, when it can be believed."""
    from dhandha.backup import BackupError, list_backups, verify_backup

    backups = list_backups(backups_dir())
    if not backups:
        return Check("backup", "warn", f"no backup in {backups_dir()} yet: run `dhandha backup` "
                     "(the daemon makes one every night at 23:00)")
    newest = backups[-1]
    try:
        verify_backup(newest.path)
    except BackupError as exc:
        return Check("backup", "fail", f"the newest backup cannot be restored: {exc}")
    now = ctx.clock()
    # A name's time is compared with doctor's clock; a file's own time with the machine's, which
    # is the clock that stamped it (DHANDHA_NOW only moves dhandha's clock).
    wall = time.time() + FUTURE_SLACK.total_seconds()
    future = [b for b in backups if b.at > now + FUTURE_SLACK or b.path.stat().st_mtime > wall]
    text = (f"newest backup #{newest.seq}: {newest.count} entries up to #{newest.last_id} "
            f"({newest.path.name}, {_mb(newest.size)})")
    books_top = _books_top(ctx)
    if books_top is not None and books_top < newest.last_id:
        return Check("backup", "warn", text + f"; the books now end at #{books_top}, before it: were entries lost? "
                     "see the highwater check")
    if future:
        return Check("backup", "warn", text + f"; {len(future)} backup(s) carry a time in the future "
                     "(the phone's clock was or is wrong): they are ordered by sequence and content, not by "
                     "time; check the clock in Android settings")
    age = now - newest.at
    text += f", made {_ago(age)}"
    if books_top is not None and books_top > newest.last_id:
        text += f"; {books_top - newest.last_id} entries since"
    if age > BACKUP_MAX_AGE:
        return Check("backup", "warn", text + ": is the daemon running at night? run `dhandha backup` now")
    return Check("backup", "ok", text)


def check_offsite(ctx: Ctx) -> Check:
    """The encrypted copy for off the phone, when the owner asked for one."""
    import shutil

    folder = ctx.settings.backup_encrypted_dir
    if not folder:
        return Check("offsite", "ok", "no encrypted copy configured (set backup_encrypted_dir and "
                     "backup_passphrase in config.toml for one each night)")
    if shutil.which("age") is None:
        return Check("offsite", "fail", "encrypted copies are configured but the `age` tool is missing: "
                     "`pkg install age`")
    if ctx.settings.backup_passphrase is None:
        return Check("offsite", "fail", "backup_encrypted_dir is set but backup_passphrase is not")
    copies = sorted(Path(folder).expanduser().glob("dhandha-*.db.age"))
    if not copies:
        return Check("offsite", "warn", f"no encrypted copy in {folder} yet: the first comes with tonight's backup")
    return Check("offsite", "ok", f"{len(copies)} encrypted copies in {folder}, newest {copies[-1].name}")


def _books_top(ctx: Ctx) -> int | None:
    if not ctx.db_ready:
        return None
    try:
        with closing(read_only(ctx.db)) as conn:
            return highwater.newest_id(conn)
    except sqlite3.Error:
        return None


