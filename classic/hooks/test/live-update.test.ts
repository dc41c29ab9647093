/**
 * The classic checkout's live updates on Kassa's checkout: what they send, when, and what of
 * the answer they put in place.
 */
import { dispatch, select } from '@wordpress/data';
import { extensionCartUpdate } from '@kassa/extensions';
import { getIsland } from '@kassa/classic';

import {
	applyAnswer,
	postDataMiddleware,
	POST_DATA_HEADER,
	requestUpdate,
	sendUpdate,
	UPDATE_NAMESPACE,
	type UpdateAnswer,
} from '../live-update';

jest.mock( '@wordpress/data', () => ( {
	dispatch: jest.fn(),
	select: jest.fn(),
	subscribe: jest.fn(),
} ) );
jest.mock( '@kassa/data', () => ( {
	cartStore: 'kassa/cart',
	paymentStore: 'kassa/payment',
	storeNoticesStore: 'kassa/store-notices',
	NOTICE_CONTEXTS: { CHECKOUT: 'kassa/checkout' },
} ) );
jest.mock( '@kassa/extensions', () => ( { extensionCartUpdate: jest.fn() } ) );
jest.mock( '@kassa/classic', () => ( {
	getClassicPostData: () => [
		{ name: 'billing_first_name', value: 'Ada' },
		{ name: 'tip[amount]', value: '3' },
	],
	serializeClassicInputs:
		jest.requireActual( '../../inputs' ).serializeClassicInputs,
	getIsland: jest.fn(),
	getClassicForm: jest.fn(),
	onClassic: jest.fn(),
	triggerClassic: jest.fn(),
} ) );

const POSTED = 'billing_first_name=Ada&tip%5Bamount%5D=3';
const createErrorNotice = jest.fn();

/**
 * An update's answer.
 *
 * @param answer What it holds besides the defaults.
 * @return The answer.
 */
const answerWith = ( answer: Partial< UpdateAnswer > ): UpdateAnswer => ( {
	result: 'success',
	messages: '',
	reload: false,
	fragments: {},
	islands: {},
	...answer,
} );

/**
 * A cart the Store API answers an update with.
 *
 * @param answer The update's answer in it.
 * @return The cart.
 */
const cartWith = ( answer: Partial< UpdateAnswer > ) => ( {
	extensions: { [ UPDATE_NAMESPACE ]: answerWith( answer ) },
} );

beforeEach( () => {
	jest.mocked( select ).mockReturnValue( {
		getActivePaymentMethod: () => 'cheque',
	} as never );
	jest.mocked( dispatch ).mockReturnValue( { createErrorNotice } as never );
	document.body.innerHTML = '<div class="tip-summary">Old</div>';
} );

afterEach( () => {
	jest.useRealTimers();
	jest.clearAllMocks();
} );

describe( 'postDataMiddleware', () => {
	const next = jest.fn( ( options: object ) => options );

	it( 'sends the classic form with Kassa’s Store API requests', () => {
		for ( const [ method, path ] of [
			[ 'GET', '/wc/store/v1/cart' ],
			[ 'POST', '/wc/store/v1/cart/update-customer' ],
			[ 'PUT', '/wc/store/v1/checkout?__experimental_calc_totals=true' ],
		] ) {
			expect(
				postDataMiddleware(
					{ method, path, headers: { 'X-WP-Nonce': 'n' } },
					next
				)
			).toEqual( {
				method,
				path,
				headers: {
					'X-WP-Nonce': 'n',
					[ POST_DATA_HEADER ]: encodeURIComponent( POSTED ),
				},
			} );
		}
	} );

	it( 'leaves alone Place Order, the update itself and other routes', () => {
		for ( const [ method, path ] of [
			[ 'POST', '/wc/store/v1/checkout' ],
			[ 'POST', '/wc/store/v1/checkout?_locale=user' ],
			[ 'POST', '/wc/store/v1/cart/extensions' ],
			[ 'GET', '/wp/v2/users/me' ],
		] ) {
			const options = { method, path };
			expect( postDataMiddleware( options, next ) ).toBe( options );
		}
	} );
} );

