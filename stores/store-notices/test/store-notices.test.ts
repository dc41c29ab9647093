import reducer from '../reducer';
import { registerContainer, unregisterContainer } from '../actions';
import { storeNoticesStore } from '..';
import { NOTICE_CONTEXTS } from '../../../assets/constants';
import { makeRegistry } from '../../test-utils/registry';

let stop: () => void;
afterEach( () => stop?.() );

describe( 'store notices', () => {
	it( 'knows every context of SPEC §2', () => {
		expect( Object.values( NOTICE_CONTEXTS ) ).toEqual( [
			'wc/cart',
			'wc/checkout',
			'wc/checkout/payments',
			'wc/checkout/express-payments',
			'wc/checkout/contact-information',
			'wc/checkout/shipping-address',
			'wc/checkout/billing-address',
			'wc/checkout/shipping-methods',
			'wc/checkout/checkout-actions',
			'wc/checkout/order-information',
			'wc/cart/shipping-calculator',
			'wc/all-products',
			'woocommerce/checkout-totals-block',
		] );
	} );

	it( 'registers and unregisters containers', () => {
		const on = reducer( undefined, registerContainer( 'wc/cart' ) );
		expect( on.containers ).toEqual( [ 'wc/cart' ] );
		expect( reducer( on, registerContainer( 'wc/cart' ) ) ).toBe( on );
		expect(
			reducer( on, unregisterContainer( 'wc/cart' ) ).containers
		).toEqual( [] );
	} );

	it( 'keeps banners and snackbars of a context apart, through core/notices', () => {
		const made = makeRegistry();
		stop = made.stop;
		const notices = made.registry.dispatch( storeNoticesStore );
		notices.createErrorNotice( 'Banner', { context: 'wc/checkout' } );
		notices.createSnackbarNotice( 'Snack', { context: 'wc/checkout' } );
		notices.createSuccessNotice( 'Elsewhere', { context: 'wc/cart' } );
		const select = made.registry.select( storeNoticesStore );
		expect(
			select.getNotices( 'wc/checkout' ).map( ( n ) => n.content )
		).toEqual( [ 'Banner', 'Snack' ] );
		expect(
			select.getBannerNotices( 'wc/checkout' ).map( ( n ) => n.content )
		).toEqual( [ 'Banner' ] );
		expect(
			select.getSnackbarNotices( 'wc/checkout' ).map( ( n ) => n.content )
		).toEqual( [ 'Snack' ] );
		expect( select.getBannerNotices( 'wc/checkout' ) ).toBe(
			select.getBannerNotices( 'wc/checkout' )
		);
		notices.removeNotices( 'wc/checkout' );
		expect( select.getNotices( 'wc/checkout' ) ).toEqual( [] );
		expect( select.getNotices( 'wc/cart' ) ).toHaveLength( 1 );
	} );

	it( 'gives the checkout the notices of its steps that no container shows, each with its context', () => {
		const made = makeRegistry();
		stop = made.stop;
		const notices = made.registry.dispatch( storeNoticesStore );
		notices.registerContainer( 'wc/checkout' );
		notices.registerContainer( 'wc/checkout/contact-information' );
		notices.createErrorNotice( 'Checkout', { context: 'wc/checkout' } );
		notices.createErrorNotice( 'Contact', {
			context: 'wc/checkout/contact-information',
		} );
		notices.createErrorNotice( 'Shipping address', {
			context: 'wc/checkout/shipping-address',
		} );
		const select = made.registry.select( storeNoticesStore );
		const shown = select.getNoticesWithUnshown( 'wc/checkout' );
		expect( shown.map( ( n ) => [ n.content, n.context ] ) ).toEqual( [
			[ 'Checkout', 'wc/checkout' ],
			[ 'Shipping address', 'wc/checkout/shipping-address' ],
		] );
		expect( select.getNoticesWithUnshown( 'wc/checkout' ) ).toBe( shown );

		// Once the step is on show, it shows its own.
		notices.registerContainer( 'wc/checkout/shipping-address' );
		expect(
			select
				.getNoticesWithUnshown( 'wc/checkout' )
				.map( ( n ) => n.content )
		).toEqual( [ 'Checkout' ] );
	} );
} );
