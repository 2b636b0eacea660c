#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs the README's two commands on a fresh Debian release: builds a
# minimal chroot of it with debootstrap (in /var/tmp/effsurf-chroot/RELEASE,
# outside the work tree, so that no `rm -rf build` or `git clean` ever walks
# into the host's /dev bound inside it), clones this repository's HEAD into
# it, then, inside, as root:
#   scripts/run.sh     (installs what is missing, builds, runs the app: with
#                       no display it renders the window to a PNG)
#   scripts/test.sh    (installs, builds, runs every test)
# The chroot starts from minbase each time unless --keep is given (then the
# packages installed by an earlier run stay, and only the clone is new).
#
# Usage (as root): scripts/test-in-chroot.sh [--keep] [--run-only|--test-only] [RELEASE]
#   RELEASE     a Debian codename (default: trixie)
#   --run-only  the first command only
#   --test-only the second command only (with --keep: after a run that did the first)
# The log of each command goes to build/chroot/RELEASE-<command>.log.
# EFFSURF_CHROOT_DIR overrides where the chroots live.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

keep=0
run_only=0
test_only=0
release=trixie
for argument in "$@"; do
  case "$argument" in
    --keep) keep=1 ;;
    --run-only) run_only=1 ;;
    --test-only) test_only=1 ;;
    -*) echo "test-in-chroot: unknown option $argument" >&2; exit 2 ;;
    *) release="$argument" ;;
  esac
done

if ! [[ "$release" =~ ^[a-z]+$ ]]; then
  echo "test-in-chroot: '$release' is not a Debian codename (bookworm, trixie, ...)" >&2
  exit 2
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "test-in-chroot: needs root (debootstrap, mount, chroot)" >&2
  exit 1
fi
scripts/install-deps.sh --chroot-tools >/dev/null

root="${EFFSURF_CHROOT_DIR:-/var/tmp/effsurf-chroot}/$release"
logs="$repo/build/chroot"
mkdir -p "$logs"

# The mirror this machine's apt already uses (the network here reaches no other).
# Debian's archive among the enabled sources (*.list, *.sources), not its security suite.
mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
         grep -oE '^(deb|URIs:) +(\[[^]]*\] +)?https?://[^ ]+' | grep -oE 'https?://[^ ]+' |
         grep -E '/debian/?$' | head -n1 || true)
