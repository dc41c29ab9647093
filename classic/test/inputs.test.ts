import {
	collectClassicInputs,
	controlValues,
	serializeClassicInputs,
} from '../inputs';

/**
 * A page with the classic form around Kassa's block and the island store.
 *
 * @param islands The islands' HTML, by key.
 * @param extra   HTML a classic script added to the form.
 * @return The form.
 */
function page( islands: Record< string, string >, extra = '' ) {
	document.body.innerHTML = `<form class="checkout woocommerce-checkout kassa-classic-form">
		<div class="wp-block-kassa-checkout"><input name="kassa-own" value="x"><div class="slot"></div></div>
		<div id="kassa-classic-islands" hidden>${ Object.entries( islands )
			.map(
				( [ key, html ] ) =>
					`<div class="kassa-classic-island" data-kassa-island="${ key }">${ html }</div>`
			)
			.join( '' ) }</div>${ extra }
	</form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

describe( 'classic inputs', () => {
	it( 'posts every named control of the islands as jQuery serializeArray does', () => {
		const form = page( {
			'gateway:a': `<input name="text" value="a b">
				<input name="unnamed-has-no-name-attr-but" >
				<input type="checkbox" name="ticked" value="on" checked>
				<input type="checkbox" name="unticked" value="on">
				<input type="radio" name="pick" value="1"><input type="radio" name="pick" value="2" checked>
				<select name="many[]" multiple><option value="x" selected>x</option><option value="y">y</option><option value="z" selected>z</option></select>
				<textarea name="note">line 1
line 2</textarea>
				<input type="submit" name="go" value="Go"><input type="file" name="upload">
				<input name="off" value="1" disabled>`,
		} );
		expect( collectClassicInputs( form ) ).toEqual( [
			{ name: 'text', value: 'a b' },
			{ name: 'unnamed-has-no-name-attr-but', value: '' },
			{ name: 'ticked', value: 'on' },
			{ name: 'pick', value: '2' },
			{ name: 'many[]', value: 'x' },
			{ name: 'many[]', value: 'z' },
			{ name: 'note', value: 'line 1\r\nline 2' },
		] );
	} );

	it( 'keeps what Kassa disables while the order is on its way (a fieldset), not an input disabled itself', () => {
		page( {
			'field:a':
				'<fieldset disabled><input name="kept" value="1"></fieldset>',
		} );
		const kept = document.querySelector(
			'input[name="kept"]'
		) as HTMLInputElement;
		expect( controlValues( kept ) ).toEqual( [ '1' ] );
	} );

	it( 'posts an island on show inside Kassa’s block, and inputs a classic script added to the form, but not Kassa’s own', () => {
		const form = page(
			{ 'gateway:a': '<input name="card" value="4242">' },
			'<input type="hidden" name="token" value="tok_1">'
		);
		document
			.querySelector( '.slot' )
			?.append(
				document.querySelector(
					'[data-kassa-island="gateway:a"]'
				) as Node
			);
		expect( collectClassicInputs( form ) ).toEqual( [
			{ name: 'card', value: '4242' },
			{ name: 'token', value: 'tok_1' },
		] );
	} );

	it( 'serialises as a form posts (spaces as +, brackets encoded), which PHP parses back', () => {
		expect(
			serializeClassicInputs( [
				{ name: 'a', value: 'x y' },
				{ name: 'b[c]', value: "O'Brien & co" },
				{ name: 'b[c]', value: '2' },
			] )
		).toBe( 'a=x+y&b%5Bc%5D=O%27Brien+%26+co&b%5Bc%5D=2' );
	} );
} );
