const {
	GUARD,
	guardSelector,
	themeGuard,
} = require( '../postcss-theme-guard' );

describe( 'the theme guard', () => {
	it( 'weighs a rule as one id more, in its first compound selector', () => {
		expect( guardSelector( '.kassa-panel__button' ) ).toBe(
			`.kassa-panel__button${ GUARD }`
		);
		expect( guardSelector( '.kassa-cart .kassa-line > td' ) ).toBe(
			`.kassa-cart${ GUARD } .kassa-line > td`
		);
		expect( guardSelector( 'body.kassa-drawer-is-open' ) ).toBe(
			`body.kassa-drawer-is-open${ GUARD }`
		);
	} );

	it( 'puts it before a pseudo-element, and past parentheses and attribute values', () => {
		expect( guardSelector( '.kassa-field::before' ) ).toBe(
			`.kassa-field${ GUARD }::before`
		);
		expect(
			guardSelector(
				':root:has(.kassa-cart.is-mobile, .kassa-cart.is-small)'
			)
		).toBe(
			`:root:has(.kassa-cart.is-mobile, .kassa-cart.is-small)${ GUARD }`
		);
		expect(
			guardSelector( 'input[type="a b"]:not(.x > .y) + label' )
		).toBe( `input[type="a b"]:not(.x > .y)${ GUARD } + label` );
	} );

	it( 'leaves a rule written in :where() to weigh nothing, as meant', () => {
		expect( guardSelector( ':where(.kassa-place-order-button)' ) ).toBe(
			':where(.kassa-place-order-button)'
		);
	} );

	it( 'guards every selector of a rule once, and no keyframe', () => {
		const { Rule } = themeGuard();
		const rule = { parent: { type: 'root' }, selectors: [ '.a', '.b .c' ] };
		Rule( rule );
		Rule( rule );
		expect( rule.selectors ).toEqual( [
			`.a${ GUARD }`,
			`.b${ GUARD } .c`,
		] );
		const frame = {
			parent: { type: 'atrule', name: '-webkit-keyframes' },
			selectors: [ 'from' ],
		};
		Rule( frame );
		expect( frame.selectors ).toEqual( [ 'from' ] );
	} );
} );
