/**
 * Measures the median server time of GET /cart and POST /checkout (the `Server-Timing: app`
 * header the Store API sends, and the round trip seen by this client). Not a test: run
 * `STORE_URL=... node tests/contract/measure.mjs [runs]` and copy the figures into
 * store-api/README.md.
 */
import { makeAddress, shopperWith } from './lib/client.mjs';

const RUNS = Number( process.argv[ 2 ] || 30 );

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};
const serverTime = ( response ) =>
	Number(
		/dur=([\d.]+)/.exec( response.headers.get( 'Server-Timing' ) )?.[ 1 ]
	);

const cart = { server: [], total: [] };
const checkout = { server: [], total: [] };
for ( let run = 0; run < RUNS; run++ ) {
	const shopper = await shopperWith( [
		[ 'beanie', 1 ],
		[ 'armchair', 1 ],
	] );
	const read = await shopper.get( '/cart' );
	cart.server.push( serverTime( read ) );
	cart.total.push( read.ms );
	const order = await shopper.post( '/checkout', {
		billing_address: makeAddress(),
		shipping_address: makeAddress(),
		payment_method: 'cheque',
		payment_data: [],
	} );
	if ( order.status !== 200 ) {
		throw new Error( `checkout failed: ${ order.text }` );
	}
	checkout.server.push( serverTime( order ) );
	checkout.total.push( order.ms );
}
const line = ( name, { server, total } ) =>
	`${ name }: median server ${ median( server ).toFixed( 1 ) } ms, round trip ${ median(
		total
	).toFixed( 1 ) } ms (${ RUNS } runs)`;
console.log( line( 'GET /cart (2 items, 2 packages)', cart ) );
console.log( line( 'POST /checkout (cheque)', checkout ) );
