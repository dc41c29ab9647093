# Shared set-up steps for bin/start and bin/test. Each step is idempotent: it does its work
# only when what it prepares is missing, so a second run reuses the first one's results.
# shellcheck shell=bash

ROOT=$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )
CACHE="$ROOT/.cache"
# WordPress and the SQLite integration come from this npm package, never from a download.
WP_BUILDS_PACKAGE='@wp-playground/wordpress-builds@0.9.19'
WP_CORE="$CACHE/wordpress-6.6-rc3"

# Prints one sentence saying what to do, then exits non-zero.
die() {
	echo "kassa: $*" >&2
	exit 1
}

step() {
	echo "==> $*"
}

# Seconds (one decimal) since a `date +%s%N` timestamp.
elapsed_since() {
	local tenths=$(( ( $( date +%s%N ) - $1 ) / 100000000 ))
	echo "$(( tenths / 10 )).$(( tenths % 10 ))"
}

# Installs npm packages when node_modules is missing or older than package-lock.json.
ensure_node_modules() {
	command -v npm > /dev/null || die 'npm is missing: install Node.js 20 (with npm) and run this again.'
	node_modules_current && return
	mkdir -p "$CACHE"
	# One install at a time: runs started side by side wait for it rather than race it.
	exec 9> "$CACHE/npm-install.lock"
	flock 9
	if ! node_modules_current; then
		step 'Installing npm packages (npm ci)'
		( cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error ) || die 'npm ci failed: check your network access to the npm registry and run this again.'
	fi
	flock -u 9
}

node_modules_current() {
	[ -f "$ROOT/node_modules/.package-lock.json" ] && ! [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]
}

