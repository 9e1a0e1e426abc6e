#!/bin/sh
# PAGE_UPSTREAM_RESOLVER (docker-compose.yml sets Docker's DNS server, 127.0.0.11): nginx resolves
# the host server's name when a page is asked for, not when it starts, so the host starts before
# the host server, which reads this container's remotes.json when it starts; a page asked for
# before then is the shell (host.conf's @shell). Unset (Kubernetes, the e2e run), nginx resolves
# PAGE_UPSTREAM once at start, as the template has it. Runs after the templates are filled in.
set -eu
[ -n "${PAGE_UPSTREAM_RESOLVER:-}" ] || exit 0
conf="${NGINX_SITE_CONF:-/etc/nginx/conf.d/default.conf}"
printf 'resolver %s valid=10s;\n' "$PAGE_UPSTREAM_RESOLVER" > "$(dirname "$conf")/00-resolver.conf"
# `proxy_pass <PAGE_UPSTREAM>;` becomes the same address through a variable.
awk -v upstream="$PAGE_UPSTREAM" '
  $1 == "proxy_pass" && $2 == upstream ";" {
    indent = substr($0, 1, index($0, "proxy_pass") - 1)
    print indent "set $shop_page_upstream " upstream ";"
    print indent "proxy_pass $shop_page_upstream;"
    found = 1
    next
  }
  { print }
  END { if (!found) exit 1 }
' "$conf" > "$conf.new" || {
  echo "host: no 'proxy_pass ${PAGE_UPSTREAM};' in ${conf}" >&2
  rm -f "$conf.new"
  exit 1
}
mv "$conf.new" "$conf"
echo "host: pages' upstream ${PAGE_UPSTREAM} resolved per request by ${PAGE_UPSTREAM_RESOLVER}"
