/**
 * CPU time of the production-shaped site's servers, read from /proc: each server's main process
 * (from the pid files in its run folder) and every process under it (PHP-FPM's and nginx's
 * workers), user + system time, with the time of children that have exited.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVERS = {
	'php-fpm': 'php-fpm.pid',
	mariadb: 'mysqld.pid',
	nginx: 'nginx.pid',
	redis: 'redis.pid',
};

const TICKS =
	Number( execFileSync( 'getconf', [ 'CLK_TCK' ] ).toString().trim() ) || 100;

/** pid → { ppid, ticks } for every process. */
function processes() {
	const all = new Map();
	for ( const name of fs.readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( name ) ) {
			continue;
		}
		let stat;
		try {
			stat = fs.readFileSync( `/proc/${ name }/stat`, 'utf8' );
		} catch {
			continue; // Gone since the listing.
		}
		// Fields after the command name (which may hold spaces), from field 3 on.
		const fields = stat.slice( stat.lastIndexOf( ')' ) + 2 ).split( ' ' );
		const ppid = Number( fields[ 1 ] );
		const ticks = [ 11, 12, 13, 14 ].reduce(
			( sum, i ) => sum + Number( fields[ i ] ),
			0
		);
		all.set( Number( name ), { ppid, ticks } );
	}
	return all;
}

/**
 * Seconds of CPU each server has used so far.
 *
 * @param {string} run The servers' run folder.
 * @return {Record<string, number>} Seconds by server.
 */
export function serverCpu( run ) {
	const all = processes();
	const seconds = {};
	for ( const [ server, file ] of Object.entries( SERVERS ) ) {
		let root;
		try {
			root = Number(
				fs.readFileSync( path.join( run, file ), 'utf8' ).trim()
			);
		} catch {
			throw new Error(
				`${ server } is not running from ${ run } (no ${ file }).`
			);
		}
		const tree = new Set( [ root ] );
		// Parents come before children in pid order only mostly: repeat until nothing is added.
		for ( let added = true; added; ) {
			added = false;
			for ( const [ pid, { ppid } ] of all ) {
				if ( tree.has( ppid ) && ! tree.has( pid ) ) {
					tree.add( pid );
					added = true;
				}
			}
		}
		seconds[ server ] =
			[ ...tree ].reduce(
				( sum, pid ) => sum + ( all.get( pid )?.ticks ?? 0 ),
				0
			) / TICKS;
	}
	return seconds;
}

/**
 * The difference of two serverCpu() readings, by server and in all.
 *
 * @param {Record<string, number>} before The first reading.
 * @param {Record<string, number>} after  The second.
 * @return {Record<string, number>} Seconds by server, and `total`.
 */
export function cpuDelta( before, after ) {
	const delta = {};
	let total = 0;
	for ( const server of Object.keys( after ) ) {
		delta[ server ] = after[ server ] - before[ server ];
		total += delta[ server ];
	}
	return { ...delta, total };
}

/** The whole machine: busy CPU seconds so far (all cores), for how loaded it was. */
export function machineBusySeconds() {
	const [ , ...fields ] = fs
		.readFileSync( '/proc/stat', 'utf8' )
		.split( '\n' )[ 0 ]
		.trim()
		.split( /\s+/ );
	const [ user, nice, system, , , irq, softirq, steal ] =
		fields.map( Number );
	return ( user + nice + system + irq + softirq + steal ) / TICKS;
}

export const CORES = os.availableParallelism();
