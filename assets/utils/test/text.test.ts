import {
	isSafeUrl,
	sanitizeHTML,
	sanitizeLabelHTML,
	trimCharacters,
	trimHTML,
	trimWords,
} from '../text';

const sixteenWords =
	'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';

describe( 'text', () => {
	describe( 'trim words', () => {
		it( 'cuts to 15 words by default with an ellipsis', () => {
			expect( trimWords( sixteenWords ) ).toBe(
				'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen\u2026'
			);
		} );

		it( 'leaves shorter text unchanged', () => {
			expect( trimWords( 'one two', 2 ) ).toBe( 'one two' );
		} );

		it( 'keeps the markup of the kept words and closes it', () => {
			expect(
				trimWords( '<p>one <strong>two three</strong> four</p>', 2 )
			).toBe( '<p>one <strong>two\u2026</strong></p>' );
		} );

		it( 'removes elements that follow the cut', () => {
			expect(
				trimWords(
					'<p>one two</p><p>three</p><ul><li>four</li></ul>',
					2
				)
			).toBe( '<p>one two\u2026</p>' );
		} );

		it( 'counts words across elements', () => {
			expect( trimWords( '<b>one</b> <i>two</i> three', 2 ) ).toBe(
				'<b>one</b> <i>two\u2026</i>'
			);
		} );
	} );

	describe( 'trim HTML by characters', () => {
		it( 'counts characters including spaces', () => {
			expect(
				trimHTML(
					'<p>Hello world</p>',
					7,
					'characters_including_spaces'
				)
			).toBe( '<p>Hello w\u2026</p>' );
		} );

		it( 'counts characters excluding spaces', () => {
			expect(
				trimHTML(
					'<p>Hello world</p>',
					7,
					'characters_excluding_spaces'
				)
			).toBe( '<p>Hello wo\u2026</p>' );
		} );

		it( 'drops a space before the ellipsis', () => {
			expect(
				trimHTML( 'Hello world', 6, 'characters_including_spaces' )
			).toBe( 'Hello\u2026' );
		} );
	} );

	describe( 'trim characters', () => {
		it( 'cuts plain text with an ellipsis', () => {
			expect( trimCharacters( 'Hello world', 5 ) ).toBe( 'Hello\u2026' );
		} );

		it( 'can leave spaces out of the count', () => {
			expect( trimCharacters( 'a b c d', 3, false ) ).toBe(
				'a b c\u2026'
			);
		} );

		it( 'leaves text within the limit unchanged', () => {
			expect( trimCharacters( 'Hello', 5 ) ).toBe( 'Hello' );
		} );

		it( 'counts an emoji as one character', () => {
			expect( trimCharacters( '\u{1F600}\u{1F600}ab', 2 ) ).toBe(
				'\u{1F600}\u{1F600}\u2026'
			);
		} );
	} );

	describe( 'sanitize HTML', () => {
		it( 'keeps allowed tags and attributes', () => {
			const html =
				'<p class="intro">A <a href="https://example.com/" target="_blank" rel="noopener noreferrer">link</a> and <em>words</em></p><ul><li>one</li></ul>';
			expect( sanitizeHTML( html ) ).toBe( html );
		} );

		it( 'removes script tags with their content', () => {
			expect( sanitizeHTML( '<p>Hi<script>alert(1)</script></p>' ) ).toBe(
				'<p>Hi</p>'
			);
		} );

		it( 'removes style, iframe and svg with their content', () => {
			expect(
				sanitizeHTML(
					'<style>p{}</style><iframe src="x"></iframe><svg><a href="javascript:alert(1)">x</a></svg>ok'
				)
			).toBe( 'ok' );
		} );

		it( 'removes event handler attributes', () => {
			expect(
				sanitizeHTML(
					'<b onclick="alert(1)" onmouseover="x()">bold</b><img src=x onerror="alert(1)">'
				)
			).toBe( '<b>bold</b>' );
		} );

		it( 'removes attributes that are not allowed', () => {
			expect(
				sanitizeHTML(
					'<span style="color:red" id="x" class="c">s</span>'
				)
			).toBe( '<span class="c">s</span>' );
		} );

		it.each( [
			'javascript:alert(1)',
			'JavaScript:alert(1)',
			' javascript:alert(1)',
			'java&#x09;script:alert(1)',
			'jav&#x61;script:alert(1)',
			'data:text/html,<script>alert(1)</script>',
			'vbscript:msgbox(1)',
		] )( 'drops the link %s', ( href ) => {
			expect( sanitizeHTML( `<a href="${ href }">x</a>` ) ).toBe(
				'<a>x</a>'
			);
		} );

		it( 'keeps relative, mailto and tel links', () => {
			expect( isSafeUrl( '/shop/?a=b' ) ).toBe( true );
			expect( isSafeUrl( '#terms' ) ).toBe( true );
			expect( isSafeUrl( 'mailto:shop@example.com' ) ).toBe( true );
			expect( isSafeUrl( 'tel:+441234' ) ).toBe( true );
		} );

		it( 'keeps the text of nested disallowed tags', () => {
			expect(
				sanitizeHTML(
					'<div><section>Hello <b>bold <font>old</font></b></section></div>'
				)
			).toBe( 'Hello <b>bold old</b>' );
		} );

		it( 'removes comments', () => {
			expect( sanitizeHTML( 'a<!-- secret -->b' ) ).toBe( 'ab' );
		} );

		it( 'adds rel noopener to links opening a new tab', () => {
			expect( sanitizeHTML( '<a href="/t" target="_blank">t</a>' ) ).toBe(
				'<a href="/t" target="_blank" rel="noopener noreferrer">t</a>'
			);
		} );

		it( 'keeps only inline tags in labels', () => {
			expect(
				sanitizeLabelHTML(
					'<p>I agree to the <a href="/terms">terms</a></p><ul><li>x</li></ul>'
				)
			).toBe( 'I agree to the <a href="/terms">terms</a>x' );
		} );

		it( 'takes custom allowed tags and attributes', () => {
			expect(
				sanitizeHTML( '<p class="a"><b>x</b></p>', [ 'p' ], [] )
			).toBe( '<p>x</p>' );
		} );
	} );
} );
