#!/bin/sh
# Writes /remotes.json from the environment, so the host image runs against any remote URLs
# without a rebuild. Runs from the nginx image's /docker-entrypoint.d before nginx starts.
set -eu
for name in ACCOUNT CHECKOUT PRODUCT GIFTCARD; do
  eval "value=\${REMOTE_${name}_URL:-}"
  if [ -z "$value" ]; then
    echo "host: REMOTE_${name}_URL is not set (URL of that remote's mf-manifest.json)" >&2
    exit 1
  fi
done
cat > "${REMOTES_JSON_PATH}" <<JSON
{
  "account": "${REMOTE_ACCOUNT_URL}",
  "checkout": "${REMOTE_CHECKOUT_URL}",
  "product": "${REMOTE_PRODUCT_URL}",
  "giftcard": "${REMOTE_GIFTCARD_URL}"
}
JSON
echo "host: remotes.json written to ${REMOTES_JSON_PATH}"
