/**
 * Address updates reach the server one at a time, the newest last; what the server has not
 * taken survives a reload.
 */
import {
	getCustomerDraft,
	keepCustomerDraftLocal,
	pushCustomerData,
	resetCustomerDraft,
	setDraftAddress,
	setDraftEmail,
} from '../customer-data';

const mockCart = {
	needs_shipping: true,
	shipping_address: { country: 'GB' },
	billing_address: { country: 'GB', email: '' },
};
const mockSent: Array< { address_1?: string } > = [];
/** The addresses the server holds: what it took from the last save, with its own changes. */
let mockHeld: object = mockCart;
let mockServerChanges: Record< string, string > = {};
const mockAnswers: Array< ( ok?: boolean ) => void > = [];
/** The checkout validation observers registered: run as Place Order runs them. */
const mockValidationObservers = new Set< () => Promise< unknown > >();

jest.mock( '@wordpress/data', () => ( {
	subscribe: () => () => {},
	select: () => ( {
		// The cart a page loads with: what the server holds.
		getCartData: () => ( { ...mockCart, ...mockHeld } ),
		getReceivedAddresses: () => mockHeld,
		prefersCollection: () => false,
		getUseShippingAsBilling: () => true,
	} ),
	dispatch: () => ( {
		setShippingAddress: jest.fn(),
		setBillingAddress: jest.fn(),
		updateCustomerData: ( addresses: {
			shipping_address: Record< string, unknown >;
			billing_address: Record< string, unknown >;
		} ) => {
			mockSent.push( addresses.shipping_address );
			return new Promise( ( resolve ) =>
				mockAnswers.push( ( ok = true ) => {
					if ( ok ) {
						const held = (
							address: Record< string, unknown >
						) => ( {
							...address,
							...mockServerChanges,
						} );
						mockHeld = {
							shipping_address: held(
								addresses.shipping_address
							),
							billing_address: held( addresses.billing_address ),
						};
					}
					resolve( ok );
				} )
			);
		},
	} ),
} ) );
jest.mock( '@kassa/data', () => ( {
	cartStore: 'kassa/cart',
	checkoutStore: 'kassa/checkout',
	NOTICE_CONTEXTS: { SHIPPING_ADDRESS: 'shipping' },
	pickAddress: ( address: object ) => ( { ...address } ),
	dispatchCheckoutEvent: () => {},
	checkoutEvents: {
		onCheckoutValidation: ( observer: () => Promise< unknown > ) => {
			mockValidationObservers.add( observer );
			return () => mockValidationObservers.delete( observer );
		},
	},
} ) );
jest.mock( '@kassa/settings', () => ( { getSetting: () => false } ) );

async function settle() {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}

beforeEach( () => {
	jest.useFakeTimers();
	mockSent.length = 0;
	mockAnswers.length = 0;
	mockHeld = mockCart;
	mockServerChanges = {};
	window.sessionStorage.clear();
	resetCustomerDraft();
} );

/** A reload: the module forgets everything but the tab's session storage. */
const reload = () => resetCustomerDraft();

afterEach( () => {
	jest.useRealTimers();
} );

it( 'sends the next address only after the one in flight is answered, and only the newest', async () => {
	setDraftAddress( 'shipping', { address_1: '1' } );
	const first = pushCustomerData();
	await settle();
	expect( mockSent.map( ( address ) => address.address_1 ) ).toEqual( [
		'1',
	] );

	setDraftAddress( 'shipping', { address_1: '10' } );
	const second = pushCustomerData();
	setDraftAddress( 'shipping', { address_1: '10 Downing Street' } );
	const third = pushCustomerData();
	await settle();
	// Nothing else is sent while the first update is unanswered.
	expect( mockSent ).toHaveLength( 1 );

	mockAnswers[ 0 ]();
	await settle();
	// Then one update, with what the shopper typed last.
	expect( mockSent.map( ( address ) => address.address_1 ) ).toEqual( [
		'1',
		'10 Downing Street',
	] );
	mockAnswers[ 1 ]();
	await Promise.all( [ first, second, third ] );
	expect( mockSent ).toHaveLength( 2 );
} );

it( 'sends the address still waiting for its debounce before the order goes, and the order waits for the answer', async () => {
	setDraftAddress( 'shipping', { postcode: 'SW1A 2AA' } );
	expect( mockSent ).toHaveLength( 0 );
	expect( mockValidationObservers.size ).toBe( 1 );

	// Place Order, before the debounce has sent it.
	let validated: unknown;
	Promise.all(
		[ ...mockValidationObservers ].map( ( observer ) => observer() )
	).then( ( answers ) => ( validated = answers ) );
	await settle();
	expect( mockSent ).toEqual( [
		expect.objectContaining( { postcode: 'SW1A 2AA' } ),
	] );
	expect( validated ).toBeUndefined();

	mockAnswers[ 0 ]();
	await settle();
	// Sending never stops the order; and nothing is sent twice when the debounce ends.
	expect( validated ).toEqual( [ true ] );
	await jest.advanceTimersByTimeAsync( 300 );
	expect( mockSent ).toHaveLength( 1 );

	reload();
	expect( mockValidationObservers.size ).toBe( 0 );
} );

it( 'sends a failed address again when the shopper places the order', async () => {
	setDraftAddress( 'shipping', { postcode: 'SW1A 2AA' } );
	const push = pushCustomerData();
	await settle();
	mockAnswers[ 0 ]( false );
	await push;

	const validated = Promise.all(
		[ ...mockValidationObservers ].map( ( observer ) => observer() )
	);
	await settle();
	expect( mockSent ).toHaveLength( 2 );
	mockAnswers[ 1 ]();
	await expect( validated ).resolves.toEqual( [ true ] );
} );