mirror=${mirror:-http://deb.debian.org/debian}

unmount_all() {
  for point in dev/pts dev sys proc; do
    if mountpoint -q "$root/$point" 2>/dev/null; then umount -l "$root/$point" || true; fi
  done
}
still_mounted() { awk -v root="$root/" 'index($2 "/", root) == 1 { print $2 }' /proc/mounts; }
trap unmount_all EXIT

if [ "$keep" -eq 0 ] || [ ! -x "$root/bin/bash" ]; then
  unmount_all
  if [ -n "$(still_mounted)" ]; then
    echo "test-in-chroot: still mounted under $root, not removing it:" >&2
    still_mounted >&2
    exit 1
  fi
  # --one-file-system: never into a mount that is left somehow.
  rm -rf --one-file-system "$root"
  mkdir -p "$(dirname "$root")"
  echo "== debootstrap $release from $mirror into $root"
  debootstrap --variant=minbase "$release" "$root" "$mirror" >"$logs/$release-debootstrap.log" 2>&1 ||
    { tail -n 30 "$logs/$release-debootstrap.log"; exit 1; }
fi
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
# Debian 12's minbase has no /etc/hosts (13's has): "localhost" did not
# resolve, Selenium never reached chromedriver on localhost:PORT, and
# web.page waited out its hang guards until ctest's 3600 s (issue 43). Every
# installed Debian has one; the chroot gets the loopback names at least.
if [ ! -s "$root/etc/hosts" ]; then
  printf '127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' >"$root/etc/hosts"
fi

# The host's package clients' settings, so that the chroot reaches what the
# host reaches (issue 43: behind a proxy with its own certificate authority
# apt worked and `npm ci` failed with SELF_SIGNED_CERT_IN_CHAIN):
#  - the certificate authorities the host added (update-ca-certificates in
#    the chroot puts them in its bundle when ca-certificates is installed),
#    and the host's bundle as it stands, for what runs before that;
#  - npm's settings (user, Debian's global /etc/npmrc, a Node's own
#    /usr/etc/npmrc) and every file they or NODE_EXTRA_CA_CERTS point to;
#  - apt's proxy settings; the proxy variables go through `inside` below.
carry_client_settings() {
  if [ -d /usr/local/share/ca-certificates ]; then
    mkdir -p "$root/usr/local/share/ca-certificates"
    cp -a /usr/local/share/ca-certificates/. "$root/usr/local/share/ca-certificates/"
  fi
  local file
  for file in /etc/ssl/certs/ca-certificates.crt /root/.npmrc /etc/npmrc /usr/etc/npmrc "${NODE_EXTRA_CA_CERTS:-}"; do
    if [ -n "$file" ] && [ -f "$file" ]; then install -D -m "$(stat -c %a "$file")" "$file" "$root$file"; fi
  done
  for file in /root/.npmrc /etc/npmrc /usr/etc/npmrc; do
    [ -f "$file" ] || continue
    sed -n 's/^[[:space:]]*cafile[[:space:]]*=[[:space:]]*//p' "$file" | while read -r ca; do
      if [ -f "$ca" ] && [ ! -f "$root$ca" ]; then install -D -m 644 "$ca" "$root$ca"; fi
    done
  done
  for file in /etc/apt/apt.conf.d/*; do
    if [ -f "$file" ] && grep -qiE 'Acquire::(https?::)?Proxy|Acquire::https::.*(CaInfo|Verify)' "$file"; then
      cp "$file" "$root/etc/apt/apt.conf.d/"
    fi
  done
}
carry_client_settings

# A clean clone of what is committed: what CI would see.
rm -rf "$root/root/effsurf"
git clone --quiet --no-hardlinks "$repo" "$root/root/effsurf"
echo "== $release: $(chroot "$root" sh -c '. /etc/os-release; echo "$PRETTY_NAME"'), commit $(git -C "$repo" rev-parse --short HEAD)"

# The host's proxy and certificate variables, passed through the clean environment.
carried_variables=()
for variable in http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY NODE_EXTRA_CA_CERTS SSL_CERT_FILE \
                $(compgen -e | grep -E '^npm_config_' || true); do
  if [ -n "${!variable:-}" ]; then carried_variables+=("$variable=${!variable}"); fi
done

inside() {
  local name="$1"
  shift
  local started=$SECONDS
  echo "== $release: $* (log: $logs/$release-$name.log)"
  if chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
       LANG=C.UTF-8 "${carried_variables[@]}" bash -c "cd /root/effsurf && $*" >"$logs/$release-$name.log" 2>&1; then
    echo "== $release: $* passed in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
  else
    local code=$?
    tail -n 40 "$logs/$release-$name.log"
    echo "== $release: $* FAILED (exit $code) after $(( (SECONDS - started) / 60 )) min"
    exit "$code"
  fi
}

# minbase has no git, no apt-utils: the scripts need bash and apt only; git
# for the build's version string is optional.
if [ "$test_only" -eq 0 ]; then
  inside run scripts/run.sh
  if [ -s "$root/root/effsurf/build/effsurf-screenshot.png" ]; then
    cp "$root/root/effsurf/build/effsurf-screenshot.png" "$logs/$release-screenshot.png"
    echo "== $release: the window as scripts/run.sh rendered it: $logs/$release-screenshot.png"
  fi
fi
if [ "$run_only" -eq 0 ]; then
  inside test scripts/test.sh
fi
