#!/usr/bin/env bash
# Starts and stops Kassa's wp-env site, WooCommerce seeded with the demo shop: `npm run env:start`,
# `npm run env:stop`.
#   bash bin/lib/wp-env.sh start|stop|destroy [--env development|tests] [--fresh]
#
# With Docker, this is plain `wp-env start` (development and tests environments, from the
# config as it is), then one request to each site, which seeds it (bin/lib/wp-env/kassa-seed.php).
# Without Docker (or with KASSA_WP_ENV_RUNTIME=playground), wp-env's playground runtime, offline:
# one environment (development unless --env tests, whose fault injection is on) on the config's
# port or WP_ENV_PORT, with the current WordPress that bin/start uses (a copy of .cache/wordpress,
# where the site's SQLite database is kept between starts; --fresh starts from an empty one) and
# the local WooCommerce release (KASSA_WOOCOMMERCE_ZIP) for the zip the config names; see
# bin/lib/wp-env-config.mjs. Its files are in $KASSA_WP_ENV_HOME (default .cache/wp-env).
set -euo pipefail
source "$( dirname "${BASH_SOURCE[0]}" )/common.sh"

COMMAND="${1:-}"
shift || true
CONFIG=.wp-env.json
ENVIRONMENT=development
FRESH=
while [ $# -gt 0 ]; do
	case "$1" in
		--env)
			ENVIRONMENT="${2:-}"
			shift
			;;
		--fresh) FRESH=1 ;;
		*) die "unknown option $1: use --env development|tests or --fresh." ;;
	esac
	shift
done
case "$COMMAND" in start | stop | destroy) ;; *) die "unknown command ${COMMAND:-(none)}: use start, stop or destroy." ;; esac
case "$ENVIRONMENT" in development | tests) ;; *) die "unknown environment $ENVIRONMENT: use development or tests." ;; esac
WP_ENV="$ROOT/node_modules/.bin/wp-env"

if [ -n "${KASSA_WP_ENV_RUNTIME:-}" ]; then
	RUNTIME="$KASSA_WP_ENV_RUNTIME"
elif command -v docker > /dev/null && docker info > /dev/null 2>&1; then
	RUNTIME=docker
else
	RUNTIME=playground
fi
case "$RUNTIME" in docker | playground) ;; *) die "unknown runtime $RUNTIME: set KASSA_WP_ENV_RUNTIME to docker or playground." ;; esac

# A value of the config file (port, testsPort).
config_value() {
	node -e 'const c=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));console.log(c[process.argv[2]]??"")' "$ROOT/$CONFIG" "$1"
}

# Requests the site until the seed has run (the first requests activate the plugins and seed the
# shop, see bin/lib/wp-env/kassa-seed.php) and the Store API lists products. Fails on a server
# error or when the site does not answer within KASSA_WP_ENV_SEED_TIMEOUT seconds (600: WooCommerce
# installs itself in the first of those requests, in WebAssembly PHP on Playground).
wait_for_seed() {
	local url="$1" deadline=$(( SECONDS + ${KASSA_WP_ENV_SEED_TIMEOUT:-600} )) code errors=0
	SEED_PROBLEM=
	while [ "$SECONDS" -lt "$deadline" ]; do
		if [ "$RUNTIME" = playground ] && [ -z "$( playground_pid )" ]; then
			SEED_PROBLEM='stopped: the Playground process exited'
			return 1
		fi
		code=$( curl -sS -L --max-redirs 10 -o /dev/null -w '%{http_code}' --max-time 300 "$url/" 2> /dev/null || true )
		if [ "$code" = 200 ] && curl -fsS --max-time 120 "$url/wp-json/wc/store/v1/products?per_page=1" 2> /dev/null | grep -q '"id"'; then
			return 0
		fi
		if [[ "$code" == 5* ]]; then
			errors=$(( errors + 1 ))
			SEED_PROBLEM="answered $code"
			[ "$errors" -lt 3 ] || return 1
		fi
		sleep 1
	done
	SEED_PROBLEM="did not answer seeded within ${KASSA_WP_ENV_SEED_TIMEOUT:-600} s"
	return 1
}

if [ "$RUNTIME" = docker ]; then
	[ -x "$WP_ENV" ] || ensure_node_modules
	cd "$ROOT"
	case "$COMMAND" in
		stop) exec "$WP_ENV" stop ;;
		destroy) exec "$WP_ENV" destroy ;;
	esac
	"$WP_ENV" start
	for port in "${WP_ENV_PORT:-$( config_value port )}" "${WP_ENV_TESTS_PORT:-$( config_value testsPort )}"; do
		wait_for_seed "http://localhost:$port" || die "the site on http://localhost:$port $SEED_PROBLEM: see its wp-content/debug.log (npx wp-env run cli cat wp-content/debug.log)."
	done
	echo "Kassa's shop is seeded on WooCommerce: http://localhost:${WP_ENV_PORT:-$( config_value port )}/shop/ (tests: port ${WP_ENV_TESTS_PORT:-$( config_value testsPort )}, fault injection on); admin / password."
	exit 0
fi

# The playground runtime: each environment has a folder of its own.
SITE=$( realpath -m "${KASSA_WP_ENV_HOME:-$CACHE/wp-env}/$ENVIRONMENT" )
CORE="$SITE/wordpress"
DERIVED="$SITE/.wp-env.json"
export WP_ENV_HOME="$SITE"

# The id of the playground process wp-env started for this site (also its process group's id),
# if it still runs.
playground_pid() {
	local pid
	pid=$( cat "$SITE"/wp-env-*/playground.pid 2> /dev/null | head -n1 )
	[ -n "$pid" ] && tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null | grep -q wp-playground && echo "$pid"
	return 0
}

