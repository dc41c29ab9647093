import {
	jsonEqual,
	resolvePointer,
	validateSchema,
	type JsonSchema,
} from '../json-schema';

const passes = ( schema: JsonSchema, value: unknown ) =>
	validateSchema( schema, value ) === null;

describe( 'JSON Schema evaluation', () => {
	it( 'takes true and refuses false schemas', () => {
		expect( passes( true, 'x' ) ).toBe( true );
		expect( passes( false, 'x' ) ).toBe( false );
	} );

	it( 'checks type, integer included, and lists of types', () => {
		expect( passes( { type: 'string' }, 'a' ) ).toBe( true );
		expect( passes( { type: 'string' }, 1 ) ).toBe( false );
		expect( passes( { type: 'integer' }, 2 ) ).toBe( true );
		expect( passes( { type: 'integer' }, 2.5 ) ).toBe( false );
		expect( passes( { type: 'number' }, 2.5 ) ).toBe( true );
		expect( passes( { type: [ 'string', 'null' ] }, null ) ).toBe( true );
		expect( passes( { type: 'object' }, [] ) ).toBe( false );
		expect( passes( { type: 'array' }, [] ) ).toBe( true );
	} );

	it( 'compares const and enum deeply', () => {
		expect( passes( { const: 'DE' }, 'DE' ) ).toBe( true );
		expect( passes( { const: 'DE' }, 'FR' ) ).toBe( false );
		expect( passes( { const: true }, true ) ).toBe( true );
		expect( passes( { enum: [ 'a', { b: [ 1 ] } ] }, { b: [ 1 ] } ) ).toBe(
			true
		);
		expect( passes( { enum: [ 'a', 'b' ] }, 'c' ) ).toBe( false );
	} );

	it( 'checks string length (in characters), pattern and formats', () => {
		expect( passes( { minLength: 2 }, 'ü' ) ).toBe( false );
		expect( passes( { maxLength: 2 }, '😀😀' ) ).toBe( true );
		expect( passes( { pattern: '^[A-Z]{2}\\d+$' }, 'GB123' ) ).toBe( true );
		expect( validateSchema( { pattern: '^\\d+$' }, 'x' ) ).toMatchObject( {
			keyword: 'pattern',
			pattern: '^\\d+$',
		} );
		expect( passes( { format: 'email' }, 'ada@example.com' ) ).toBe( true );
		expect( passes( { format: 'email' }, 'ada@example' ) ).toBe( false );
		expect( passes( { format: 'date' }, '2026-02-30' ) ).toBe( true );
		expect( passes( { format: 'date' }, '2026-13-01' ) ).toBe( false );
		// Formats apply to strings only; an unknown format holds anything.
		expect( passes( { format: 'email' }, 3 ) ).toBe( true );
		expect( passes( { format: 'ipv6' }, 'x' ) ).toBe( true );
	} );

	it( 'never fails a shopper for a broken pattern', () => {
		expect( passes( { pattern: '(' }, 'x' ) ).toBe( true );
	} );

	it( 'checks numbers', () => {
		expect( passes( { minimum: 10 }, 10 ) ).toBe( true );
		expect( passes( { exclusiveMinimum: 10 }, 10 ) ).toBe( false );
		expect( passes( { maximum: 5 }, 6 ) ).toBe( false );
		expect( passes( { exclusiveMaximum: 5 }, 4.99 ) ).toBe( true );
		expect( passes( { multipleOf: 0.01 }, 12.34 ) ).toBe( true );
		expect( passes( { multipleOf: 5 }, 12 ) ).toBe( false );
	} );

	it( 'checks arrays: items, contains, sizes and uniqueness', () => {
		const cart = { items: [ 27, 27, 68 ] };
		expect(
			passes(
				{ properties: { items: { contains: { const: 68 } } } },
				cart
			)
		).toBe( true );
		expect(
			passes(
				{ properties: { items: { contains: { const: 1 } } } },
				cart
			)
		).toBe( false );
		expect( passes( { items: { type: 'integer' } }, [ 1, 'a' ] ) ).toBe(
			false
		);
		expect( passes( { items: [ { const: 1 } ] }, [ 1, 2 ] ) ).toBe( true );
		expect( passes( { minItems: 1 }, [] ) ).toBe( false );
		expect( passes( { maxItems: 1 }, [ 1, 2 ] ) ).toBe( false );
		expect( passes( { uniqueItems: true }, [ 1, 2, 1 ] ) ).toBe( false );
	} );

	it( 'checks objects: required, properties, patternProperties and additionalProperties', () => {
		expect( passes( { required: [ 'a' ] }, { b: 1 } ) ).toBe( false );
		expect(
			passes( { properties: { a: { type: 'string' } } }, { a: 1 } )
		).toBe( false );
		// A property that is not there is not checked.
		expect( passes( { properties: { a: { type: 'string' } } }, {} ) ).toBe(
			true
		);
		expect(
			passes(
				{ patternProperties: { '^ns/': { type: 'string' } } },
				{ 'ns/a': 2 }
			)
		).toBe( false );
		expect(
			passes(
				{ properties: { a: true }, additionalProperties: false },
				{ a: 1, b: 2 }
			)
		).toBe( false );
		expect( passes( { minProperties: 2 }, { a: 1 } ) ).toBe( false );
	} );

	it( 'combines schemas: allOf, anyOf, oneOf, not, if / then / else', () => {
		expect(
			passes( { allOf: [ { type: 'string' }, { minLength: 2 } ] }, 'a' )
		).toBe( false );
		expect(
			passes( { anyOf: [ { const: 'a' }, { const: 'b' } ] }, 'b' )
		).toBe( true );
		expect( passes( { anyOf: [ { const: 'a' } ] }, 'b' ) ).toBe( false );
		expect(
			passes( { oneOf: [ { type: 'string' }, { minLength: 1 } ] }, 'a' )
		).toBe( false );
		expect( passes( { not: { const: 'x' } }, 'x' ) ).toBe( false );
		const conditional = {
			if: { properties: { country: { const: 'DE' } } },
			then: { required: [ 'vat' ] },
			else: { required: [ 'phone' ] },
		};
		expect( passes( conditional, { country: 'DE', vat: 'DE1' } ) ).toBe(
			true
		);
		expect( passes( conditional, { country: 'DE' } ) ).toBe( false );
		expect( passes( conditional, { country: 'FR', phone: '1' } ) ).toBe(
			true
		);
	} );

	it( 'ignores keywords it does not know', () => {
		expect(
			passes( { $ref: '#/definitions/x', foo: 1 }, 'anything' )
		).toBe( true );
	} );

	it( "gives the outermost failing schema's errorMessage", () => {
		expect(
			validateSchema(
				{
					type: 'string',
					pattern: '^GB',
					errorMessage: 'A UK VAT number, please.',
				},
				'FR1'
			)
		).toEqual( {
			keyword: 'pattern',
			pattern: '^GB',
			path: [],
			message: 'A UK VAT number, please.',
		} );
		expect(
			validateSchema(
				{
					properties: {
						a: { const: 1, errorMessage: 'inner' },
					},
					errorMessage: 'outer',
				},
				{ a: 2 }
			)?.message
		).toBe( 'outer' );
	} );

	it( 'says where a failure is', () => {
		expect(
			validateSchema(
				{
					properties: {
						customer: { properties: { id: { minimum: 1 } } },
					},
				},
				{ customer: { id: 0 } }
			)?.path
		).toEqual( [ 'customer', 'id' ] );
	} );

	describe( '$data references', () => {
		const document = {
			customer: {
				billing_address: { email: 'ada@example.com' },
				shipping_address: { phone: '123', 'ns/alt-phone': '123' },
			},
		};

		it( 'resolves absolute and relative JSON pointers', () => {
			expect(
				resolvePointer(
					'/customer/billing_address/email',
					document,
					[]
				)
			).toBe( 'ada@example.com' );
			// From the value at customer/shipping_address/ns~1alt-phone, 1 level up, then phone.
			expect(
				resolvePointer( '1/phone', document, [
					'customer',
					'shipping_address',
					'ns/alt-phone',
				] )
			).toBe( '123' );
			expect(
				resolvePointer(
					'/customer/shipping_address/ns~1alt-phone',
					document,
					[]
				)
			).toBe( '123' );
			expect(
				resolvePointer( '5/x', document, [ 'a' ] )
			).toBeUndefined();
		} );

		it( 'compares a value with another value of the document', () => {
			const notTheSame = {
				properties: {
					customer: {
						properties: {
							shipping_address: {
								properties: {
									'ns/alt-phone': {
										not: { const: { $data: '1/phone' } },
									},
								},
							},
						},
					},
				},
			};
			expect( passes( notTheSame, document ) ).toBe( false );
			expect(
				passes( notTheSame, {
					customer: {
						shipping_address: { phone: '1', 'ns/alt-phone': '2' },
					},
				} )
			).toBe( true );
		} );

		it( 'skips a keyword whose reference points at nothing, as Ajv does', () => {
			expect( passes( { const: { $data: '/nowhere' } }, { a: 1 } ) ).toBe(
				true
			);
		} );
	} );

	it( 'compares JSON values deeply', () => {
		expect(
			jsonEqual( { a: [ 1, { b: 2 } ] }, { a: [ 1, { b: 2 } ] } )
		).toBe( true );
		expect( jsonEqual( { a: 1 }, { a: 1, b: 2 } ) ).toBe( false );
		expect( jsonEqual( [ 1 ], { 0: 1 } ) ).toBe( false );
	} );
} );
