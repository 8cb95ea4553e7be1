#!/usr/bin/env bash
# Runs a command inside its own D-Bus session with an unlocked gnome-keyring Secret Service, so tests
# use the real OS keychain: `bash scripts/with-keyring.sh npx vitest run main/keys`.
# The keyring lives in a throwaway data directory: tests never touch the user's own login keyring.
set -euo pipefail
if [ -z "${TT_KEYRING_SESSION:-}" ]; then
  exec env TT_KEYRING_SESSION=1 dbus-run-session -- bash "$0" "$@"
fi
keyring_home="$(mktemp -d)"
trap 'rm -rf "$keyring_home"' EXIT
export XDG_DATA_HOME="$keyring_home"
# A non-empty password creates and unlocks the login keyring without a prompt; --start then brings
# up the Secret Service component on this session bus.
password="${TT_KEYRING_PASSWORD:-tape-terminal-ci}"
eval "$(printf '%s' "$password" | gnome-keyring-daemon --unlock)"
eval "$(printf '%s' "$password" | gnome-keyring-daemon --start --components=secrets)"
export GNOME_KEYRING_CONTROL
"$@"
