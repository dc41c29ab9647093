# Shared set-up steps for bin/start and bin/test. Each step is idempotent: it does its work
# only when what it prepares is missing, so a second run reuses the first one's results.
# shellcheck shell=bash

ROOT=$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )
CACHE="$ROOT/.cache"
# WordPress is the current release from Debian's sid suite (Debian packages it with its own
# JavaScript libraries split out, hence the libjs-* packages); the .deb files are kept in
# $CACHE/debs, so only the first set-up needs the network.
WP_DEBIAN_SUITE='sid'
WP_DEBIAN_PACKAGES=( wordpress wordpress-theme-twentytwentyfive libjs-cropper libjs-jquery-ui libjs-lodash libjs-underscore libphp-phpmailer php-getid3 )
# More themes a shop would use, each as `<theme>:<Debian suite>`: the screenshots and the design
# tests show Kassa's pages in them (per request, bin/lib/mu-plugins/kassa-test-theme.php), to prove
# the styles follow the theme rather than Twenty Twenty-Five. A second block theme from the same
# suite, and two classic (PHP-template) themes, as most shops run: sid packages no classic theme
# any more, so Twenty Twenty-One comes from bookworm (Debian 12) and Twenty Twenty from bullseye
# (Debian 11), the newest suites that carry them.
EXTRA_THEMES=( twentytwentyfour:sid twentytwentyone:bookworm twentytwenty:bullseye )
# The SQLite integration plugin (3.0.2: WooCommerce 11 needs it) ships inside this npm package.
SQLITE_PACKAGE='@wp-playground/cli@3.1.56'
WP_CORE="$CACHE/wordpress"

# Prints one sentence saying what to do, then exits non-zero.
die() {
	echo "kassa: $*" >&2
	exit 1
}

# The run's start, for the minutes and seconds each step prints (kept by the scripts a run calls).
export KASSA_STARTED="${KASSA_STARTED:-$( date +%s )}"

# Prints a step's title after the time since the run started.
step() {
	local seconds=$(( $( date +%s ) - KASSA_STARTED ))
	printf '==> [+%d:%02d] %s\n' $(( seconds / 60 )) $(( seconds % 60 )) "$*"
}

# Seconds (one decimal) since a `date +%s%N` timestamp.
elapsed_since() {
	local tenths=$(( ( $( date +%s%N ) - $1 ) / 100000000 ))
	echo "$(( tenths / 10 )).$(( tenths % 10 ))"
}

# Installs npm packages when node_modules is missing or was installed from another
# package-lock.json (compared by content: git checkouts and merges touch the file's time).
ensure_node_modules() {
	command -v npm > /dev/null || die 'npm is missing: install Node.js 20 (with npm) and run this again.'
	node_modules_current && return
	# A folder linked to another checkout's install is that checkout's to update.
	[ -L "$ROOT/node_modules" ] && die "node_modules links to $( readlink "$ROOT/node_modules" ), installed from another package-lock.json: run npm ci there, or remove the link to install here."
	mkdir -p "$CACHE"
	# One install at a time: runs started side by side wait for it rather than race it.
	exec 9> "$CACHE/npm-install.lock"
	flock 9
	if ! node_modules_current; then
		step 'Installing npm packages (npm ci)'
		( cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error ) || die 'npm ci failed: check your network access to the npm registry and run this again.'
		package_lock_sum > "$ROOT/node_modules/.package-lock.sha256"
	fi
	flock -u 9
}

package_lock_sum() {
	sha256sum < "$ROOT/package-lock.json" | cut -d ' ' -f 1
}

node_modules_current() {
	[ -f "$ROOT/node_modules/.package-lock.sha256" ] && [ "$( cat "$ROOT/node_modules/.package-lock.sha256" )" = "$( package_lock_sum )" ]
}

