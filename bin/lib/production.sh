# The production-shaped stack for bin/start --production and bin/test production: MariaDB
# (WordPress's own MySQL driver), PHP-FPM behind nginx, Redis as the persistent object cache and
# nginx's FastCGI cache as the full-page cache, all from Debian's packages. Every server runs as
# a process of the caller's, on a private socket (nginx alone on a TCP port, on 127.0.0.1) with
# its data under one run folder, and production_stop ends them all; no system service is used.
# shellcheck shell=bash

PRODUCTION_PACKAGES=( mariadb-server php-fpm php-mysql nginx redis-server php-redis )
PRODUCTION_TEMPLATES="$ROOT/bin/lib/production"
# The servers' process ids (each leads a process group of its own), for production_stop.
PRODUCTION_PIDS=()

# Says what went wrong, as die does, but returns 1: a test lane goes on to stop what it started.
production_fail() {
	echo "kassa: $*" >&2
	return 1
}

# The Redis Object Cache plugin's zip: KASSA_REDIS_CACHE_ZIP, else the one in the workplace's
# shared folder. Prints nothing when there is none.
redis_cache_zip() {
	release_zip "${KASSA_REDIS_CACHE_ZIP:-}" 'plugins/redis-cache*.zip'
}

REDIS_CACHE_ZIP_HINT='no Redis Object Cache zip: set KASSA_REDIS_CACHE_ZIP to the path of the plugin'"'"'s release zip (redis-cache 2.6.3, the one WordPress.org serves) to run the production-shaped lane.'

# Installs Debian's packages for the stack unless they are there; their own services are kept
# from starting (policy-rc.d), as this lane runs its own servers. Sets PHP_FPM.
ensure_production_packages() {
	local modules policy=/usr/sbin/policy-rc.d made_policy=''
	modules=$( php -m 2> /dev/null )
	if ! [ -x /usr/sbin/mariadbd ] || ! [ -x /usr/sbin/nginx ] || ! command -v redis-server > /dev/null \
		|| ! compgen -G '/usr/sbin/php-fpm*' > /dev/null || ! grep -qix mysqli <<< "$modules" || ! grep -qix redis <<< "$modules"; then
		if [ ! -e "$policy" ] && [ "$( id -u )" = 0 ]; then
			printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && made_policy=1
		fi
		apt_install "${PRODUCTION_PACKAGES[@]}"
		[ -n "$made_policy" ] && rm -f "$policy"
	fi
	PHP_FPM=$( compgen -G '/usr/sbin/php-fpm*' | sort -V | tail -n1 )
}

# Unpacks the Redis Object Cache plugin once, keyed by its checksum; sets REDIS_CACHE_PLUGIN.
ensure_redis_cache_plugin() {
	local zip
	zip=$( redis_cache_zip )
	[ -n "$zip" ] || die "$REDIS_CACHE_ZIP_HINT"
	unpack_plugin_zip "$zip" redis-cache includes/object-cache.php 'is not the Redis Object Cache plugin (no redis-cache/includes/object-cache.php): point KASSA_REDIS_CACHE_ZIP at its release zip.'
	REDIS_CACHE_PLUGIN="$PLUGIN_FOLDER"
}

# Writes one of the stack's configuration files from its template in bin/lib/production/.
production_config() {
	local template="$1" run="$2" site="$3" port="$4" user_line='# workers run as the user who started nginx' fpm_user='; workers run as the user who started PHP-FPM'
	if [ "$( id -u )" = 0 ]; then
		# As root, the servers' workers run as root too: they read the checkout's files where
		# they are, as the developer's own processes do.
		user_line='user root root;'
		fpm_user='user = root\ngroup = root'
	fi
	sed -e "s|@RUN@|$run|g" -e "s|@SITE@|$site|g" -e "s|@PORT@|$port|g" -e "s|@USER_LINE@|$user_line|" \
		-e "s|@FPM_USER@|$fpm_user|" -e "s|@WORKERS@|${KASSA_PHP_WORKERS:-4}|" \
		"$PRODUCTION_TEMPLATES/$template" > "$run/conf/$template"
}

# Waits (at most 30 s) until a command succeeds, or fails naming the log to read.
production_wait() {
	local what="$1" log="$2" i
	shift 2
	for i in $( seq 1 150 ); do
		"$@" > /dev/null 2>&1 && return 0
		sleep 0.2
	done
	production_fail "$what did not start within 30 s: see $log."
}

