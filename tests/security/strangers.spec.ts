import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect, GUEST } from '../e2e/utils/fixtures';
import { StoreApi } from '../e2e/utils/store-api';

/**
 * Requests from strangers leave nothing behind: a flood of checkout requests WooCommerce refuses
 * (no nonce, a wrong one, a made-up Cart-Token or session cookie) adds no file to the site's
 * temporary folder and no option to its options table; and a real shopper's checkout removes
 * what it used (its lock's file) once it is done. The site tells what it keeps through the test
 * route bin/lib/mu-plugins/kassa-test-footprint.php. Files count on SQLite sites, whose
 * checkout lock is a file (bin/test runs the suite's SQLite site with a temporary folder of its
 * own); on MySQL the lock is the database server's.
 */

type Footprint = {
	database: 'mysql' | 'sqlite';
	cookie: string;
	entries: string[];
	options: string[];
};

const footprint = ( admin: RequestUtils ) =>
	admin.rest( { path: '/kassa-test/v1/footprint' } ) as Promise< Footprint >;

/**
 * What is in the site's temporary folder now that was not there before (folders end with a
 * slash). Only on SQLite: a MySQL site's locks are the database server's, and its PHP-FPM
 * shares the machine's temporary folder with every other site here.
 *
 * @param before The footprint before.
 * @param after  The footprint after.
 * @return The new entries.
 */
const newEntries = ( before: Footprint, after: Footprint ) =>
	after.database === 'sqlite'
		? after.entries.filter(
				( entry ) => ! before.entries.includes( entry )
			)
		: [];

const ADDRESS = {
	first_name: 'Stranger',
	last_name: 'Danger',
	address_1: '1 High Street',
	city: 'Leeds',
	postcode: 'LS1 1AA',
	country: 'GB',
	email: 'stranger@example.com',
};

/** A checkout body WooCommerce's route accepts, so that only who sends it decides. */
const ORDER = {
	billing_address: ADDRESS,
	shipping_address: ADDRESS,
	payment_method: 'cheque',
};

/** Makes each run's made-up tokens and sessions new to the site. */
const RUN = Date.now();

/**
 * The requests of the flood, each refused by WooCommerce.
 *
 * @param cookie The name of WooCommerce's session cookie on the site.
 * @return What each kind sends.
 */
const flood = (
	cookie: string
): Array< {
	what: string;
	headers: ( i: number ) => Record< string, string >;
} > => [
	{ what: 'no nonce', headers: () => ( {} ) },
	{
		what: 'a wrong nonce',
		headers: ( i ) => ( { Nonce: `0bad${ RUN }${ i }` } ),
	},
	{
		what: 'a made-up Cart-Token',
		headers: ( i ) => ( { 'Cart-Token': `made-up-${ RUN }-${ i }` } ),
	},
	{
		what: 'a forged Cart-Token',
		headers: ( i ) => ( {
			'Cart-Token': `eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.${ Buffer.from(
				JSON.stringify( {
					user_id: `t_${ RUN }_${ i }`,
					exp: 9999999999,
				} )
			).toString( 'base64url' ) }.forged`,
		} ),
	},
	{
		what: 'a forged session cookie',
		headers: ( i ) => ( {
			Cookie: `${ cookie }=t_${ RUN }_${ i }|9999999999|9999999999|forged`,
		} ),
	},
];

/** Requests of each kind. */
const EACH = 10;

test.use( { storageState: GUEST } );

test( 'a flood of checkouts WooCommerce refuses leaves nothing on disk or in the options table', async ( {
	playwright,
	baseURL,
	requestUtils: admin,
} ) => {
	const before = await footprint( admin );
	const served: string[] = [];
	for ( const { what, headers } of flood( before.cookie ) ) {
		for ( let i = 0; i < EACH; i++ ) {
			const stranger = await playwright.request.newContext( {
				baseURL,
			} );
			const response = await stranger.post(
				'/wp-json/wc/store/v1/checkout',
				{ data: ORDER, headers: headers( i ) }
			);
			served.push( `${ what }: ${ response.status() }` );
			await stranger.dispose();
		}
	}
	// WooCommerce refused them all.
	expect(
		served.filter( ( answer ) => ! / 4\d\d$/.test( answer ) ),
		'checkouts WooCommerce served'
	).toEqual( [] );
	const after = await footprint( admin );
	expect(
		after.options.filter( ( name ) => ! before.options.includes( name ) ),
		'options added'
	).toEqual( [] );
	expect(
		newEntries( before, after ),
		'files added to the temporary folder'
	).toEqual( [] );
} );

test( "a shopper's checkouts leave no lock file behind", async ( {
	playwright,
	baseURL,
	requestUtils: admin,
} ) => {
	const before = await footprint( admin );
	for ( let i = 0; i < 3; i++ ) {
		const shopper = await playwright.request.newContext( { baseURL } );
		const storeApi = new StoreApi( shopper );
		await storeApi.addItem( await storeApi.productId( 'Beanie' ), 1 );
		const order = await storeApi.post( '/checkout', ORDER );
		expect( order.status ).toBe( 'on-hold' );
		await shopper.dispose();
	}
	// The lock's folder stays (private, and removed on uninstall); its files go.
	expect(
		newEntries( before, await footprint( admin ) ).filter(
			( entry ) => ! entry.endsWith( '/' )
		),
		'files left in the temporary folder'
	).toEqual( [] );
} );
