/**
 * Data-layer benchmark, run by `npm run bench:data` (bin/bench-data.mjs) through the project's
 * Jest/Babel setup. Measures applying a 100-line cart response and 1 000 selector calls, and
 * writes the figures to the file named by BENCH_DATA_OUT.
 */
import { writeFileSync } from 'fs';
import { createRegistry } from '@wordpress/data';

import { normalizeCart } from '../../assets/api/cart-response';
import { cartStore } from '../cart';
import reducer from '../cart/reducer';
import { receiveCart } from '../cart/actions';
import * as selectors from '../cart/selectors';
import { makeCart, makeCartItem } from './factories';

const ROUNDS = 200;

function time( run: () => void, rounds = ROUNDS ) {
	for ( let i = 0; i < 20; i++ ) {
		run(); // warm up
	}
	const start = process.hrtime.bigint();
	for ( let i = 0; i < rounds; i++ ) {
		run();
	}
	return Number( process.hrtime.bigint() - start ) / 1e6 / rounds;
}

test( 'data layer benchmark', () => {
	const items = Array.from( { length: 100 }, () => makeCartItem() );
	const body = JSON.parse( JSON.stringify( makeCart( { items } ) ) );
	const registry = createRegistry();
	registry.register( cartStore );
	const initial = reducer( undefined, { type: '@@INIT' } as never );

	const applyMs = time( () => {
		const cart = normalizeCart( body );
		registry.dispatch( cartStore ).receiveCart( cart!, undefined );
	} );
	const reducerMs = time( () => {
		reducer( initial, receiveCart( normalizeCart( body )! ) );
	} );
	const state = reducer( initial, receiveCart( normalizeCart( body )! ) );
	const keys = items.map( ( item ) => item.key );
	const selectorMs = time( () => {
		for ( let i = 0; i < 1000; i++ ) {
			const key = keys[ i % keys.length ];
			selectors.getItemQuantity( state, key );
			selectors.getSelectedShippingRates( state );
		}
	}, 50 );
	const select = registry.select( cartStore );
	const registrySelectorMs = time( () => {
		for ( let i = 0; i < 1000; i++ ) {
			select.getItemQuantity( keys[ i % keys.length ] );
		}
	}, 50 );

	const figures = {
		'apply 100-line cart response (normalize + dispatch), ms': applyMs,
		'apply 100-line cart response (pure reducer), ms': reducerMs,
		'1 000 selector calls (pure), ms': selectorMs,
		'1 000 selector calls (through registry.select), ms':
			registrySelectorMs,
	};
	if ( process.env.BENCH_DATA_OUT ) {
		writeFileSync( process.env.BENCH_DATA_OUT, JSON.stringify( figures ) );
	}
	expect( applyMs ).toBeGreaterThan( 0 );
} );
