import {
	getAddressSources,
	getEffectiveAddresses,
	takeServerChanges,
} from '../hooks/customer-data';
import { applyFieldVisibility } from '../hooks/use-address-fields';
import { validateContact } from '../../checkout-contact-information/block';
import { CHECKOUT_TEMPLATE } from '../template';
import actions from '../../checkout-actions/block.json';
import orderNote from '../../checkout-order-note/block.json';
import type { AddressFieldDefinition } from '../../../assets/settings/types';
import { templateToShells } from '../../../assets/utils/block-template';

const makeAddress = ( overrides: Record< string, string > = {} ) => ( {
	first_name: 'Ada',
	last_name: 'Lovelace',
	address_1: '1 Street',
	city: 'London',
	postcode: 'SW1A 1AA',
	country: 'GB',
	...overrides,
} );

const flags = ( overrides = {} ) => ( {
	needsShipping: true,
	prefersCollection: false,
	useShippingAsBilling: true,
	forcedBillingAddress: false,
	...overrides,
} );

describe( 'which form feeds which address', () => {
	const draft = {
		shipping: makeAddress(),
		billing: makeAddress( { first_name: 'Grace', email: 'g@example.com' } ),
	};

	it( 'bills to the shipping form when the same address is used, with the email', () => {
		const { billing_address: billing } = getEffectiveAddresses(
			draft,
			flags()
		);
		expect( billing.first_name ).toBe( 'Ada' );
		expect( billing.email ).toBe( 'g@example.com' );
	} );

	it( 'keeps the two forms apart when billing differs', () => {
		const result = getEffectiveAddresses(
			draft,
			flags( { useShippingAsBilling: false } )
		);
		expect( result.shipping_address.first_name ).toBe( 'Ada' );
		expect( result.billing_address.first_name ).toBe( 'Grace' );
	} );

	it( 'uses the billing form for both when nothing ships to the shopper', () => {
		for ( const f of [
			flags( { needsShipping: false } ),
			flags( { prefersCollection: true } ),
		] ) {
			const result = getEffectiveAddresses( draft, f );
			expect( result.shipping_address.first_name ).toBe( 'Grace' );
			expect( result.billing_address.first_name ).toBe( 'Grace' );
		}
	} );

	it( "sends each address its own value of the shop's address fields, a checkbox as a boolean", () => {
		window.kassaSettings = {
			additionalFields: [
				{
					key: 'ns/vat',
					label: 'VAT',
					optionalLabel: 'VAT (optional)',
					required: false,
					hidden: false,
					index: 1000,
					location: 'address',
				},
				{
					key: 'ns/business',
					label: 'Business',
					optionalLabel: 'Business (optional)',
					required: false,
					hidden: false,
					index: 1000,
					type: 'checkbox',
					location: 'address',
				},
			],
		};
		const typed = {
			shipping: makeAddress( { 'ns/vat': 'DE1', 'ns/business': '1' } ),
			billing: makeAddress( { 'ns/vat': 'GB2', email: 'g@example.com' } ),
		};
		const apart = getEffectiveAddresses(
			typed,
			flags( { useShippingAsBilling: false } )
		);
		expect( apart.shipping_address ).toMatchObject( {
			'ns/vat': 'DE1',
			'ns/business': true,
		} );
		expect( apart.billing_address ).toMatchObject( {
			'ns/vat': 'GB2',
			'ns/business': false,
		} );
		// The same address for billing: the shipping form's values, in both.
		expect(
			getEffectiveAddresses( typed, flags() ).billing_address[ 'ns/vat' ]
		).toBe( 'DE1' );
		window.kassaSettings = {};
	} );

	it( 'with a forced billing address, the billing form is the one shipped to', () => {
		const result = getEffectiveAddresses(
			draft,
			flags( { forcedBillingAddress: true } )
		);
		expect( result.shipping_address.first_name ).toBe( 'Grace' );
	} );
} );

