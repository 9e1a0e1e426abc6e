#!/bin/sh
# Writes remotes.json from the environment, so the host image runs against any remote URLs
# without a rebuild. Runs from the nginx image's /docker-entrypoint.d before nginx starts.
# The remotes are the project's one list (shared-contracts/src/modules/remotes.json, copied into
# the image as REMOTES_LIST_PATH): each needs REMOTE_<NAME>_URL, the URL of its mf-manifest.json.
# A canary (ADR 0037): REMOTE_<NAME>_CANARY_URL, with REMOTE_<NAME>_CANARY_SHARE (0 to 1, 0 when
# unset: by the opt-in cookie only). Rolling back is setting them back and restarting this
# container: the host is not rebuilt.
set -eu
list="${REMOTES_LIST_PATH:-/usr/share/nginx/remotes-list.json}"
entry() {
  upper=$(printf '%s' "$1" | tr '[:lower:]' '[:upper:]')
  eval "url=\${REMOTE_${upper}_URL:-}"
  eval "canary=\${REMOTE_${upper}_CANARY_URL:-}"
  eval "share=\${REMOTE_${upper}_CANARY_SHARE:-0}"
  if [ -z "$url" ]; then
    echo "host: REMOTE_${upper}_URL is not set (URL of that remote's mf-manifest.json)" >&2
    exit 1
  fi
  if [ -z "$canary" ]; then
    printf '"%s"' "$url"
    return
  fi
  case "$share" in
    0 | 1 | 1.0 | 0.[0-9] | 0.[0-9][0-9] | 0.[0-9][0-9][0-9]) ;;
    *)
      echo "host: REMOTE_${upper}_CANARY_SHARE must be a number from 0 to 1 (at most three decimals), not '${share}'" >&2
      exit 1
      ;;
  esac
  printf '{ "url": "%s", "canary": { "url": "%s", "share": %s } }' "$url" "$canary" "$share"
}
# One remote per line of the list: `  "account": "…",`.
names=$(sed -n 's/^  "\([a-z][a-z0-9]*\)": .*/\1/p' "$list")
if [ -z "$names" ]; then
  echo "host: no remote named in ${list}" >&2
  exit 1
fi
json="{"
separator=""
for name in $names; do
  value=$(entry "$name")
  json="${json}${separator}
  \"${name}\": ${value}"
  separator=","
done
printf '%s\n}\n' "$json" > "${REMOTES_JSON_PATH}"
echo "host: remotes.json written to ${REMOTES_JSON_PATH}"