# Installs Debian packages with apt-get (as root, or through sudo).
apt_install() {
	command -v apt-get > /dev/null || die "apt-get is missing, so $* cannot be installed here: install them by hand and run this again."
	local sudo=''
	[ "$( id -u )" = 0 ] || sudo='sudo'
	step "Installing $* with apt-get"
	{ $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@"; } > "$CACHE/apt.log" 2>&1 \
		|| die "apt-get could not install $* (see $CACHE/apt.log): install them by hand and run this again."
}

# Debian's native PHP serves WordPress ~13x faster than WebAssembly PHP (see README).
ensure_php() {
	mkdir -p "$CACHE"
	if ! command -v php > /dev/null || ! php -m 2> /dev/null | grep -qi '^pdo_sqlite$' || ! php -m | grep -qi '^mbstring$'; then
		apt_install php-cli php-sqlite3 php-xml php-mbstring php-curl php-intl php-gd
	fi
}

ensure_chromium() {
	mkdir -p "$CACHE"
	[ -x /usr/bin/chromium ] || apt_install chromium
	command -v brotli > /dev/null || apt_install brotli
}

# Unpacks WordPress 6.6 (PHP from the zip, static assets from the package's public/ folder,
# which Playground serves separately) and the SQLite integration plugin into $WP_CORE.
ensure_wordpress_core() {
	[ -f "$WP_CORE/.complete" ] && return
	mkdir -p "$CACHE"
	command -v unzip > /dev/null || apt_install unzip
	step "Unpacking WordPress from $WP_BUILDS_PACKAGE"
	local tmp
	tmp=$( mktemp -d "$CACHE/wp-builds.XXXX" )
	( cd "$tmp" && npm pack --silent "$WP_BUILDS_PACKAGE" > /dev/null ) || die "npm could not fetch $WP_BUILDS_PACKAGE: check your access to the npm registry."
	tar -xzf "$tmp"/*.tgz -C "$tmp" package/src/wordpress/wp-beta.zip package/public/wp-beta package/src/sqlite-database-integration/sqlite-database-integration.zip \
		|| die "the $WP_BUILDS_PACKAGE tarball is incomplete: delete $CACHE and run this again."
	rm -rf "$WP_CORE" && mkdir -p "$WP_CORE"
	unzip -q "$tmp/package/src/wordpress/wp-beta.zip" -d "$WP_CORE"
	rm -f "$tmp/package/public/wp-beta/wordpress-remote-asset-paths"
	rm -rf "$tmp/package/public/wp-beta/wp-content/database"
	cp -a "$tmp/package/public/wp-beta/." "$WP_CORE/"
	unzip -q "$tmp/package/src/sqlite-database-integration/sqlite-database-integration.zip" -d "$tmp/sqlite"
	mv "$tmp/sqlite/"* "$WP_CORE/wp-content/plugins/sqlite-database-integration"
	# Playground's zip carries its own wp-config.php and a ready-made database; we install our own.
	rm -rf "$WP_CORE/wp-config.php" "$WP_CORE/wp-content/database" "$WP_CORE/wordpress-remote-asset-paths"
	rm -rf "$tmp"
	touch "$WP_CORE/.complete"
}

# Builds the plugin's scripts unless build/ is newer than every source file.
ensure_build() {
	if [ -f "$ROOT/build/.complete" ] && [ -z "$( cd "$ROOT" && find blocks assets stores webpack.config.js package-lock.json -newer build/.complete -print -quit 2> /dev/null )" ]; then
		return
	fi
	step 'Building the plugin (wp-scripts build)'
	rm -f "$ROOT/build/.complete"
	( cd "$ROOT" && npx wp-scripts build > "$CACHE/build.log" 2>&1 ) || {
		tail -n 30 "$CACHE/build.log" >&2
		die "the build failed (log above, whole log in $CACHE/build.log): fix the error and run this again."
	}
	touch "$ROOT/build/.complete"
}

# Fails when something already listens on the port.
ensure_port_free() {
	if ( exec 3<> "/dev/tcp/127.0.0.1/$1" ) 2> /dev/null; then
		die "port $1 is already in use: stop whatever listens there (e.g. an earlier bin/start) or set KASSA_PORT to another port."
	fi
}

# Prints a free TCP port on 127.0.0.1.
free_port() {
	node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();});'
}

# Creates (once) a site folder: a copy of core with Kassa and the Store API plugin linked in,
# installed and seeded. The seeded database is kept as a snapshot so a test run can start
# from a clean shop in milliseconds.
ensure_site() {
	local site="$1"
	if [ ! -f "$site/.installed" ]; then
		step "Installing WordPress into $site"
		rm -rf "$site" && mkdir -p "$site"
		cp -a "$WP_CORE/." "$site/"
		rm -f "$site/.complete"
		php "$ROOT/bin/lib/install.php" "$site" > "$CACHE/install.log" 2>&1 || {
			cat "$CACHE/install.log" >&2
			die "installing WordPress failed (log above): delete $site and run this again."
		}
		touch "$site/.installed"
	fi
	# Links are refreshed every time, so a moved checkout still serves its own plugin.
	ln -sfn "$ROOT" "$site/wp-content/plugins/kassa"
	ln -sfn "$ROOT/store-api" "$site/wp-content/plugins/kassa-store-api"
	php "$ROOT/bin/lib/seed.php" "$site" > "$CACHE/seed.log" 2>&1 || {
		cat "$CACHE/seed.log" >&2
		die "seeding the shop failed (log above): fix the error and run this again."
	}
}

# Serves the site with PHP's built-in server in the background, in a process group of its own
# (its workers are forked children); sets SERVER_PID, the group's id, for stop_site.
serve_site() {
	local site="$1" port="$2" log="$3"
	PHP_CLI_SERVER_WORKERS="${KASSA_PHP_WORKERS:-4}" KASSA_SITE_URL="http://localhost:$port" \
		setsid php -S "127.0.0.1:$port" -t "$site" "$ROOT/bin/lib/router.php" > "$log" 2>&1 < /dev/null &
	SERVER_PID=$!
}

# Stops a server started by serve_site, workers included.
stop_site() {
	kill -- -"$1" 2> /dev/null || kill "$1" 2> /dev/null || true
}

# Waits until the site answers, at most 30 s.
wait_for_site() {
	local url="$1" i
	for i in $( seq 1 150 ); do
		curl -fsS -o /dev/null "$url/wp-json/" 2> /dev/null && return 0
		sleep 0.2
	done
	die "WordPress did not answer at $url within 30 s: see the server log in $CACHE."
}
