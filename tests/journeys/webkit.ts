import { spawn } from 'node:child_process';
import net from 'node:net';
import { test as base } from '@playwright/test';
import { remote } from 'webdriverio';

import { Shopper } from './driver';
import { webdriverioDriver } from './webdriverio-driver';

/**
 * WebKitGTK, Safari's engine (not Safari), from Debian's webkit2gtk-driver: WebKitWebDriver
 * drives its MiniBrowser over classic WebDriver, which WebdriverIO speaks. MiniBrowser has no
 * headless mode: without a display, the driver runs under xvfb-run.
 */
const WEBKIT_DRIVER =
	process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINI_BROWSER =
	process.env.WEBKIT_BROWSER_PATH ||
	'/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * A free TCP port on 127.0.0.1.
 *
 * @return The port.
 */
function freePort(): Promise< number > {
	return new Promise( ( resolve ) => {
		const server = net.createServer().listen( 0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo;
			server.close( () => resolve( port ) );
		} );
	} );
}

/**
 * Starts WebKitWebDriver on a free port, in a process group of its own (the driver, its browser
 * and Xvfb stop together), and waits until it answers.
 *
 * @return Its port, and a function that stops it.
 */
async function startDriver() {
	const port = await freePort();
	const command = [ WEBKIT_DRIVER, `--port=${ port }` ];
	const child = spawn(
		process.env.DISPLAY ? command[ 0 ] : 'xvfb-run',
		process.env.DISPLAY
			? command.slice( 1 )
			: [ '-a', '-s', '-screen 0 1280x1024x24', ...command ],
		{ detached: true, stdio: 'ignore' }
	);
	const stop = () => {
		try {
			process.kill( -( child.pid as number ), 'SIGTERM' );
		} catch {}
	};
	for ( let i = 0; i < 100; i++ ) {
		try {
			if ( ( await fetch( `http://127.0.0.1:${ port }/status` ) ).ok ) {
				return { port, stop };
			}
		} catch {}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	stop();
	throw new Error( `${ WEBKIT_DRIVER } did not answer on port ${ port }.` );
}

/**
 * Playwright Test's runner with a WebKitGTK session per worker (one for the whole lane, which
 * runs one worker) and, per test, a new shopper in it.
 */
export const test = base.extend<
	{ shopper: Shopper },
	{ webkit: WebdriverIO.Browser }
>( {
	webkit: [
		async ( {}, use ) => {
			const driver = await startDriver();
			try {
				const browser = await remote( {
					hostname: '127.0.0.1',
					port: driver.port,
					baseUrl: process.env.WP_BASE_URL || 'http://localhost:8888',
					logLevel: 'warn',
					capabilities: {
						browserName: 'MiniBrowser',
						// WebKitWebDriver speaks classic WebDriver, not BiDi.
						'wdio:enforceWebDriverClassic': true,
						'webkitgtk:browserOptions': {
							binary: MINI_BROWSER,
							args: [ '--automation' ],
						},
					} as WebdriverIO.Capabilities,
				} );
				await browser.setWindowSize( 1280, 900 );
				await use( browser );
				await browser.deleteSession();
			} finally {
				driver.stop();
			}
		},
		{ scope: 'worker' },
	],
	shopper: async ( { webkit }, use ) => {
		const driver = webdriverioDriver( webkit );
		await driver.forgetShopper();
		await use( new Shopper( driver ) );
	},
} );
