import { renderHook } from '@testing-library/react';

import {
	DEFAULT_CHECKOUT_SETTINGS,
	useSettingsFromAttributes,
} from '../context';

describe( 'checkout settings from attributes', () => {
	it( 'fills the defaults', () => {
		const { result } = renderHook( () => useSettingsFromAttributes( {} ) );
		expect( result.current ).toEqual( DEFAULT_CHECKOUT_SETTINGS );
	} );

	it( 'keeps the same object while the values stay the same, and a new one when they change', () => {
		const { result, rerender } = renderHook(
			( attributes: Record< string, unknown > ) =>
				useSettingsFromAttributes( attributes ),
			{ initialProps: { showStepNumbers: false } }
		);
		const first = result.current;
		rerender( { showStepNumbers: false } );
		expect( result.current ).toBe( first );
		rerender( { showStepNumbers: true } );
		expect( result.current ).not.toBe( first );
		expect( result.current.showStepNumbers ).toBe( true );
	} );
} );
