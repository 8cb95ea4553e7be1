#!/usr/bin/env bash
# Runs its arguments inside a private D-Bus session with an unlocked gnome-keyring (the Secret Service
# that main/keys stores secrets in). The keyring lives in a throwaway directory and is gone afterwards.
#   scripts/with-keyring.sh npx vitest run main/keys main/services/profiles
set -euo pipefail
if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [args...]" >&2
  exit 2
fi
for tool in dbus-run-session gnome-keyring-daemon gdbus; do
  command -v "$tool" >/dev/null || { echo "$0: $tool is not installed" >&2; exit 127; }
done

keyring_home="$(mktemp -d "${TMPDIR:-/tmp}/tt-keyring.XXXXXX")"
trap 'rm -rf "$keyring_home"' EXIT
mkdir -m 700 "$keyring_home/run"

KEYRING_HOME="$keyring_home" dbus-run-session -- bash -c '
  set -euo pipefail
  # Unlocking with a password on stdin creates the "login" keyring without a prompt.
  printf %s "tape-terminal" |
    XDG_DATA_HOME="$KEYRING_HOME/data" XDG_RUNTIME_DIR="$KEYRING_HOME/run" \
      gnome-keyring-daemon --unlock --components=secrets >/dev/null
  # The daemon forks before it owns its bus name: wait for it, or the first call races it.
  gdbus wait --session --timeout 15 org.freedesktop.secrets
  exec "$@"
' with-keyring "$@"