describe( 'requestUpdate', () => {
	it( 'sends one update for triggers close together, with the form as post_data', () => {
		jest.useFakeTimers();
		jest.mocked( extensionCartUpdate ).mockResolvedValue(
			cartWith( {} ) as never
		);
		requestUpdate();
		requestUpdate();
		requestUpdate();
		expect( extensionCartUpdate ).not.toHaveBeenCalled();
		jest.runAllTimers();
		expect( extensionCartUpdate ).toHaveBeenCalledTimes( 1 );
		expect( extensionCartUpdate ).toHaveBeenCalledWith( {
			namespace: UPDATE_NAMESPACE,
			data: { post_data: POSTED, payment_method: 'cheque' },
		} );
	} );
} );

describe( 'sendUpdate', () => {
	it( 'puts in place the newest update’s answer only', async () => {
		let answerFirst: ( cart: unknown ) => void = () => {};
		jest.mocked( extensionCartUpdate )
			.mockReturnValueOnce(
				new Promise( ( resolve ) => {
					answerFirst = resolve;
				} ) as never
			)
			.mockResolvedValueOnce(
				cartWith( {
					fragments: {
						'.tip-summary': '<div class="tip-summary">New</div>',
					},
				} ) as never
			);
		const first = sendUpdate();
		await sendUpdate();
		answerFirst(
			cartWith( {
				fragments: {
					'.tip-summary': '<div class="tip-summary">Stale</div>',
				},
			} )
		);
		await first;
		expect( document.body.textContent ).toBe( 'New' );
	} );

	it( 'keeps the page as it is when the update fails', async () => {
		jest.mocked( extensionCartUpdate ).mockRejectedValue(
			new Error( 'offline' )
		);
		await sendUpdate();
		expect( document.body.textContent ).toBe( 'Old' );
	} );
} );

describe( 'applyAnswer', () => {
	it( 'replaces a fragment’s markup only when it changed', () => {
		const fragments = {
			'.tip-summary': '<div class="tip-summary">Tip: £3.00</div>',
		};
		applyAnswer( answerWith( { fragments } ) );
		const shown = document.querySelector( '.tip-summary' );
		expect( shown?.textContent ).toBe( 'Tip: £3.00' );
		// A plugin's script changed its markup since: the same fragment leaves it.
		shown?.setAttribute( 'data-open', 'true' );
		applyAnswer( answerWith( { fragments } ) );
		expect( document.querySelector( '.tip-summary' ) ).toBe( shown );
		applyAnswer(
			answerWith( {
				fragments: {
					'.tip-summary': '<div class="tip-summary">Tip: £5.00</div>',
				},
			} )
		);
		expect( document.body.textContent ).toBe( 'Tip: £5.00' );
	} );

	it( 'prints a hook again inside its island', () => {
		const island = document.createElement( 'div' );
		island.innerHTML = '<p>Before</p>';
		jest.mocked( getIsland ).mockImplementation( ( key ) =>
			key === 'hook:woocommerce_review_order_before_payment'
				? island
				: null
		);
		applyAnswer(
			answerWith( {
				islands: {
					'hook:woocommerce_review_order_before_payment':
						'<p>After</p>',
					'hook:woocommerce_review_order_after_submit': '<p>None</p>',
				},
			} )
		);
		expect( island.innerHTML ).toBe( '<p>After</p>' );
	} );

	it( 'shows the update’s notices as checkout notices', () => {
		applyAnswer(
			answerWith( {
				messages:
					'<ul class="woocommerce-error" role="alert"><li>Choose a time slot.</li><li>Too late for today.</li></ul>',
			} )
		);
		expect( createErrorNotice ).toHaveBeenCalledTimes( 2 );
		expect( createErrorNotice ).toHaveBeenCalledWith(
			'Choose a time slot.',
			{ context: 'kassa/checkout' }
		);
		expect( createErrorNotice ).toHaveBeenCalledWith(
			'Too late for today.',
			{ context: 'kassa/checkout' }
		);
	} );
} );