# Starts MariaDB, Redis, PHP-FPM and nginx for a site, with their sockets, data and logs under
# the run folder; adds to PRODUCTION_PIDS (for production_stop), sets KASSA_MYSQL_SOCKET and
# KASSA_REDIS_SOCKET (exported: the site's installer writes them into wp-config.php). A fresh
# run folder gets an empty database.
production_start() {
	local run="$1" site="$2" port="$3" fresh=''
	# Unix socket paths are limited to 107 bytes.
	[ ${#run} -le 80 ] || { production_fail "the run folder $run is too long a path for the servers' sockets: move the checkout to a shorter path."; return; }
	[ -d "$run/mysql" ] || fresh=1
	mkdir -p "$run/conf" "$run/logs" "$run/tmp" "$run/nginx"
	for template in my.cnf redis.conf php-fpm.conf nginx.conf; do
		production_config "$template" "$run" "$site" "$port"
	done
	export KASSA_MYSQL_SOCKET="$run/mysqld.sock" KASSA_REDIS_SOCKET="$run/redis.sock"
	local root_user=()
	[ "$( id -u )" = 0 ] && root_user=( --user=root )
	if [ -n "$fresh" ]; then
		mariadb-install-db --defaults-file="$run/conf/my.cnf" "${root_user[@]}" --auth-root-authentication-method=normal \
			--skip-test-db > "$run/logs/mariadb-install.log" 2>&1 \
			|| { production_fail "MariaDB's data folder could not be made: see $run/logs/mariadb-install.log."; return; }
	fi
	setsid /usr/sbin/mariadbd --defaults-file="$run/conf/my.cnf" "${root_user[@]}" > "$run/logs/mariadbd.out" 2>&1 < /dev/null &
	PRODUCTION_PIDS+=( $! )
	setsid redis-server "$run/conf/redis.conf" > /dev/null 2>&1 < /dev/null &
	PRODUCTION_PIDS+=( $! )
	local fpm_root=()
	[ "$( id -u )" = 0 ] && fpm_root=( --allow-to-run-as-root )
	KASSA_SITE_URL="http://localhost:$port" setsid "$PHP_FPM" --nodaemonize --fpm-config "$run/conf/php-fpm.conf" "${fpm_root[@]}" \
		> "$run/logs/php-fpm.out" 2>&1 < /dev/null &
	PRODUCTION_PIDS+=( $! )
	setsid /usr/sbin/nginx -c "$run/conf/nginx.conf" -e "$run/logs/nginx-error.log" > "$run/logs/nginx.out" 2>&1 < /dev/null &
	PRODUCTION_PIDS+=( $! )
	production_wait MariaDB "$run/logs/mariadb.log" mariadb-admin --socket="$KASSA_MYSQL_SOCKET" -uroot ping \
		&& production_wait Redis "$run/logs/redis.log" redis-cli -s "$KASSA_REDIS_SOCKET" ping \
		&& production_wait PHP-FPM "$run/logs/php-fpm.log" test -S "$run/php-fpm.sock" \
		&& production_wait nginx "$run/logs/nginx-error.log" test -s "$run/nginx.pid" \
		|| return
	mariadb --socket="$KASSA_MYSQL_SOCKET" -uroot -e "CREATE DATABASE IF NOT EXISTS wordpress;
		CREATE USER IF NOT EXISTS 'wordpress'@'localhost' IDENTIFIED BY 'wordpress';
		GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';" \
		|| production_fail "the site's database could not be made: see $run/logs/mariadb.log."
}

# Empties the site's database (for a site folder that is installed anew).
production_reset_database() {
	mariadb --socket="$KASSA_MYSQL_SOCKET" -uroot -e 'DROP DATABASE IF EXISTS wordpress; CREATE DATABASE wordpress;'
}

# Stops the servers production_start started (each the leader of its own process group),
# waiting until each is gone so that its files can be removed.
production_stop() {
	local pid i
	[ $# -gt 0 ] || return 0
	for pid in "$@"; do
		kill -TERM -- -"$pid" 2> /dev/null || kill -TERM "$pid" 2> /dev/null || true
	done
	for pid in "$@"; do
		for i in $( seq 1 100 ); do
			kill -0 "$pid" 2> /dev/null || break
			sleep 0.1
		done
		kill -KILL -- -"$pid" 2> /dev/null || true
	done
}

# Installs and seeds the WooCommerce demo shop on the running stack (bin/lib's own steps), then
# adds what a production shop has on top: the Redis Object Cache plugin with its drop-in.
ensure_production_site() {
	local site="$1"
	[ -f "$site/.installed" ] || production_reset_database
	ensure_site "$site"
	ln -sfn "$REDIS_CACHE_PLUGIN" "$site/wp-content/plugins/redis-cache"
	php "$PRODUCTION_TEMPLATES/setup.php" "$site" > "$CACHE/install-$( basename "$site" )-production.log" 2>&1 || {
		cat "$CACHE/install-$( basename "$site" )-production.log" >&2
		die "setting up the object cache failed (log above): fix the error and run this again."
	}
}

# Empties the full-page cache and the object cache (nothing else), e.g. between suites.
production_flush_caches() {
	local run="$1"
	redis-cli -s "$run/redis.sock" flushall > /dev/null
	find "$run/nginx/cache" -mindepth 1 -delete 2> /dev/null || true
}