describe( "the server's changes to the customer", () => {
	const address = ( overrides = {} ) =>
		( { ...makeAddress(), phone: '', ...overrides } ) as never;

	it( 'are taken into the form where the shopper has not typed since', () => {
		const form = { ...makeAddress(), city: 'Londres' };
		const taken = takeServerChanges(
			form,
			address(),
			address( { first_name: 'Augusta', city: 'Paris' } )
		);
		// The server renamed the customer: the form shows it.
		expect( taken.first_name ).toBe( 'Augusta' );
		// The shopper's newer city stays.
		expect( taken.city ).toBe( 'Londres' );
	} );

	it( "takes an address field's checkbox as the form holds it", () => {
		const taken = takeServerChanges(
			{ ...makeAddress(), 'ns/business': '' },
			address( { 'ns/business': false } ),
			address( { 'ns/business': true } )
		);
		expect( taken[ 'ns/business' ] ).toBe( '1' );
	} );

	it( 'leaves the form as it is when the server changed nothing', () => {
		const form = makeAddress();
		expect( takeServerChanges( form, address(), address() ) ).toBe( form );
	} );

	it( 'reach the form that feeds the address', () => {
		expect( getAddressSources( flags() ) ).toEqual( {
			shipping_address: 'shipping',
			billing_address: null,
		} );
		expect(
			getAddressSources( flags( { useShippingAsBilling: false } ) )
		).toEqual( {
			shipping_address: 'shipping',
			billing_address: 'billing',
		} );
		expect(
			getAddressSources( flags( { prefersCollection: true } ) )
		).toEqual( { shipping_address: null, billing_address: 'billing' } );
		expect(
			getAddressSources( flags( { forcedBillingAddress: true } ) )
		).toEqual( { shipping_address: null, billing_address: 'billing' } );
	} );
} );

describe( 'field visibility settings', () => {
	const field = (
		key: string,
		required = false
	): AddressFieldDefinition => ( {
		key,
		label: key,
		optionalLabel: `${ key } (optional)`,
		required,
		hidden: false,
		index: 0,
	} );
	const defaults = {
		email: field( 'email', true ),
		company: field( 'company' ),
		phone: field( 'phone' ),
	};

	it( 'drops the email (the contact step asks for it) and applies hidden/required', () => {
		const fields = applyFieldVisibility( defaults, {
			company: 'hidden',
			phone: 'required',
		} );
		expect( fields.email ).toBeUndefined();
		expect( fields.company.hidden ).toBe( true );
		expect( fields.phone ).toMatchObject( {
			required: true,
			hidden: false,
		} );
	} );

	it( "keeps the shop's firmer rule: a field it requires or leaves out", () => {
		const fields = applyFieldVisibility(
			{
				phone: field( 'phone', true ),
				company: { ...field( 'company' ), hidden: true },
			},
			{ phone: 'hidden', company: 'required' }
		);
		expect( fields.phone ).toMatchObject( {
			required: true,
			hidden: false,
		} );
		expect( fields.company ).toMatchObject( {
			required: false,
			hidden: true,
		} );
	} );
} );

describe( 'contact step', () => {
	it( "says 'Please enter a valid email address' for a missing or malformed email", () => {
		expect( validateContact( '', false, '' ).email ).toBe(
			'Please enter a valid email address'
		);
		expect( validateContact( 'a@b', false, '' ).email ).toBe(
			'Please enter a valid email address'
		);
		expect( validateContact( 'a@b.co', false, '' ) ).toEqual( {} );
	} );

	it( 'refuses a weak password only when an account is being created', () => {
		expect( validateContact( 'a@b.co', true, 'abc' ).password ).toBe(
			'Please create a stronger password'
		);
		expect( validateContact( 'a@b.co', false, 'abc' ) ).toEqual( {} );
		expect(
			validateContact( 'a@b.co', true, 'Correct-Horse-Battery-9' )
		).toEqual( {} );
	} );
} );

describe( 'default layout', () => {
	it( 'builds the saved shells of the template, nested', () => {
		const [ fields, totals ] = templateToShells( CHECKOUT_TEMPLATE );
		expect( fields.dataset.blockName ).toBe( 'kassa/checkout-fields' );
		expect(
			totals.firstElementChild?.getAttribute( 'data-block-name' )
		).toBe( 'kassa/checkout-order-summary' );
	} );

	it( 'locks the blocks a checkout cannot work without, however it was stored', () => {
		const lockOf = ( metadata: object ) =>
			(
				metadata as {
					attributes?: Record< string, { default?: unknown } >;
				}
			 ).attributes?.lock?.default;
		expect( lockOf( actions ) ).toEqual( { remove: true } );
		expect( lockOf( orderNote ) ).toBeUndefined();
	} );
} );
