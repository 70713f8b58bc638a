#!/data/data/com.termux/files/usr/bin/sh
# Sets dhandha up on an Android phone, inside Termux. Safe to run again: it updates in place.
#
#   sh termux/install.sh            (from the dhandha folder you copied or cloned)
#   sh termux/install.sh --dry-run  (anywhere: the steps that need no Termux run in a temporary
#                                    HOME; the Termux ones are printed, not run)
#
# Before: install Termux, Termux:API and Termux:Boot from the same store (all from F-Droid,
# or all from GitHub releases): apps from different stores are signed differently and
# cannot talk to each other.
#
# Knobs: DHANDHA_HOME (the books; default ~/.dhandha), DHANDHA_VENV (the Python
# environment), DHANDHA_PIP_EXTRA_INDEX_URL (a wheel index with Android builds of
# pydantic-core and rapidfuzz, to skip compiling them on the phone).
set -eu

DRY=0
case "${1:-}" in
  --dry-run) DRY=1 ;;
  "") ;;
  *) printf 'usage: sh termux/install.sh [--dry-run]\n' >&2; exit 2 ;;
esac

SRC=$(cd "$(dirname "$0")/.." && pwd)

say() { printf '\n== %s\n' "$*"; }
die() { printf 'install: %s\n' "$*" >&2; exit 1; }
# Termux-only commands: run on the phone, printed in a dry run.
on_phone() {
  if [ "$DRY" = 1 ]; then
    printf 'would run: %s\n' "$*"
  else
    "$@"
  fi
}

if [ "$DRY" = 1 ]; then
  # Everything lands in a throwaway HOME (and a PREFIX inside it): the real books are never touched.
  HOME=${DHANDHA_DRY_RUN_HOME:-$(mktemp -d "${TMPDIR:-/tmp}/dhandha-dry-run.XXXXXX")}
  export HOME
  PREFIX=$HOME/usr
  mkdir -p "$PREFIX/bin"
  unset DHANDHA_HOME
  printf 'dry run in HOME=%s\n' "$HOME"
else
  PREFIX=${PREFIX:-/data/data/com.termux/files/usr}
fi
VENV=${DHANDHA_VENV:-$HOME/.local/share/dhandha/venv}
BOOKS=${DHANDHA_HOME:-$HOME/.dhandha}

if [ "$DRY" = 0 ] && { ! command -v pkg >/dev/null 2>&1 || [ ! -d "$PREFIX" ]; }; then
  die "run this inside Termux on the phone (or try: sh termux/install.sh --dry-run)"
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
# age: the nightly encrypted copy of the books (optional, off until configured).
on_phone pkg update -y
on_phone pkg install -y python termux-api termux-services rust clang binutils make age

say "Python environment in $VENV"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
if [ "$DRY" = 1 ] && [ -x "$VENV/bin/dhandha" ]; then
  printf 'would run: %s\n' "$VENV/bin/python -m pip install $SRC (dhandha is already in this environment)"
else
  "$VENV/bin/python" -m pip install --upgrade pip wheel
  # maturin (pydantic-core's builder) needs the Android API level to target.
  ANDROID_API_LEVEL=$(getprop ro.build.version.sdk 2>/dev/null || echo 24)
  export ANDROID_API_LEVEL
  if [ -n "${DHANDHA_PIP_EXTRA_INDEX_URL:-}" ]; then
    "$VENV/bin/python" -m pip install --extra-index-url "$DHANDHA_PIP_EXTRA_INDEX_URL" "$SRC"
  else
    "$VENV/bin/python" -m pip install "$SRC"
  fi
fi
ln -sf "$VENV/bin/dhandha" "$PREFIX/bin/dhandha"
PATH="$PREFIX/bin:$PATH"

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
on_phone sv-enable dhandha 2>/dev/null || rm -f "$SV/down"
on_phone sv up dhandha 2>/dev/null || echo "(the service supervisor starts with the next Termux session)"

say "Start at boot (Termux:Boot)"
mkdir -p "$HOME/.termux/boot"
cp "$SRC/termux/boot/start-dhandha" "$HOME/.termux/boot/start-dhandha"
chmod 755 "$HOME/.termux/boot/start-dhandha"

say "Keep the phone awake for the munshi"
on_phone termux-wake-lock || echo "(no wake lock: is the Termux:API app installed?)"

say "Checking"
DHANDHA_HOME="$BOOKS" dhandha doctor --offline || true

cat <<'TODO'

Still to do by hand, once:
  1. Open the Termux:Boot app once, so Android lets it run at boot.
  2. Run `termux-sms-list -l 1` and allow SMS (and Contacts) when Termux:API asks;
     `dhandha doctor` says "grant SMS permission to Termux:API" until you do.
  3. Android Settings > Apps > Termux and Termux:API > Battery: Unrestricted,
     or the phone will put the munshi to sleep. On Android 12 and newer, also turn off the
     "phantom process" killer (`dhandha doctor` shows how for this phone).
  4. Put the Telegram bot token in ~/.dhandha/config.toml (see config/settings.example.toml),
     then `sv restart dhandha`.
TODO
