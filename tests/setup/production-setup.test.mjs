/**
 * The production-shaped stack's set-up (bin/lib/production.sh): a run folder too long for the
 * servers' sockets fails with one sentence (and returns, so a test lane can stop what it
 * started), and the nginx configuration it writes is one nginx accepts. (Its plugin zip is
 * checked with WooCommerce's, in bad-setup.test.mjs.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve( import.meta.dirname, '../..' );

/**
 * Runs a snippet of bash with bin/lib/common.sh and bin/lib/production.sh loaded.
 *
 * @param {string} script Bash to run after sourcing.
 * @param {Object} env    Extra environment.
 * @return {{status: number, stdout: string, stderr: string}} The outcome.
 */
function runWithProduction( script, env = {} ) {
	const result = spawnSync(
		'bash',
		[
			'-c',
			`source bin/lib/common.sh; source bin/lib/production.sh; ${ script }`,
		],
		{ cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } }
	);
	return {
		status: result.status,
		stdout: result.stdout,
		stderr: result.stderr,
	};
}

test( 'a run folder too long for the sockets fails with one sentence, and returns', () => {
	const run = `/tmp/${ 'x'.repeat( 90 ) }`;
	const result = runWithProduction(
		`production_start ${ run } /tmp/site 1; echo "returned $?"`
	);
	assert.equal( result.stdout, 'returned 1\n' );
	assert.equal(
		result.stderr,
		`kassa: the run folder ${ run } is too long a path for the servers' sockets: move the checkout to a shorter path.\n`
	);
} );

test(
	'writes an nginx configuration that nginx accepts',
	{
		skip: ! fs.existsSync( '/usr/sbin/nginx' ) && 'nginx is not installed',
	},
	() => {
		const run = fs.mkdtempSync( path.join( os.tmpdir(), 'kassa-run-' ) );
		fs.mkdirSync( path.join( run, 'conf' ) );
		fs.mkdirSync( path.join( run, 'logs' ) );
		fs.mkdirSync( path.join( run, 'nginx' ) );
		const result = runWithProduction(
			`production_config nginx.conf ${ run } ${ run } 8080 && /usr/sbin/nginx -t -c ${ run }/conf/nginx.conf -e ${ run }/logs/error.log`
		);
		assert.equal( result.status, 0, result.stderr );
		assert.match( result.stderr, /syntax is ok/ );
		fs.rmSync( run, { recursive: true } );
	}
);
