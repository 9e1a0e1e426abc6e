#!/bin/sh
# Writes /host-config.json from the environment, so the host image takes its settings without a
# rebuild: LOGOUT_URL (where a shopper goes who signs out; optional, '/' from a protected page
# without it) and REMOTE_LOAD_TIMEOUT_MS (how long a remote may take to load; 5000 by default).
# Runs from the nginx image's /docker-entrypoint.d before nginx starts; a bad value stops it.
set -eu
timeout="${REMOTE_LOAD_TIMEOUT_MS:-5000}"
case "$timeout" in
  '' | *[!0-9]*)
    echo "host: REMOTE_LOAD_TIMEOUT_MS must be a whole number of milliseconds, not '${timeout}'" >&2
    exit 1
    ;;
esac
if [ "$timeout" -lt 1000 ] || [ "$timeout" -gt 120000 ]; then
  echo "host: REMOTE_LOAD_TIMEOUT_MS must lie between 1000 and 120000, not ${timeout}" >&2
  exit 1
fi
logout="${LOGOUT_URL:-}"
case "$logout" in
  '') logout_json='' ;;
  //* | *'"'* | *'\'*)
    echo "host: LOGOUT_URL must be an http(s) URL or a path on this site, not '${logout}'" >&2
    exit 1
    ;;
  /* | http://* | https://*) logout_json="\"logoutUrl\": \"${logout}\", " ;;
  *)
    echo "host: LOGOUT_URL must be an http(s) URL or a path on this site, not '${logout}'" >&2
    exit 1
    ;;
esac
cat > "${HOST_CONFIG_JSON_PATH}" <<JSON
{ ${logout_json}"remoteLoadTimeoutMs": ${timeout} }
JSON
echo "host: host-config.json written to ${HOST_CONFIG_JSON_PATH}"
