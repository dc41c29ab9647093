import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

import { GUEST } from './fixtures';

const ROOT = path.join( __dirname, '../../..' );
const RELEASE = path.join( ROOT, 'bin/lib/release.sh' );

/**
 * Runs bin/lib/release.sh; its set-up steps show in the test's output.
 *
 * @param args Its arguments.
 * @return Its answer (stdout), trimmed.
 */
function release( ...args: string[] ) {
	return execFileSync( 'bash', [ RELEASE, ...args ], {
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'inherit' ],
	} ).trim();
}

/**
 * The checkout's kassa.zip, packed from its build as `npm run plugin-zip` packs it.
 *
 * @return The zip's path.
 */
export function releaseZip() {
	return release( 'zip' );
}

/**
 * The previous release's kassa.zip, built once per commit (bin/lib/release.sh).
 *
 * @return The zip's path.
 */
export function previousReleaseZip() {
	return release( 'previous-zip' );
}

/** A WooCommerce shop of its own, beside the lane's site. */
export interface SeparateShop {
	url: string;
	folder: string;
	/** Stops its server and removes its folder. */
	stop: () => void;
}

/**
 * Installs, seeds and serves a WooCommerce shop without Kassa (the lane's site has Kassa linked
 * in from the checkout, and other specs use it): the shop a merchant has before installing
 * Kassa's zip.
 *
 * @return The shop.
 */
export function startShopWithoutKassa(): SeparateShop {
	return startShop( 'serve' );
}

/**
 * Installs, seeds and serves a WooCommerce shop with Kassa linked in from the checkout, as the
 * lane's site is, for a spec that changes what every other spec relies on (it removes
 * WooCommerce).
 *
 * @return The shop.
 */
export function startShopWithKassa(): SeparateShop {
	return startShop( 'serve-with-kassa' );
}

/**
 * Starts a shop of its own through bin/lib/release.sh.
 *
 * @param command `serve` (without Kassa) or `serve-with-kassa`.
 * @return The shop.
 */
function startShop( command: 'serve' | 'serve-with-kassa' ): SeparateShop {
	const folder = path.join(
		ROOT,
		'.cache/sites',
		`release-${ process.pid }-${ Date.now() }`
	);
	let answer: string;
	try {
		answer = release( command, folder );
	} catch ( error ) {
		rmSync( folder, { recursive: true, force: true } );
		throw error;
	}
	const [ url, group ] = answer.split( ' ' );
	return {
		url,
		folder,
		stop() {
			try {
				process.kill( -Number( group ) );
			} catch {
				// Already stopped.
			}
			rmSync( folder, { recursive: true, force: true } );
			rmSync( `${ folder }.server.log`, { force: true } );
		},
	};
}

/** What a site's database holds under a name with 'kassa' in it, by kind. */
export interface KassaNames {
	options: string[];
	postMeta: string[];
	userMeta: string[];
	scheduledEvents: string[];
}

/**
 * Reads, straight from a site's database (PHP against its SQLite file, not through Kassa), the
 * names of the options (transients included), post meta, user meta and scheduled events that
 * have 'kassa' in them.
 *
 * @param shop The shop.
 * @return The names, sorted.
 */
export function kassaNames( shop: SeparateShop ): KassaNames {
	const php = `
		$_SERVER['HTTP_HOST'] = parse_url( $argv[2], PHP_URL_HOST ) . ':' . parse_url( $argv[2], PHP_URL_PORT );
		require $argv[1] . '/wp-load.php';
		global $wpdb;
		$names = static function ( $sql ) use ( $wpdb ) {
			return $wpdb->get_col( $wpdb->prepare( $sql, '%kassa%' ) );
		};
		$events = array();
		foreach ( (array) _get_cron_array() as $hooks ) {
			$events = array_merge( $events, array_keys( (array) $hooks ) );
		}
		echo json_encode( array(
			'options'         => $names( "SELECT option_name FROM $wpdb->options WHERE option_name LIKE %s ORDER BY option_name" ),
			'postMeta'        => $names( "SELECT DISTINCT meta_key FROM $wpdb->postmeta WHERE meta_key LIKE %s ORDER BY meta_key" ),
			'userMeta'        => $names( "SELECT DISTINCT meta_key FROM $wpdb->usermeta WHERE meta_key LIKE %s ORDER BY meta_key" ),
			'scheduledEvents' => array_values( array_unique( preg_grep( '/kassa/i', $events ) ) ),
		) );`;
	return JSON.parse(
		execFileSync( 'php', [ '-r', php, shop.folder, shop.url ], {
			encoding: 'utf8',
		} )
	);
}

/**
 * A logged-in admin's page on a shop, logged in through wp-login.php as a merchant does.
 *
 * @param browser The browser.
 * @param baseURL The shop's URL.
 * @return The page.
 */
export async function adminOf( browser: Browser, baseURL: string ) {
	const context = await browser.newContext( {
		baseURL,
		storageState: GUEST,
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	// The first login on a new WooCommerce shop lands on its setup wizard: any admin page will do.
	await page.waitForURL( /\/wp-admin\//, { waitUntil: 'commit' } );
	return page;
}

/**
 * A guest shopper's page on a shop.
 *
 * @param browser The browser.
 * @param baseURL The shop's URL.
 * @return The page.
 */
export async function shopperOf( browser: Browser, baseURL: string ) {
	const context = await browser.newContext( {
		baseURL,
		storageState: GUEST,
	} );
	return context.newPage();
}

/**
 * Calls the site's REST API as the page's logged-in admin (with the nonce wp-admin hands out).
 *
 * @param admin The admin's page.
 * @param route Route, e.g. '/wp/v2/pages'.
 * @param data  JSON body to post; none to get.
 * @return The response body.
 */
export async function adminRest( admin: Page, route: string, data?: object ) {
	const nonce = await (
		await admin.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const response = await admin.request.fetch( `/wp-json${ route }`, {
		method: data ? 'POST' : 'GET',
		data,
		headers: { 'X-WP-Nonce': nonce },
	} );
	if ( ! response.ok() ) {
		throw new Error(
			`${ route } failed: ${ response.status() } ${ await response.text() }`
		);
	}
	return response.json();
}