it( 'puts back after a reload what the server did not take, and sends it again', async () => {
	setDraftAddress( 'shipping', { postcode: 'NOT A CODE' } );
	setDraftEmail( 'ada@example.com' );
	const push = pushCustomerData();
	await settle();
	mockAnswers[ 0 ]( false );
	await push;

	reload();
	expect( getCustomerDraft().shipping.postcode ).toBe( 'NOT A CODE' );
	expect( getCustomerDraft().billing.email ).toBe( 'ada@example.com' );
	await jest.advanceTimersByTimeAsync( 300 );
	expect( mockSent.at( -1 ) ).toMatchObject( { postcode: 'NOT A CODE' } );
} );

it( "keeps a value only the form's own address on the server holds for saved, not the other's", async () => {
	// The cart's calculator shipped to the US; the billing address is still the shop's GB.
	mockHeld = {
		shipping_address: { country: 'US' },
		billing_address: { country: 'GB', email: '' },
	};
	setDraftAddress( 'shipping', { country: 'GB' } );
	const push = pushCustomerData();
	await settle();
	mockAnswers[ 0 ]( false );
	await push;

	reload();
	expect( getCustomerDraft().shipping.country ).toBe( 'GB' );
	await jest.advanceTimersByTimeAsync( 300 );
	expect( mockSent.at( -1 ) ).toMatchObject( { country: 'GB' } );
} );

it( 'keeps a value the server dropped (an invalid e-mail it took as none) for after a reload', async () => {
	mockServerChanges = { email: '' };
	setDraftEmail( 'not-an-email' );
	const push = pushCustomerData();
	await settle();
	mockAnswers[ 0 ]();
	await push;

	reload();
	expect( getCustomerDraft().billing.email ).toBe( 'not-an-email' );
} );

it( 'counts a value the server formatted as taken', async () => {
	mockServerChanges = { postcode: 'N1 9GU' };
	setDraftAddress( 'shipping', { postcode: 'n1 9gu' } );
	const push = pushCustomerData();
	await settle();
	mockAnswers[ 0 ]();
	await push;

	reload();
	expect( getCustomerDraft().shipping.postcode ).toBe( 'N1 9GU' );
	await jest.advanceTimersByTimeAsync( 300 );
	expect( mockSent ).toHaveLength( 1 );
} );

it( 'forgets what was typed once the server took it: a reload shows the cart', async () => {
	setDraftAddress( 'shipping', { city: 'Leeds' } );
	const push = pushCustomerData();
	await settle();
	mockAnswers[ 0 ]();
	await push;

	reload();
	expect( getCustomerDraft().shipping.city ).toBe( 'Leeds' );
	await jest.advanceTimersByTimeAsync( 300 );
	expect( mockSent ).toHaveLength( 1 );
} );

it( 'keeps what a save was answered for until a page loads with it (the session is written after the answer)', async () => {
	setDraftEmail( 'ada@example.com' );
	const push = pushCustomerData();
	await settle();
	mockAnswers[ 0 ]();
	await push;
	// Reloaded before the server kept the session: the page loads the cart as it was.
	mockHeld = mockCart;

	reload();
	expect( getCustomerDraft().billing.email ).toBe( 'ada@example.com' );
	await jest.advanceTimersByTimeAsync( 300 );
	expect( mockSent ).toHaveLength( 2 );
} );

it( 'sends nothing while the draft stays on the page (the editor, a page paying an existing order)', async () => {
	keepCustomerDraftLocal( true );
	try {
		setDraftAddress( 'shipping', { postcode: 'SW1A 2AA' } );
		await jest.advanceTimersByTimeAsync( 300 );
		await pushCustomerData();
		await Promise.all(
			[ ...mockValidationObservers ].map( ( observer ) => observer() )
		);
		expect( mockSent ).toEqual( [] );
	} finally {
		keepCustomerDraftLocal( false );
	}
} );

it( 'shows the value the server normalised in place of what was typed, and sends nothing more', async () => {
	// An extension's sanitize_callback strips the spaces from an ID number.
	mockServerChanges = { 'kassa-test/gov-id': 'DE123' };
	setDraftAddress( 'shipping', { 'kassa-test/gov-id': 'de 1 23' } );
	const push = pushCustomerData();
	await settle();
	mockAnswers[ 0 ]();
	await push;

	expect( getCustomerDraft().shipping[ 'kassa-test/gov-id' ] ).toBe(
		'DE123'
	);
	await pushCustomerData();
	expect( mockSent ).toHaveLength( 1 );
	// A reload shows it too, and sends nothing.
	reload();
	expect( getCustomerDraft().shipping[ 'kassa-test/gov-id' ] ).toBe(
		'DE123'
	);
	await jest.advanceTimersByTimeAsync( 300 );
	expect( mockSent ).toHaveLength( 1 );
} );

it( 'keeps what the shopper typed since the update went, and the field being typed in', async () => {
	mockServerChanges = { city: 'LEEDS', postcode: 'LS1 1AA' };
	setDraftAddress( 'shipping', { city: 'leeds', postcode: 'ls1 1aa' } );
	const push = pushCustomerData();
	await settle();
	// Typed on while the update was on its way, and still typing in the postcode.
	setDraftAddress( 'shipping', { city: 'leeds centre' } );
	const postcode = document.createElement( 'input' );
	postcode.id = 'shipping-postcode';
	document.body.append( postcode );
	postcode.focus();
	mockAnswers[ 0 ]();
	await push;
	postcode.remove();

	expect( getCustomerDraft().shipping ).toMatchObject( {
		city: 'leeds centre',
		postcode: 'ls1 1aa',
	} );
} );
