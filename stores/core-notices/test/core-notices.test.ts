// WordPress's own notices package, loaded only to compare with: its editor components need
// @wordpress/components, which Jest cannot load (ESM), and which the store does not use.
jest.mock( '@wordpress/components', () => ( {} ) );

import { createRegistry } from '@wordpress/data';
import { store as wordpressNotices } from '@wordpress/notices';

import { coreNoticesStore, registerCoreNotices } from '..';

describe( "core/notices, as WordPress's @wordpress/notices keeps it", () => {
	it( "answers the same actions and selectors with the same notices as WordPress's store", () => {
		const ours = createRegistry();
		ours.register( coreNoticesStore );
		const theirs = createRegistry();
		theirs.register( wordpressNotices );
		for ( const registry of [ ours, theirs ] ) {
			const notices = registry.dispatch( 'core/notices' );
			notices.createErrorNotice( 'Declined', {
				id: 'pay',
				context: 'wc/checkout/payments',
			} );
			notices.createSuccessNotice( 'Saved', {
				type: 'snackbar',
				context: 'wc/checkout/payments',
			} );
			notices.createInfoNotice( 'Hello' );
			// Same id in the same context: replaced, not added.
			notices.createWarningNotice( 'Declined again', {
				id: 'pay',
				context: 'wc/checkout/payments',
				speak: false,
			} );
		}
		const strip = ( list: Array< Record< string, unknown > > ) =>
			list.map( ( { id, ...notice } ) =>
				typeof id === 'string' && id.startsWith( 'wc/' )
					? notice
					: { id, ...notice }
			);
		expect(
			strip(
				ours
					.select( 'core/notices' )
					.getNotices( 'wc/checkout/payments' )
			)
		).toEqual(
			strip(
				theirs
					.select( 'core/notices' )
					.getNotices( 'wc/checkout/payments' )
			)
		);
		expect( ours.select( 'core/notices' ).getNotices() ).toHaveLength( 1 );
		expect(
			ours
				.select( 'core/notices' )
				.getNotices( 'wc/checkout/payments' )[ 1 ]
		).toMatchObject( {
			id: 'pay',
			status: 'warning',
			content: 'Declined again',
			spokenMessage: null,
		} );
	} );

	it( 'removes one, several, or every notice of a type', () => {
		const registry = createRegistry();
		registry.register( coreNoticesStore );
		const notices = registry.dispatch( 'core/notices' );
		notices.createErrorNotice( 'a', { id: 'a', context: 'c' } );
		notices.createErrorNotice( 'b', { id: 'b', context: 'c' } );
		notices.createErrorNotice( 's', {
			id: 's',
			context: 'c',
			type: 'snackbar',
		} );
		notices.removeNotice( 'a', 'c' );
		expect(
			registry
				.select( 'core/notices' )
				.getNotices( 'c' )
				.map( ( n: { id: string } ) => n.id )
		).toEqual( [ 'b', 's' ] );
		notices.removeAllNotices( 'default', 'c' );
		expect(
			registry
				.select( 'core/notices' )
				.getNotices( 'c' )
				.map( ( n: { id: string } ) => n.id )
		).toEqual( [ 's' ] );
		notices.removeNotices( [ 's' ], 'c' );
		expect( registry.select( 'core/notices' ).getNotices( 'c' ) ).toEqual(
			[]
		);
	} );

	it( "keeps WordPress's store where the page has it already", () => {
		const registry = createRegistry();
		registry.register( wordpressNotices );
		const wordpressSelectors = registry.select( 'core/notices' );
		registerCoreNotices( registry );
		expect( registry.select( 'core/notices' ) ).toBe( wordpressSelectors );
		expect( console ).not.toHaveErrored();
	} );
} );
