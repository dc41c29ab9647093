import { getProductExcerpt } from '../excerpt';

describe( 'product excerpt', () => {
	it( 'cuts to a number of words with an ellipsis, keeping allowed markup', () => {
		expect(
			getProductExcerpt(
				{ short_description: '<p>One <strong>two</strong> three</p>' },
				2,
				'words'
			)
		).toBe( '<p>One <strong>two…</strong></p>' );
	} );

	it( 'cuts by characters, with or without spaces', () => {
		const product = { short_description: 'ab cd ef' };
		expect(
			getProductExcerpt( product, 4, 'characters_including_spaces' )
		).toBe( 'ab c…' );
		expect(
			getProductExcerpt( product, 4, 'characters_excluding_spaces' )
		).toBe( 'ab cd…' );
	} );

	it( 'leaves short text alone', () => {
		expect(
			getProductExcerpt( { short_description: 'Short.' }, 15, 'words' )
		).toBe( 'Short.' );
	} );

	it( 'sanitises: scripts, images and handlers go', () => {
		const excerpt = getProductExcerpt(
			{
				short_description:
					'<p onclick="x()">Hi<script>alert(1)</script> <img src=x onerror=y>there</p>',
			},
			15,
			'words'
		);
		expect( excerpt ).toBe( '<p>Hi there</p>' );
	} );

	it( 'falls back to the description, and shows nothing for length 0', () => {
		expect(
			getProductExcerpt( { description: 'Long text' }, 15, 'words' )
		).toBe( 'Long text' );
		expect(
			getProductExcerpt( { short_description: 'Text' }, 0, 'words' )
		).toBe( '' );
	} );
} );