# Runs an apt-get command (the words given, `sudo apt-get …` or `apt-get …`), waiting up to
# KASSA_APT_LOCK_WAIT seconds (default 600) for another apt or dpkg to let go of its locks
# instead of failing at once: DPkg::Lock::Timeout makes `install` wait for dpkg's lock, but apt
# 2.6's `update` and the archives' lock ignore it, so a lock still held is tried again.
apt_get_waiting() {
	local wait="${KASSA_APT_LOCK_WAIT:-600}" deadline errors status
	deadline=$(( $( date +%s ) + wait ))
	errors=$( mktemp )
	while :; do
		"$@" -o "DPkg::Lock::Timeout=$wait" 2> "$errors"
		status=$?
		cat "$errors" >&2
		if [ "$status" = 0 ] || ! grep -q 'Could not get lock' "$errors" || [ "$( date +%s )" -ge "$deadline" ]; then
			rm -f "$errors"
			return "$status"
		fi
		echo "kassa: waiting for another apt-get or dpkg to finish" >&2
		sleep "${KASSA_APT_LOCK_RETRY:-5}"
	done
}

# Installs Debian packages with apt-get (as root, or through sudo).
apt_install() {
	command -v apt-get > /dev/null || die "apt-get is missing, so $* cannot be installed here: install them by hand and run this again."
	local sudo=''
	[ "$( id -u )" = 0 ] || sudo='sudo'
	step "Installing $* with apt-get"
	{ apt_get_waiting $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt_get_waiting $sudo apt-get install -y -qq --no-install-recommends "$@"; } > "$CACHE/apt.log" 2>&1 \
		|| die "apt-get could not install $* (see $CACHE/apt.log): install them by hand and run this again."
}

# Debian's native PHP serves WordPress ~13x faster than WebAssembly PHP (see README).
ensure_php() {
	mkdir -p "$CACHE"
	# Read the module list first: `php -m | grep -q` can fail under pipefail (grep quits early).
	local modules
	modules=$( command -v php > /dev/null && php -m 2> /dev/null )
	if ! grep -qix 'pdo_sqlite' <<< "$modules" || ! grep -qix 'mbstring' <<< "$modules"; then
		apt_install php-cli php-sqlite3 php-xml php-mbstring php-curl php-intl php-gd
	fi
}

ensure_chromium() {
	mkdir -p "$CACHE"
	[ -x /usr/bin/chromium ] || apt_install chromium
	command -v brotli > /dev/null || apt_install brotli
}

