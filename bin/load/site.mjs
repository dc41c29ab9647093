/**
 * The production-shaped site `npm run load` and its recorder work on: LOAD_URL (a site started
 * with `bin/start --production`, whose servers' run folder LOAD_RUN names, for their CPU time),
 * or one they start themselves with bin/start --production on a free port, under the site name
 * `load` (beside a developer's own `dev` site), and stop when done.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { ROOT } from '../bench/site.mjs';

/** The name of the site the load tools start (bin/start's KASSA_PRODUCTION_SITE). */
const SITE_NAME = 'load';

function freePort() {
	return new Promise( ( resolve ) => {
		const server = net.createServer().listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

/**
 * The site to load.
 *
 * @return {Promise<{url: string, run: string|null, stop: () => Promise<void>}>} Its URL, its
 * servers' run folder (null when unknown), and how to stop it.
 */
export async function productionSite() {
	if ( process.env.LOAD_URL ) {
		return {
			url: process.env.LOAD_URL.replace( /\/$/, '' ),
			run: process.env.LOAD_RUN || null,
			stop: async () => {},
		};
	}
	const port = await freePort();
	const child = spawn( path.join( ROOT, 'bin/start' ), [ '--production' ], {
		env: {
			...process.env,
			KASSA_PORT: String( port ),
			KASSA_PRODUCTION_SITE: SITE_NAME,
		},
		stdio: [ 'ignore', 'pipe', 'inherit' ],
		detached: true,
	} );
	const exited = new Promise( ( resolve ) => child.on( 'exit', resolve ) );
	await new Promise( ( resolve, reject ) => {
		child.stdout.on( 'data', ( chunk ) => {
			process.stdout.write( chunk );
			if ( chunk.toString().includes( 'Kassa is running' ) ) {
				resolve();
			}
		} );
		exited.then( ( code ) =>
			reject(
				new Error( `bin/start --production exited with ${ code }` )
			)
		);
	} );
	return {
		url: `http://localhost:${ port }`,
		run: path.join( ROOT, '.cache/production', SITE_NAME ),
		async stop() {
			// bin/start stops its servers on SIGTERM (as on Ctrl-C) and exits once they are gone.
			process.kill( -child.pid, 'SIGTERM' );
			await exited;
		},
	};
}
