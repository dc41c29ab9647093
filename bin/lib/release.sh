#!/usr/bin/env bash
# Kassa's release zips and a shop to install them on, for tests/e2e/specs/release.spec.ts. What
# it sets up goes to stderr; stdout is the one answer.
#   bin/lib/release.sh zip             the checkout's kassa.zip, packed as `npm run plugin-zip` packs
#                                      it (bin/plugin-zip.mjs), from the current build (built first
#                                      when missing or older than the sources); prints its path
#   bin/lib/release.sh previous-zip    the previous release's kassa.zip: KASSA_PREVIOUS_RELEASE (a
#                                      commit, default below) built and packed the same way, once,
#                                      kept in .cache/releases; prints its path
#   bin/lib/release.sh serve <folder>  a WooCommerce shop seeded without Kassa, installed in <folder>
#                                      and served on a free port in the background; prints
#                                      "<url> <server process group>" (stop it with kill -- -<group>)
#   bin/lib/release.sh serve-with-kassa <folder>   the same with Kassa, as the lanes' sites are
#                                      (tests/e2e/specs/without-woocommerce.spec.ts removes
#                                      WooCommerce from it)
set -euo pipefail
source "$( dirname "${BASH_SOURCE[0]}" )/common.sh"

# The commit the update test installs first: Kassa as it was before the release zip existed.
# Move it to the last release's tag once releases are tagged.
PREVIOUS_RELEASE="${KASSA_PREVIOUS_RELEASE:-050401005e0fc4cdd8102d753cd66428d3da0d50}"
RELEASES="$CACHE/releases"

# Packs kassa.zip in the checkout from its build, as `npm run plugin-zip` does; prints its path.
current_zip() {
	{
		ensure_node_modules
		ensure_build
	} >&2
	mkdir -p "$RELEASES"
	# One packing at a time per checkout: the zip is written in the checkout's own folder.
	exec 8> "$RELEASES/zip-$( echo "$ROOT" | md5sum | cut -c1-8 ).lock"
	flock 8
	( cd "$ROOT" && node bin/plugin-zip.mjs ) >&2 || die 'packing kassa.zip failed (output above).'
	flock -u 8
	echo "$ROOT/kassa.zip"
}

# Builds and packs the previous release once per commit; prints its zip's path.
previous_zip() {
	local commit zip source
	commit=$( git -C "$ROOT" rev-parse --verify --quiet "$PREVIOUS_RELEASE^{commit}" ) \
		|| die "the previous release $PREVIOUS_RELEASE is not in this clone: fetch the whole history (git fetch --unshallow) or set KASSA_PREVIOUS_RELEASE to a commit you have."
	zip="$RELEASES/kassa-${commit:0:12}.zip"
	mkdir -p "$RELEASES"
	exec 8> "$RELEASES/previous.lock"
	flock 8
	if [ ! -f "$zip" ]; then
		ensure_node_modules >&2
		step "Building the previous release ($commit) into $zip" >&2
		source=$( mktemp -d "$RELEASES/source.XXXX" )
		git -C "$ROOT" archive "$commit" | tar -x -C "$source"
		# No second install when its build would load today's packages: each package it names at
		# the version today's package.json names (the test drivers aside, which no build loads).
		if git -C "$ROOT" show "$commit:package.json" | node "$ROOT/bin/lib/same-build-packages.mjs" "$ROOT/package.json"; then
			ln -s "$ROOT/node_modules" "$source/node_modules"
		else
			( cd "$source" && npm ci --no-audit --no-fund --loglevel=error ) >&2 || die "npm ci of $commit failed (output above)."
		fi
		# Packed by today's rules: the files list of today's package.json.
		node -e 'const fs = require( "fs" ); const [ from, to ] = process.argv.slice( 1 ); const files = JSON.parse( fs.readFileSync( from ) ).files; const pkg = JSON.parse( fs.readFileSync( to ) ); fs.writeFileSync( to, JSON.stringify( { ...pkg, files } ) );' \
			"$ROOT/package.json" "$source/package.json"
		( cd "$source" && npx wp-scripts build > "$RELEASES/build-${commit:0:12}.log" 2>&1 && node "$ROOT/bin/plugin-zip.mjs" ) >&2 || {
			tail -n 30 "$RELEASES/build-${commit:0:12}.log" >&2
			die "building $commit failed (log above, whole log in $RELEASES/build-${commit:0:12}.log)."
		}
		mv "$source/kassa.zip" "$zip"
		rm -rf "$source"
	fi
	flock -u 8
	echo "$zip"
}

# Installs, seeds and serves a WooCommerce shop, without Kassa when $2 is set; prints its URL and
# server group.
serve_shop() {
	local site="$1" without_kassa="$2" port
	{
		ensure_php
		ensure_wordpress_core
		KASSA_SITE_WITHOUT_KASSA="$without_kassa" ensure_site "$site"
		port=$( free_port )
		serve_site "$site" "$port" "$site.server.log"
		# A server that does not answer is stopped, not left behind.
		trap 'stop_site "$SERVER_PID"' EXIT
		wait_for_site "http://localhost:$port"
		trap - EXIT
	} >&2
	echo "http://localhost:$port $SERVER_PID"
}

case "${1:-}" in
	zip) current_zip ;;
	previous-zip) previous_zip ;;
	serve | serve-with-kassa)
		[ -n "${2:-}" ] || die "usage: bin/lib/release.sh $1 <site folder>"
		without_kassa=1
		[ "$1" = serve-with-kassa ] && without_kassa=''
		serve_shop "$2" "$without_kassa"
		;;
	*) die 'usage: bin/lib/release.sh zip | previous-zip | serve <site folder> | serve-with-kassa <site folder>' ;;
esac