# Debian's Firefox ESR, for the Firefox lane (Playwright drives it over WebDriver BiDi).
ensure_firefox() {
	mkdir -p "$CACHE"
	[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || apt_install firefox-esr
}

# Debian's WebKitGTK WebDriver (its MiniBrowser comes with libwebkit2gtk-4.1-0) and a virtual
# display for it, for the WebKit lane.
ensure_webkit() {
	mkdir -p "$CACHE"
	[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || apt_install webkit2gtk-driver
	{ command -v xvfb-run > /dev/null && command -v xauth > /dev/null; } || apt_install xvfb xauth
}

# The Debian mirror this machine's apt already uses (deb822 or one-line sources).
debian_mirror() {
	local uri
	uri=$( grep -hs -m1 -oP '^URIs:\s*\K\S+' /etc/apt/sources.list.d/*.sources | grep -v security | head -n1 )
	[ -n "$uri" ] || uri=$( grep -hs -oP '^deb\s+(\[[^]]*\]\s+)?\K\S+' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | grep -v security | head -n1 )
	echo "${KASSA_DEBIAN_MIRROR:-${uri:-http://deb.debian.org/debian}}"
}

# Downloads WordPress's .deb files from Debian sid into $CACHE/debs with an apt state of its
# own, so the machine's apt set-up (its suite, lists and locks) is left as it was.
fetch_wordpress_debs() {
	[ -f "$CACHE/debs/.complete" ] && return
	rm -rf "$CACHE/debs" && mkdir -p "$CACHE/debs"
	step "Downloading WordPress from Debian $WP_DEBIAN_SUITE ($( debian_mirror ))"
	apt_download "$CACHE/debs" "${WP_DEBIAN_PACKAGES[@]}"
	touch "$CACHE/debs/.complete"
}

# Downloads Debian packages of the $WP_DEBIAN_SUITE suite (or the suite SUITE names) into a
# folder, with an apt state of its own; stops with what to do when the mirror cannot be reached.
apt_download() {
	local folder="$1" suite="${SUITE:-$WP_DEBIAN_SUITE}" mirror apt
	apt="$CACHE/apt-$suite"
	shift
	command -v apt-get > /dev/null && command -v dpkg-deb > /dev/null \
		|| die "WordPress comes from Debian's $suite suite, which needs apt-get and dpkg-deb: run this on Debian or Ubuntu."
	mirror=$( debian_mirror )
	rm -rf "$apt" && mkdir -p "$apt/etc" "$apt/state/lists/partial" "$apt/cache/archives/partial"
	touch "$apt/state/status"
	echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $suite main" > "$apt/etc/sources.list"
	local options=( -o "Dir::Etc::SourceList=$apt/etc/sources.list" -o Dir::Etc::SourceParts=/dev/null
		-o "Dir::State=$apt/state" -o "Dir::Cache=$apt/cache" -o "Dir::State::status=$apt/state/status"
		-o Debug::NoLocking=1 -o APT::Sandbox::User=root )
	{ apt_get_waiting apt-get "${options[@]}" update -q && ( cd "$folder" && apt_get_waiting apt-get "${options[@]}" download "$@" ); } > "$CACHE/apt-wordpress.log" 2>&1 \
		|| die "Debian's $suite suite could not be reached at $mirror (see $CACHE/apt-wordpress.log): check access to that mirror, or set KASSA_DEBIAN_MIRROR to one you can reach, and run this again."
	rm -rf "$apt"
}

# The extra themes in $WP_CORE: a core unpacked before one was part of the set-up gets it once
# (its .deb kept in $CACHE/debs with the others).
ensure_themes() {
	local entry name suite theme deb tmp
	for entry in "${EXTRA_THEMES[@]}"; do
		name="${entry%%:*}" suite="${entry#*:}"
		theme="$WP_CORE/wp-content/themes/$name"
		[ -f "$theme/style.css" ] && continue
		deb=$( ls "$CACHE"/debs/wordpress-theme-"$name"_*.deb 2> /dev/null | head -n1 || true )
		if [ -z "$deb" ]; then
			step "Downloading the $name theme from Debian $suite"
			SUITE="$suite" apt_download "$CACHE/debs" "wordpress-theme-$name"
			deb=$( ls "$CACHE"/debs/wordpress-theme-"$name"_*.deb | head -n1 )
		fi
		tmp=$( mktemp -d "$CACHE/theme.XXXX" )
		dpkg-deb -x "$deb" "$tmp" && cp -rL "$tmp/usr/share/wordpress/wp-content/themes/$name" "$theme.partial" \
			|| die "$deb could not be unpacked: delete it and run this again."
		mv "$theme.partial" "$theme"
		rm -rf "$tmp"
	done
}

# Prints the path of an npm package's tarball, downloaded once into $CACHE/downloads.
npm_tarball() {
	local package="$1" folder="$CACHE/downloads" name
	name=$( echo "${package#@}" | tr '/@' '-' ).tgz
	if [ ! -f "$folder/$name" ]; then
		mkdir -p "$folder"
		( cd "$folder" && npm pack --silent "$package" > /dev/null ) || die "npm could not fetch $package: check your access to the npm registry and run this again."
	fi
	echo "$folder/$name"
}

# Unpacks WordPress (from the cached .deb files, symlinks into Debian's shared libraries made
# plain copies) with the SQLite integration plugin into $WP_CORE, once.
ensure_wordpress_core() {
	if [ -f "$WP_CORE/.complete" ]; then
		WP_VERSION=$( cat "$WP_CORE/.complete" )
		ensure_themes
		return
	fi
	mkdir -p "$CACHE"
	command -v unzip > /dev/null || apt_install unzip
	fetch_wordpress_debs
	local sqlite tmp deb
	sqlite=$( npm_tarball "$SQLITE_PACKAGE" ) || exit 1
	step 'Unpacking WordPress and the SQLite integration plugin'
	tmp=$( mktemp -d "$CACHE/wordpress.XXXX" )
	for deb in "$CACHE"/debs/*.deb; do
		dpkg-deb -x "$deb" "$tmp/root" || die "$deb could not be unpacked: delete $CACHE/debs and run this again."
	done
	# Links that point outside the packages (e.g. .htaccess to /etc/wordpress) are dropped.
	find "$tmp/root/usr/share/wordpress" -xtype l -delete
	cp -rL "$tmp/root/usr/share/wordpress" "$tmp/core"
	# Debian's wp-config.php reads /etc/wordpress; each site gets its own (bin/lib/install.php).
	rm -f "$tmp/core/wp-config.php"
	tar -xzf "$sqlite" -C "$tmp" package/sqlite-database-integration.zip \
		&& unzip -q "$tmp/package/sqlite-database-integration.zip" -d "$tmp/sqlite" \
		|| die "$SQLITE_PACKAGE has no SQLite integration plugin: delete $CACHE/downloads and run this again."
	mv "$tmp/sqlite/"* "$tmp/core/wp-content/plugins/sqlite-database-integration"
	WP_VERSION=$( php -r 'include $argv[1]; echo $wp_version;' "$tmp/core/wp-includes/version.php" 2> /dev/null )
	[ -n "$WP_VERSION" ] && [ -f "$tmp/core/wp-includes/js/dist/block-editor.min.js" ] \
		|| die "the WordPress packages from Debian are incomplete: delete $CACHE/debs and run this again."
	rm -rf "$WP_CORE" && mv "$tmp/core" "$WP_CORE"
	rm -rf "$tmp"
	echo "$WP_VERSION" > "$WP_CORE/.complete"
	ensure_themes
	step "WordPress $WP_VERSION (Debian $WP_DEBIAN_SUITE) is ready in $WP_CORE"
}

# Builds the plugin's scripts unless build/ is newer than every source file.
ensure_build() {
	if [ -f "$ROOT/build/.complete" ] && [ -z "$( cd "$ROOT" && find blocks hooks stores assets woocommerce classic webpack.config.js bin/lib/postcss-theme-guard.js package-lock.json -newer build/.complete -print -quit 2> /dev/null )" ]; then
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

# Prints the counts of a Playwright JSON report: passed (a test passing on its retry included),
# failed, and passed only on a retry ("0 0 0" without a report).
playwright_counts() {
	node -e 'try{const s=require(process.argv[1]).stats;console.log(s.expected+s.flaky,s.unexpected,s.flaky)}catch{console.log(0,0,0)}' "$1"
}

# Prints a free TCP port on 127.0.0.1.
free_port() {
	# Written as text: console.log colours a number when FORCE_COLOR is set (as under Playwright).
	node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(s.address().port+"\n");s.close();});'
}

# A plugin's release zip: the path given (from an environment variable), else the one in the
# workplace's shared folder matching the pattern. Prints nothing when there is none.
release_zip() {
	local zip="$1" pattern="$2" candidate
	if [ -z "$zip" ]; then
		# shellcheck disable=SC2086 # The pattern is a glob.
		for candidate in "$ROOT"/../shared/$pattern /work/shared/$pattern; do
			[ -f "$candidate" ] && zip="$candidate"
		done
	fi
	[ -n "$zip" ] && [ -f "$zip" ] && echo "$zip"
	return 0
}

# Unpacks a plugin's zip once into $CACHE/plugins, keyed by its checksum; sets PLUGIN_FOLDER to
# the plugin's folder. Dies with the sentence given when the zip lacks the plugin's main file.
unpack_plugin_zip() {
	local zip="$1" plugin="$2" main_file="$3" refusal="$4" sum folder
	sum=$( sha256sum "$zip" | cut -c1-16 )
	folder="$CACHE/plugins/$plugin-$sum"
	if [ ! -f "$folder/.complete" ]; then
		command -v unzip > /dev/null || apt_install unzip
		step "Unpacking $zip"
		rm -rf "$folder" && mkdir -p "$folder"
		unzip -q "$zip" -d "$folder" && [ -f "$folder/$plugin/$main_file" ] || die "$zip $refusal"
		touch "$folder/.complete"
	fi
	PLUGIN_FOLDER="$folder/$plugin"
}

# The WooCommerce release zip every site runs: KASSA_WOOCOMMERCE_ZIP, else the one in the
# workplace's shared folder. Prints nothing when there is none.
woocommerce_zip() {
	release_zip "${KASSA_WOOCOMMERCE_ZIP:-}" 'woocommerce/woocommerce*.zip'
}

# The one line that says how to give the sites their WooCommerce.
WOOCOMMERCE_ZIP_HINT='no WooCommerce zip: Kassa runs on WooCommerce. Download its release zip (11.0 or later, e.g. https://downloads.wordpress.org/plugin/woocommerce.11.0.1.zip), set KASSA_WOOCOMMERCE_ZIP to its path and run this again.'

# Unpacks the WooCommerce zip once, keyed by its checksum; sets WC_PLUGIN (the plugin folder)
# and WC_VERSION.
ensure_woocommerce_plugin() {
	local zip
	zip=$( woocommerce_zip )
	[ -n "$zip" ] || die "$WOOCOMMERCE_ZIP_HINT"
	unpack_plugin_zip "$zip" woocommerce woocommerce.php 'is not a WooCommerce release zip (no woocommerce/woocommerce.php): point KASSA_WOOCOMMERCE_ZIP at one.'
	WC_PLUGIN="$PLUGIN_FOLDER"
	WC_VERSION=$( grep -m1 -oP '^\s*\*\s*Version:\s*\K\S+' "$WC_PLUGIN/woocommerce.php" )
}

# Real plugins' release zips for the compatibility specs: gateways written for WooCommerce's
# blocks (KASSA_GATEWAY_ZIPS, else every zip in the workplace's shared woocommerce/plugins folder:
# WooCommerce's Dummy Payments and Stripe gateways) and plugins written for its classic checkout
# (KASSA_CLASSIC_ZIPS, else every zip in woocommerce/classic: a classic gateway, a checkout field
# editor, a delivery date picker). Paths in the variables are separated by ':'. Prints one path
# a line; nothing when there are none.
gateway_zips() {
	local variable folder zip
	for variable in KASSA_GATEWAY_ZIPS:plugins KASSA_CLASSIC_ZIPS:classic; do
		folder="${variable#*:}"
		variable="${variable%%:*}"
		if [ -n "${!variable:-}" ]; then
			tr ':' '\n' <<< "${!variable}"
			continue
		fi
		for zip in "$ROOT"/../shared/woocommerce/"$folder"/*.zip /work/shared/woocommerce/"$folder"/*.zip; do
			[ -f "$zip" ] && echo "$zip"
		done | awk -F/ '!seen[$NF]++'
	done
}

# Unpacks each gateway zip once (keyed by its checksum) and links its plugin folder into a
# WooCommerce site's plugins, left inactive: the specs that need a gateway turn it on and skip
# when it is not there.
link_gateway_plugins() {
	local site="$1" zip sum folder plugin
	while IFS= read -r zip; do
		[ -f "$zip" ] || die "$zip (KASSA_GATEWAY_ZIPS or KASSA_CLASSIC_ZIPS) is not a file."
		sum=$( sha256sum "$zip" | cut -c1-16 )
		folder="$CACHE/plugins/$( basename "$zip" .zip )-$sum"
		if [ ! -f "$folder/.complete" ]; then
			command -v unzip > /dev/null || apt_install unzip
			rm -rf "$folder" && mkdir -p "$folder"
			unzip -q "$zip" -d "$folder" || die "$zip could not be unpacked."
			touch "$folder/.complete"
		fi
		for plugin in "$folder"/*/; do
			ln -sfn "${plugin%/}" "$site/wp-content/plugins/$( basename "$plugin" )"
		done
	done < <( gateway_zips )
}

# Creates (once) a site folder: a copy of core, installed, with WooCommerce, the test payment
# gateway and Kassa linked in; then seeds the demo shop, which changes nothing on a second run. With
# KASSA_SITE_WITHOUT_KASSA=1 the shop is seeded without Kassa, as a merchant has it before
# installing Kassa from its zip (tests/e2e/specs/release.spec.ts).
# Sites live outside this folder, reached through the link .cache/sites. WordPress names a
# plugin from its real path through the links in wp-content/plugins (plugin_basename), and a
# site inside Kassa's own folder (linked as the plugin `kassa`) had every other plugin named
# through Kassa's folder: fixture gateways counted as Kassa's own scripts and their activation
# hooks never fired. Sites made inside before move out.
ensure_sites_dir() {
	local outside
	[ -L "$CACHE/sites" ] && return
	outside="${KASSA_SITES_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/kassa-sites}/$( printf %s "$ROOT" | sha256sum | cut -c1-12 )"
	mkdir -p "$outside" "$CACHE"
	if [ -d "$CACHE/sites" ]; then
		find "$CACHE/sites" -mindepth 1 -maxdepth 1 -exec mv -t "$outside" {} +
		rmdir "$CACHE/sites"
	fi
	ln -s "$outside" "$CACHE/sites"
}

ensure_site() {
	local site="$1" log="$CACHE/install-$( basename "$1" ).log" fixture
	ensure_sites_dir
	ensure_woocommerce_plugin
	if [ ! -f "$site/.installed" ]; then
		step "Installing WordPress and WooCommerce $WC_VERSION into $site"
		rm -rf "$site" && mkdir -p "$site"
		cp -a "$WP_CORE/." "$site/"
		rm -f "$site/.complete"
		# Hard links: a copy in no time and no space; WooCommerce never writes its own files.
		cp -al "$WC_PLUGIN" "$site/wp-content/plugins/woocommerce"
		php "$ROOT/bin/lib/install.php" "$site" > "$log" 2>&1 || {
			cat "$log" >&2
			die "installing WordPress failed (log above): delete $site and run this again."
		}
		touch "$site/.installed"
	fi
	# A site made before a theme was part of core gets it too.
	for theme in "${EXTRA_THEMES[@]%%:*}"; do
		[ -d "$site/wp-content/themes/$theme" ] || cp -a "$WP_CORE/wp-content/themes/$theme" "$site/wp-content/themes/"
	done
	# Links are refreshed every time, so a moved checkout still serves its own plugins.
	if [ -n "${KASSA_SITE_WITHOUT_KASSA:-}" ]; then
		rm -f "$site/wp-content/plugins/kassa"
	else
		ln -sfn "$ROOT" "$site/wp-content/plugins/kassa"
	fi
	mkdir -p "$site/wp-content/mu-plugins"
	ln -sfn "$ROOT/bin/lib/mu-plugins/"*.php "$site/wp-content/mu-plugins/"
	# Fixture themes (a folder whose style.css names a theme), installed beside the site's own.
	for fixture in "$ROOT"/tests/fixtures/*/; do
		grep -qs '^Theme Name:' "${fixture}style.css" && ln -sfn "${fixture%/}" "$site/wp-content/themes/$( basename "$fixture" )"
	done
	ln -sfn "$ROOT/bin/lib/page-cache/advanced-cache.php" "$site/wp-content/advanced-cache.php"
	# Every fixture plugin (a folder whose main file has a plugin header), present but left
	# inactive: the specs that need one activate it (the test gateway is always active).
	for fixture in "$ROOT"/tests/fixtures/*/; do
		fixture="${fixture%/}"
		if grep -qs '^ \* Plugin Name:' "$fixture/$( basename "$fixture" ).php"; then
			ln -sfn "$fixture" "$site/wp-content/plugins/$( basename "$fixture" )"
		fi
	done
	ln -sfn "$ROOT/bin/lib/woocommerce/demo-shop.php" "$site/wp-content/mu-plugins/kassa-demo-shop-woocommerce.php"
	link_gateway_plugins "$site"
	# Plugins are activated in a process of their own: WooCommerce's installer runs on
	# activation, and its settings can only be written by a process that loaded it from the start.
	{ php "$ROOT/bin/lib/activate.php" "$site" && php "$ROOT/bin/lib/seed.php" "$site"; } > "$log" 2>&1 || {
		cat "$log" >&2
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
