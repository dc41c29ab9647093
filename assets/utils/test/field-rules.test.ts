import type { Cart } from '../../api/types';
import type { AddressFieldDefinition } from '../../settings/types';
import {
	buildCheckoutDocument,
	documentForContext,
	type CheckoutDocumentInput,
} from '../checkout-document';
import { applyFieldRules, getSchemaError, isRuleMet } from '../field-rules';

const makeField = (
	overrides: Partial< AddressFieldDefinition > = {}
): AddressFieldDefinition => ( {
	key: 'ns/vat',
	label: 'VAT number',
	optionalLabel: 'VAT number (optional)',
	required: false,
	hidden: false,
	index: 1000,
	type: 'text',
	...overrides,
} );

const makeCart = ( overrides: Partial< Cart > = {} ) =>
	( {
		coupons: [ { code: 'save10' } ],
		shipping_rates: [
			{
				package_id: 0,
				shipping_rates: [
					{ rate_id: 'flat_rate:1', selected: false },
					{ rate_id: 'free_shipping:2', selected: true },
				],
			},
			{
				package_id: 1,
				shipping_rates: [
					{ rate_id: 'free_shipping:2', selected: true },
				],
			},
		],
		items: [
			{ id: 27, quantity: 2, type: 'simple' },
			{ id: 68, quantity: 0.5, type: 'variation' },
		],
		items_count: 3,
		items_weight: 1.5,
		needs_shipping: true,
		totals: { total_price: '6600', total_tax: '600' },
		extensions: { 'my-plugin': { points: 3 } },
		...overrides,
	} ) as unknown as Cart;

const makeInput = (
	overrides: Partial< CheckoutDocumentInput > = {}
): CheckoutDocumentInput => ( {
	cart: makeCart(),
	shippingAddress: { country: 'DE', first_name: 'Ada' },
	billingAddress: { country: 'GB', email: 'ada@example.com' },
	prefersCollection: false,
	createAccount: false,
	customerNote: '',
	paymentMethod: 'bacs',
	customerId: 0,
	additionalFields: { 'ns/newsletter': true, 'ns/gift': 'Yes' },
	contactFieldKeys: [ 'ns/newsletter' ],
	...overrides,
} );

describe( 'the checkout document', () => {
	it( 'is built in the shape WooCommerce documents', () => {
		expect( buildCheckoutDocument( makeInput() ) ).toEqual( {
			cart: {
				coupons: [ 'save10' ],
				// Each selected rate once.
				shipping_rates: [ 'free_shipping:2' ],
				// One entry per unit, a fraction rounded up.
				items: [ 27, 27, 68 ],
				items_type: [ 'simple', 'variation' ],
				items_count: 3,
				items_weight: 1.5,
				needs_shipping: true,
				prefers_collection: false,
				totals: { total_price: 6600, total_tax: 600 },
				extensions: { 'my-plugin': { points: 3 } },
			},
			checkout: {
				create_account: false,
				customer_note: '',
				// Order fields only.
				additional_fields: { 'ns/gift': 'Yes' },
				payment_method: 'bacs',
			},
			customer: {
				id: 0,
				billing_address: { country: 'GB', email: 'ada@example.com' },
				shipping_address: { country: 'DE', first_name: 'Ada' },
				// Contact fields only.
				additional_fields: { 'ns/newsletter': true },
			},
		} );
	} );

	it( "gives an address field's rules the address as `customer.address`, with the form's values", () => {
		const document = documentForContext(
			buildCheckoutDocument( makeInput() ),
			'billing',
			{ country: 'FR' }
		);
		expect( document.customer.address ).toEqual( {
			country: 'FR',
			email: 'ada@example.com',
		} );
		expect( document.customer.billing_address.country ).toBe( 'FR' );
		expect( document.customer.shipping_address.country ).toBe( 'DE' );
	} );

	it( "puts a contact or order form's values in their place", () => {
		const document = buildCheckoutDocument( makeInput() );
		expect(
			documentForContext( document, 'contact', {
				'ns/newsletter': false,
			} ).customer.additional_fields
		).toEqual( { 'ns/newsletter': false } );
		expect(
			documentForContext( document, 'order', { 'ns/gift': 'No' } )
				.checkout.additional_fields
		).toEqual( { 'ns/gift': 'No' } );
	} );
} );

