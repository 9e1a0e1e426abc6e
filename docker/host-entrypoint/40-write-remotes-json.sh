#!/bin/sh
# Writes /remotes.json from the environment, so the host image runs against any remote URLs
# without a rebuild. Runs from the nginx image's /docker-entrypoint.d before nginx starts.
# A canary (ADR 0037): REMOTE_<NAME>_CANARY_URL, with REMOTE_<NAME>_CANARY_SHARE (0 to 1, 0 when
# unset: by the opt-in cookie only). Rolling back is setting them back and restarting this
# container: the host is not rebuilt.
set -eu
entry() {
  eval "url=\${REMOTE_${1}_URL:-}"
  eval "canary=\${REMOTE_${1}_CANARY_URL:-}"
  eval "share=\${REMOTE_${1}_CANARY_SHARE:-0}"
  if [ -z "$url" ]; then
    echo "host: REMOTE_${1}_URL is not set (URL of that remote's mf-manifest.json)" >&2
    exit 1
  fi
  if [ -z "$canary" ]; then
    printf '"%s"' "$url"
    return
  fi
  case "$share" in
    0 | 1 | 1.0 | 0.[0-9] | 0.[0-9][0-9] | 0.[0-9][0-9][0-9]) ;;
    *)
      echo "host: REMOTE_${1}_CANARY_SHARE must be a number from 0 to 1 (at most three decimals), not '${share}'" >&2
      exit 1
      ;;
  esac
  printf '{ "url": "%s", "canary": { "url": "%s", "share": %s } }' "$url" "$canary" "$share"
}
account=$(entry ACCOUNT)
checkout=$(entry CHECKOUT)
product=$(entry PRODUCT)
giftcard=$(entry GIFTCARD)
backoffice=$(entry BACKOFFICE)
cat > "${REMOTES_JSON_PATH}" <<JSON
{
  "account": ${account},
  "checkout": ${checkout},
  "product": ${product},
  "giftcard": ${giftcard},
  "backoffice": ${backoffice}
}
JSON
echo "host: remotes.json written to ${REMOTES_JSON_PATH}"
