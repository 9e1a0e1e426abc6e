#!/bin/sh
# The nginx images' health check: exit 0 when the URL answers 2xx. The nginx:alpine image has
# busybox's wget (and curl); the Debian stand-in used on machines without an image registry has
# neither, only perl.
#   healthcheck.sh http://127.0.0.1/remotes.json
set -eu
url="$1"
if command -v wget >/dev/null 2>&1; then exec wget -q -O /dev/null "$url"; fi
if command -v curl >/dev/null 2>&1; then exec curl -fsS -o /dev/null "$url"; fi
exec perl -MIO::Socket::INET -e '
  my ($host, $port, $path) = $ARGV[0] =~ m{^http://([^/:]+)(?::(\d+))?(/.*)?$} or exit 2;
  my $s = IO::Socket::INET->new(PeerAddr => $host, PeerPort => $port || 80, Timeout => 3) or exit 1;
  print $s "GET " . ($path || "/") . " HTTP/1.0\r\nHost: $host\r\n\r\n";
  my $status = <$s> // "";
  exit($status =~ m{^HTTP/\S+ 2\d\d} ? 0 : 1);
' "$url"
