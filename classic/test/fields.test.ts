type Fields = typeof import( '../fields' );

jest.mock( '@kassa/data', () => ( {
	checkoutEvents: { onCheckoutSuccess: jest.fn() },
} ) );

/** The page as the server prints it: the island store with field islands and a gateway's. */
function printIslands() {
	document.body.innerHTML = `
		<div id="kassa-classic-islands" hidden>
			<div class="kassa-classic-island" data-kassa-island="field:billing_vat_number">
				<p class="form-row"><input type="text" name="billing_vat_number" id="billing_vat_number" value="" /></p>
			</div>
			<div class="kassa-classic-island" data-kassa-island="field:billing_customer_type">
				<p class="form-row">
					<input type="radio" name="billing_customer_type" id="private" value="private" checked />
					<input type="radio" name="billing_customer_type" id="business" value="business" />
				</p>
			</div>
			<div class="kassa-classic-island" data-kassa-island="field:delivery_slot">
				<select name="delivery_slot" id="delivery_slot">
					<option value="">Choose</option><option value="morning">Morning</option>
				</select>
			</div>
			<div class="kassa-classic-island" data-kassa-island="field:campaign">
				<input type="hidden" name="campaign" value="spring-sale" />
			</div>
			<div class="kassa-classic-island" data-kassa-island="gateway:other_payment">
				<textarea name="other_payment-admin-note"></textarea>
			</div>
		</div>`;
}

const byId = < T extends HTMLElement >( id: string ) =>
	document.getElementById( id ) as T;

/**
 * The module as a new page loads it (islands.tsx keeps the island nodes it found).
 *
 * @return The module.
 */
function load(): Fields {
	jest.resetModules();
	return require( '../fields' );
}

describe( 'the added fields kept across a reload', () => {
	let fields: Fields;
	beforeEach( () => {
		window.sessionStorage.clear();
		printIslands();
		fields = load();
	} );

	it( 'reads what the field islands post, and nothing of other islands', () => {
		byId< HTMLInputElement >( 'billing_vat_number' ).value = 'GB1';
		expect( fields.readFieldValues() ).toEqual( {
			billing_vat_number: [ 'GB1' ],
			billing_customer_type: [ 'private' ],
			delivery_slot: [ '' ],
			campaign: [ 'spring-sale' ],
		} );
	} );

	it( 'puts values back: a text, a radio, a selection; a hidden value stays the server’s', () => {
		fields.restoreFieldValues( {
			billing_vat_number: [ 'GB1' ],
			billing_customer_type: [ 'business' ],
			delivery_slot: [ 'morning' ],
			campaign: [ 'tampered' ],
		} );
		expect( byId< HTMLInputElement >( 'billing_vat_number' ).value ).toBe(
			'GB1'
		);
		expect( byId< HTMLInputElement >( 'business' ).checked ).toBe( true );
		expect( byId< HTMLInputElement >( 'private' ).checked ).toBe( false );
		expect( byId< HTMLSelectElement >( 'delivery_slot' ).value ).toBe(
			'morning'
		);
		expect(
			document.querySelector< HTMLInputElement >( '[name="campaign"]' )!
				.value
		).toBe( 'spring-sale' );
	} );

	it( 'keeps each change for the tab and puts it back on the next load', () => {
		fields.keepFieldValues();
		const vat = byId< HTMLInputElement >( 'billing_vat_number' );
		vat.value = 'GB2';
		vat.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect(
			JSON.parse(
				window.sessionStorage.getItem( fields.KEPT_FIELDS_KEY )!
			)
		).toMatchObject( { billing_vat_number: [ 'GB2' ] } );

		printIslands();
		load().keepFieldValues();
		expect( byId< HTMLInputElement >( 'billing_vat_number' ).value ).toBe(
			'GB2'
		);
	} );

	it( 'forgets a kept value it cannot read', () => {
		window.sessionStorage.setItem( fields.KEPT_FIELDS_KEY, '{not json' );
		fields.keepFieldValues();
		expect(
			window.sessionStorage.getItem( fields.KEPT_FIELDS_KEY )
		).toBeNull();
	} );
} );