describe( 'conditional rules', () => {
	const document = buildCheckoutDocument( makeInput() );
	const shipsToGermany = {
		customer: {
			properties: {
				shipping_address: {
					properties: { country: { const: 'DE' } },
				},
			},
		},
	};

	it( "reads a rule written as the document's properties alone, or as a whole schema", () => {
		expect( isRuleMet( shipsToGermany, document ) ).toBe( true );
		expect(
			isRuleMet(
				{ type: 'object', properties: shipsToGermany },
				document
			)
		).toBe( true );
		expect(
			isRuleMet(
				{
					cart: {
						properties: { prefers_collection: { const: true } },
					},
				},
				document
			)
		).toBe( false );
	} );

	it( 'makes a field required while its required rule is met', () => {
		const field = makeField( { rules: { required: shipsToGermany } } );
		expect( applyFieldRules( field, document ).required ).toBe( true );
		const toFrance = documentForContext( document, 'shipping', {
			country: 'FR',
		} );
		expect( applyFieldRules( field, toFrance ).required ).toBe( false );
	} );

	it( 'hides a field while its hidden rule is met, and a hidden field is never required', () => {
		const field = makeField( {
			required: true,
			rules: {
				hidden: {
					customer: {
						properties: {
							additional_fields: {
								properties: {
									'ns/newsletter': { const: false },
								},
							},
						},
					},
				},
			},
		} );
		expect( applyFieldRules( field, document ) ).toBe( field );
		const unticked = documentForContext( document, 'contact', {
			'ns/newsletter': false,
		} );
		expect( applyFieldRules( field, unticked ) ).toMatchObject( {
			hidden: true,
			required: false,
		} );
	} );
} );

describe( 'validation schemas', () => {
	const document = buildCheckoutDocument( makeInput() );
	const withVat = ( vat: string ) =>
		documentForContext( document, 'shipping', { 'ns/vat': vat } );

	it( "gives the schema's errorMessage", () => {
		const field = makeField( {
			validation: {
				type: 'string',
				pattern: '^[A-Z]{2}[0-9]{8,12}$',
				errorMessage: 'Please enter a valid VAT code.',
			},
		} );
		expect( getSchemaError( field, withVat( 'GB123' ), 'shipping' ) ).toBe(
			'Please enter a valid VAT code.'
		);
		expect(
			getSchemaError( field, withVat( 'GB123456789' ), 'shipping' )
		).toBe( '' );
	} );

	it( 'says which pattern a value must match, else that it is invalid', () => {
		expect(
			getSchemaError(
				makeField( { validation: { pattern: '^GB' } } ),
				withVat( 'FR1' ),
				'shipping'
			)
		).toBe( 'VAT number must match the pattern ^GB' );
		expect(
			getSchemaError(
				makeField( { validation: { maxLength: 2 } } ),
				withVat( 'FR1' ),
				'shipping'
			)
		).toBe( 'VAT number is invalid' );
	} );

	it( 'checks the value where it sits, so it may refer to its neighbours', () => {
		const field = makeField( {
			key: 'ns/alt-email',
			validation: {
				format: 'email',
				not: { const: { $data: '/customer/billing_address/email' } },
			},
		} );
		const contact = ( email: string ) =>
			documentForContext( document, 'contact', {
				'ns/alt-email': email,
			} );
		expect(
			getSchemaError( field, contact( 'ada@example.com' ), 'contact' )
		).toBe( 'VAT number is invalid' );
		expect(
			getSchemaError( field, contact( 'bob@example.com' ), 'contact' )
		).toBe( '' );
	} );
} );
