#!/data/data/com.termux/files/usr/bin/sh
# Sets dhandha up on an Android phone, inside Termux. Safe to run again: it updates in place.
#
#   sh termux/install.sh            (from the dhandha folder you copied or cloned)
#
# Before: install Termux, Termux:API and Termux:Boot from the same store (all from F-Droid,
# or all from GitHub releases): apps from different stores are signed differently and
# cannot talk to each other.
#
# Knobs: DHANDHA_HOME (the books; default ~/.dhandha), DHANDHA_VENV (the Python
# environment), DHANDHA_PIP_EXTRA_INDEX_URL (a wheel index with Android builds of
# pydantic-core and rapidfuzz, to skip compiling them on the phone).
set -eu

SRC=$(cd "$(dirname "$0")/.." && pwd)
PREFIX=${PREFIX:-/data/data/com.termux/files/usr}
VENV=${DHANDHA_VENV:-$HOME/.local/share/dhandha/venv}
BOOKS=${DHANDHA_HOME:-$HOME/.dhandha}

say() { printf '\n== %s\n' "$*"; }
die() { printf 'install: %s\n' "$*" >&2; exit 1; }

if ! command -v pkg >/dev/null 2>&1 || [ ! -d "$PREFIX" ]; then
  die "run this inside Termux on the phone"
fi
[ -f "$SRC/pyproject.toml" ] || die "run this from the dhandha folder (termux/install.sh inside it)"
case "$BOOKS" in
  /sdcard*|/storage/*|/mnt/*)
    die "DHANDHA_HOME=$BOOKS is shared storage: other apps can read it and SQLite cannot lock it safely; keep the default ~/.dhandha" ;;
esac

say "Termux packages"
# python: the runtime. termux-api: the termux-sms-list/-send/battery commands (the app alone
# is not enough). termux-services: runit, which restarts the daemon when it dies.
# rust, clang, binutils, make: pydantic-core and rapidfuzz have no Android wheels on PyPI and
# are compiled here on first install (it takes a while on a phone; later updates reuse them).
pkg update -y
pkg install -y python termux-api termux-services rust clang binutils make

say "Python environment in $VENV"
[ -x "$VENV/bin/python" ] || python -m venv "$VENV"
"$VENV/bin/python" -m pip install --upgrade pip wheel
# maturin (pydantic-core's builder) needs the Android API level to target.
ANDROID_API_LEVEL=$(getprop ro.build.version.sdk 2>/dev/null || echo 24)
export ANDROID_API_LEVEL
if [ -n "${DHANDHA_PIP_EXTRA_INDEX_URL:-}" ]; then
  "$VENV/bin/python" -m pip install --extra-index-url "$DHANDHA_PIP_EXTRA_INDEX_URL" "$SRC"
else
  "$VENV/bin/python" -m pip install "$SRC"
fi
ln -sf "$VENV/bin/dhandha" "$PREFIX/bin/dhandha"

say "The books in $BOOKS"
mkdir -p "$BOOKS"
chmod 700 "$BOOKS"   # the books and the bot token: readable by Termux alone
if [ ! -f "$BOOKS/config.toml" ]; then
  DHANDHA_HOME="$BOOKS" dhandha init
fi

say "Service (termux-services)"
SV="$PREFIX/var/service/dhandha"
mkdir -p "$SV/log"
cp "$SRC/termux/service/dhandha/run" "$SV/run"
cp "$SRC/termux/service/dhandha/log/run" "$SV/log/run"
chmod 755 "$SV/run" "$SV/log/run"
# The service reads its environment from an envdir, so a non-default home survives reboots.
mkdir -p "$SV/env"
printf '%s\n' "$BOOKS" > "$SV/env/DHANDHA_HOME"
sv-enable dhandha 2>/dev/null || rm -f "$SV/down"
sv up dhandha 2>/dev/null || echo "(the service supervisor starts with the next Termux session)"

say "Start at boot (Termux:Boot)"
mkdir -p "$HOME/.termux/boot"
cp "$SRC/termux/boot/start-dhandha" "$HOME/.termux/boot/start-dhandha"
chmod 755 "$HOME/.termux/boot/start-dhandha"

say "Keep the phone awake for the munshi"
termux-wake-lock || echo "(no wake lock: is the Termux:API app installed?)"

say "Checking"
DHANDHA_HOME="$BOOKS" dhandha doctor --offline || true

cat <<'TODO'

Still to do by hand, once:
  1. Open the Termux:Boot app once, so Android lets it run at boot.
  2. Run `termux-sms-list -l 1` and allow SMS (and Contacts) when Termux:API asks;
     `dhandha doctor` says "grant SMS permission to Termux:API" until you do.
  3. Android Settings > Apps > Termux and Termux:API > Battery: Unrestricted,
     or the phone will put the munshi to sleep.
  4. Put the Telegram bot token in ~/.dhandha/config.toml (see config/settings.example.toml),
     then `sv restart dhandha`.
TODO
