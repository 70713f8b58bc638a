"""`dhandha init`: by flags, by answers on a real terminal, and by answers piped in with --ask."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time

import pytest

from dhandha.cli import main
from dhandha.paths import db_path
from dhandha.store import open_store


def _owner():
    store = open_store()
    try:
        return dict(store.owner()), store.kv_get("onboarding.given")
    finally:
        store.close()


def test_init_by_flags_sets_the_profile_and_what_fits_it(capsys, _isolated_home):
    rc = main(["init", "--no-input", "--shop", "Sai Medical", "--type", "medical", "--state", "TN",
               "--gst", "quarterly", "--upi", " SaiMedical@OKSBI ", "--name", "Murugan"])
    assert rc == 0
    out = capsys.readouterr().out
    owner, given = _owner()
    assert owner["shop_name"] == "Sai Medical" and owner["shop_type"] == "medical"
    assert owner["region"] == "Tamil Nadu" and owner["gst_filer"] == "quarterly"
    assert owner["upi_id"] == "saimedical@oksbi" and owner["name"] == "Murugan"
    assert owner["language"] == "ta"  # the state's language, since none was chosen
    assert owner["confirm_above_paise"] == 20_000 * 100 and owner["briefing_time"] == "09:00"
    assert owner["quiet_start"] == "23:00"  # a medical store stays open late
    assert owner["onboarding_step"] is None  # flags alone: the chat channel asks the rest
    assert set(json.loads(given)) == {"shop_name", "shop_type", "region", "gst_filer", "upi_id"}
    code = owner["pairing_code"]
    assert code and f"pairing code: {code}" in out
    cfg = _isolated_home / "config.toml"
    assert cfg.exists() and (cfg.stat().st_mode & 0o777) == 0o600


def test_a_chosen_language_and_time_win_over_the_defaults(_isolated_home):
    assert main(["init", "--no-input", "--type", "dairy", "--state", "Gujarat", "--language", "hinglish",
                 "--briefing-time", "5:30"]) == 0
    owner, _ = _owner()
    assert owner["language"] == "hinglish" and owner["briefing_time"] == "05:30"
    assert owner["confirm_above_paise"] == 5_000 * 100


def test_running_init_again_keeps_the_pairing_code_and_earlier_answers(capsys, _isolated_home):
    main(["init", "--no-input", "--shop", "Om Stores"])
    first, _ = _owner()
    main(["init", "--no-input", "--upi", "om@ybl"])
    second, _ = _owner()
    assert second["pairing_code"] == first["pairing_code"] and second["shop_name"] == "Om Stores"
    assert second["upi_id"] == "om@ybl"


@pytest.mark.parametrize(("flags", "says"), [
    (["--upi", "suresh.okaxis"], "--upi 'suresh.okaxis' is not understood: write it like name@bank"),
    (["--type", "bakery"], "--type 'bakery' is not understood: one of kirana, medical"),
    (["--state", "Atlantis"], "--state 'Atlantis' is not understood: write a state's name or code"),
    (["--briefing-time", "25:00"], "--briefing-time '25:00' is not understood: write a time like"),
    (["--gst", "sometimes"], "--gst 'sometimes' is not understood: one of none, monthly"),
])
def test_a_bad_flag_says_what_to_write_and_changes_nothing(capsys, _isolated_home, flags, says):
    assert main(["init", "--no-input", *flags]) == 2
    assert says in capsys.readouterr().err
    assert not db_path().exists() or _owner()[0]["pairing_code"] is None


def _env(home):
    return {**os.environ, "DHANDHA_HOME": str(home), "PYTHONUNBUFFERED": "1"}


def test_init_asks_on_a_real_terminal_and_each_question_can_be_skipped(_isolated_home):
    """A real `dhandha init` process on a pseudo-terminal, answered line by line as a person would."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "dhandha", "init"], stdin=slave, stdout=slave, stderr=slave,
                            env=_env(_isolated_home), close_fds=True)
    os.close(slave)
    answers = iter(["3", "Lakshmi Cloth House", "cloth", "Karnataka", "", "not-a-vpa", "lakshmi@okhdfcbank", ""])
    seen, answered = b"", 0
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    break  # the process closed the terminal
                if not chunk:
                    break
                seen += chunk
                while seen.count(b"> ") > answered:  # a new prompt: answer it, as a person would
                    os.write(master, (next(answers, "") + "\n").encode())
                    answered += 1
            elif proc.poll() is not None:
                break
        assert proc.wait(timeout=30) == 0
    finally:
        os.close(master)
        if proc.poll() is None:
            proc.kill()
    text = seen.decode("utf-8", "replace")
    assert "What kind of shop is it?" in text and "Which state is the shop in?" in text
    assert "That does not look like a UPI id" in text
    owner, _ = _owner()
    assert owner["language"] == "en" and owner["shop_name"] == "Lakshmi Cloth House"
    assert owner["shop_type"] == "cloth" and owner["region"] == "Karnataka"
    assert owner["gst_filer"] == "none"  # skipped with Enter: the default stays
    assert owner["upi_id"] == "lakshmi@okhdfcbank" and owner["briefing_time"] == "10:00"  # a cloth shop's hour
    assert owner["onboarding_step"] == "done"  # answered here: Telegram will not ask again


def test_init_ask_reads_answers_from_a_pipe_and_stops_at_the_end_of_input(_isolated_home):
    proc = subprocess.run([sys.executable, "-m", "dhandha", "init", "--ask", "--upi", "ravi@ybl"],
                          input="1\nRavi General Store\n2\n", capture_output=True, text=True,
                          env=_env(_isolated_home), timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "UPI id" not in proc.stdout  # given by a flag: not asked
    owner, _ = _owner()
    assert owner["language"] == "hinglish" and owner["shop_name"] == "Ravi General Store"
    assert owner["shop_type"] == "medical" and owner["region"] is None  # input ended before the state
    assert owner["upi_id"] == "ravi@ybl"


def test_init_without_a_terminal_asks_nothing(_isolated_home):
    proc = subprocess.run([sys.executable, "-m", "dhandha", "init"], input="", capture_output=True, text=True,
                          env=_env(_isolated_home), timeout=60)
    assert proc.returncode == 0
    assert "questions" not in proc.stdout and "pairing code:" in proc.stdout