stop_playground() {
	local pid
	pid=$( playground_pid )
	if [ -n "$pid" ]; then
		( cd "$ROOT" && "$WP_ENV" stop --config "$DERIVED" > /dev/null 2>&1 ) || true
		# Whatever wp-env could not stop (e.g. after an interrupted start) is stopped here.
		kill -- -"$pid" 2> /dev/null || true
	fi
	rm -f "$SITE"/wp-env-*/playground.pid
}

case "$COMMAND" in
	stop)
		stop_playground
		echo "Stopped the wp-env site (playground runtime) in $SITE."
		exit 0
		;;
	destroy)
		stop_playground
		rm -rf "$SITE"
		echo "Removed the wp-env site (playground runtime) and its database: $SITE."
		exit 0
		;;
esac

started=$( date +%s%N )
[ -x "$WP_ENV" ] || ensure_node_modules
[ -x "$WP_ENV" ] || die "@wordpress/env is not installed: run npm ci (it needs the npm registry) and run this again."
command -v curl > /dev/null || die 'curl is missing: install it and run this again.'
[ -f "$WP_CORE/.complete" ] || ensure_php
ensure_wordpress_core
[ -n "$( woocommerce_zip )" ] || die "$WOOCOMMERCE_ZIP_HINT"
ensure_woocommerce_plugin
if [ "$ENVIRONMENT" = tests ]; then
	PORT="${WP_ENV_PORT:-$( config_value testsPort )}"
else
	PORT="${WP_ENV_PORT:-$( config_value port )}"
fi
URL="http://localhost:$PORT"
if ( exec 3<> "/dev/tcp/127.0.0.1/$PORT" ) 2> /dev/null; then
	die "port $PORT is already in use: stop whatever listens there (an earlier npm run env:start? npm run env:stop stops it) or set WP_ENV_PORT to another port."
fi
stop_playground

# WordPress is a copy of bin/start's, which Playground writes into (wp-config.php, the database).
[ -n "$FRESH" ] && rm -rf "$SITE"
if ! cmp -s "$CORE/.complete" "$WP_CORE/.complete"; then
	step "Copying WordPress $WP_VERSION into $CORE"
	rm -rf "$CORE" "$CORE.tmp" && mkdir -p "$SITE"
	cp -a "$WP_CORE" "$CORE.tmp" && mv "$CORE.tmp" "$CORE"
fi
node "$ROOT/bin/lib/wp-env-config.mjs" "$ROOT/$CONFIG" "$ENVIRONMENT" "$CORE" "$PORT" "$WC_PLUGIN" > "$DERIVED"
# wp-env looks up the latest WordPress version even when core is local; offline, it reads it from
# its cache (lib/config/load-config.js names the folder, lib/wordpress.js reads the key).
node -e '
	const fs = require( "fs" ), path = require( "path" ), crypto = require( "crypto" );
	const [ config, version ] = process.argv.slice( 1 );
	const hash = crypto.createHash( "md5" ).update( config ).digest( "hex" ).slice( 0, 8 );
	const folder = path.join( process.env.WP_ENV_HOME, `wp-env-${ path.basename( path.dirname( config ) ) }-${ hash }` );
	const file = path.join( folder, "wp-env-cache.json" );
	fs.mkdirSync( folder, { recursive: true } );
	const cache = fs.existsSync( file ) ? JSON.parse( fs.readFileSync( file, "utf8" ) ) : {};
	cache.latestWordPressVersion ??= version;
	fs.writeFileSync( file, JSON.stringify( cache ) );
' "$DERIVED" "$( cut -d. -f1-2 <<< "$WP_VERSION" )"

step "Starting wp-env (playground runtime) on $URL: WordPress $WP_VERSION, $CONFIG ($ENVIRONMENT)"
status=0
( cd "$ROOT" && timeout "${KASSA_WP_ENV_START_TIMEOUT:-300}" "$WP_ENV" start --runtime=playground --config "$DERIVED" ) || status=$?
if [ "$status" != 0 ]; then
	tail -n 30 "$SITE"/wp-env-*/playground.log >&2 2> /dev/null || true
	stop_playground
	[ "$status" = 124 ] && die "wp-env did not start the site within ${KASSA_WP_ENV_START_TIMEOUT:-300} s (the end of Playground's log is above, if it wrote one): run this again, or set KASSA_WP_ENV_START_TIMEOUT to wait longer."
	die "wp-env did not start the site (the end of Playground's log is above, all of it in $( echo "$SITE"/wp-env-*/playground.log )): fix the error and run this again."
fi
if ! wait_for_seed "$URL"; then
	tail -n 30 "$CORE/wp-content/debug.log" >&2 2> /dev/null || true
	stop_playground
	die "the wp-env site on $URL $SEED_PROBLEM (the end of WordPress's log is above, all of it in $CORE/wp-content/debug.log): fix the error and run this again."
fi

faults=off
[ "$ENVIRONMENT" = tests ] && faults=on
STOP='npm run env:stop'
[ "$ENVIRONMENT" = tests ] && STOP+=' -- --env tests'
cat << TXT

Kassa is running under wp-env (playground runtime, WebAssembly PHP) on WordPress $WP_VERSION with WooCommerce $WC_VERSION, fault injection $faults (ready in $( elapsed_since "$started" ) s):
  Shop:      $URL/shop/
  Cart:      $URL/cart/
  Checkout:  $URL/checkout/
  Admin:     $URL/wp-admin/   (admin / password; shopper: customer / password)
WordPress's log: $CORE/wp-content/debug.log. Stop it with $STOP.
TXT
