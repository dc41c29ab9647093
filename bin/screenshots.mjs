/**
 * `npm run screenshots`: Kassa's cart, checkout, mini-cart drawer and shop beside WooCommerce's own
 * blocks on the same WooCommerce shop and the same cart, on a phone (390 × 844) and a desktop
 * (1280 × 800), in two block themes (Twenty Twenty-Five and Twenty Twenty-Four) and two classic
 * ones (Twenty Twenty-One and Twenty Twenty), each served per request by
 * bin/lib/mu-plugins/kassa-test-theme.php. Each pair is one WebP image, Kassa on the
 * left, written to docs/screenshots/ and listed in the README with both sides' page heights
 * (SCREENSHOTS_DIR writes them elsewhere, and leaves the README; SCREENSHOTS_THEMES shoots only
 * the themes it lists). Uses SCREENSHOTS_URL (a site
 * bin/start serves), else starts one on a free port.
 */
import fs from 'node:fs';
import path from 'node:path';

import { ROOT, fillCart, launchBrowser, startSite } from './bench/site.mjs';

const OUT =
	process.env.SCREENSHOTS_DIR || path.join( ROOT, 'docs/screenshots' );
const ALL_THEMES = [
	'twentytwentyfive',
	'twentytwentyfour',
	'twentytwentyone',
	'twentytwenty',
];
// SCREENSHOTS_THEMES=twentytwentyone,twentytwenty shoots only those (and leaves the README).
const THEMES = process.env.SCREENSHOTS_THEMES?.split( ',' ) ?? ALL_THEMES;
/** The classic themes: their header has no block hooks, so no Kassa mini-cart. */
const CLASSIC_THEMES = [ 'twentytwentyone', 'twentytwenty' ];
const VIEWPORTS = [
	{ width: 390, height: 844 },
	{ width: 1280, height: 800 },
];
// Desktop pairs are drawn at half size: legible, and a few hundred KB each.
const SCALE = { 390: 1, 1280: 0.5 };
const STEP_TIMEOUT = 60_000;
// Placeholders both sides show while something loads: a shot waits until none is in view.
const LOADING =
	'.wc-block-components-skeleton__element, .wc-block-components-loading-mask, .kassa-skeleton, .kassa-payment-methods__loading, .kassa-products__spinner';

/**
 * Each comparison: Kassa's page and WooCommerce's, and what to wait for (or do) before the shot.
 * The drawers open from the same page (the header's Kassa mini-cart, WooCommerce's Mini-Cart
 * block in the page), and are shot at the viewport's size; in a classic theme, whose header
 * holds no mini-cart, Kassa's opens from the page holding it (`classic`).
 */
const PAGES = {
	cart: {
		kassa: { path: '/cart/', ready: '.kassa-proceed-to-checkout__button' },
		woocommerce: {
			path: '/wc-cart/',
			// Its total, not its checkout button: in Twenty Twenty-One, 1280 px wide, it shows none.
			ready: '.wc-block-components-totals-footer-item',
		},
	},
	checkout: {
		kassa: { path: '/checkout/', ready: '.kassa-place-order-button' },
		woocommerce: {
			path: '/wc-checkout/',
			ready: '.wc-block-components-checkout-place-order-button',
		},
	},
	drawer: {
		kassa: {
			path: '/wc-mini-cart-demo/',
			open: 'header .kassa-mini-cart__button',
			ready: '.kassa-drawer .kassa-mini-cart__footer',
			classic: {
				path: '/mini-cart-demo/',
				open: 'main .kassa-mini-cart__button',
			},
		},
		woocommerce: {
			path: '/wc-mini-cart-demo/',
			open: 'main .wc-block-mini-cart__button',
			ready: '.wc-block-mini-cart__drawer .wc-block-mini-cart__footer',
		},
	},
	shop: {
		kassa: { path: '/shop/', ready: '.kassa-product__button' },
		woocommerce: {
			path: '/store/',
			ready: '.wc-block-components-product-button__button, li.product .button',
		},
	},
};

/**
 * Loads one side and shoots it: the whole page, or the viewport for a drawer.
 *
 * @param {import('@playwright/test').Page}              page The shopper's page.
 * @param {{path: string, ready: string, open?: string}} side What to show.
 * @return {Promise<{png: Buffer, height: number}>} The shot and the page's height.
 */
async function shoot( page, side ) {
	await page.goto( side.path );
	if ( side.open ) {
		await page
			.locator( side.open )
			.first()
			.click( { timeout: STEP_TIMEOUT } );
	}
	// The first that shows: a narrow cart's checkout button may be drawn twice, one hidden.
	await page
		.locator( `${ side.ready } >> visible=true` )
		.first()
		.waitFor( { state: 'visible', timeout: STEP_TIMEOUT } );
	// Late paints (payment methods, summaries, fonts, images) settle before the shot.
	await page.waitForFunction(
		( loading ) =>
			! [ ...document.querySelectorAll( loading ) ].some( ( element ) =>
				element.checkVisibility()
			),
		LOADING,
		{ timeout: STEP_TIMEOUT }
	);
	await page.evaluate( () => document.fonts.ready );
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 500 );
	// At the end of the page, what sticks to the bottom of the screen (the narrow cart's
	// checkout button) is drawn in its own place.
	const height = await page.evaluate( () => {
		window.scrollTo( 0, document.documentElement.scrollHeight );
		return document.documentElement.scrollHeight;
	} );
	const png = await page.screenshot( {
		fullPage: ! side.open,
		animations: 'disabled',
	} );
	return { png, height };
}

/**
 * Draws the two shots side by side under a caption, in the browser, and encodes them as WebP.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {Buffer}                             left    Kassa's shot.
 * @param {Buffer}                             right   WooCommerce's shot.
 * @param {string}                             caption What the pair shows.
 * @param {number}                             scale   Size of the drawing.
 * @return {Promise<Buffer>} The WebP image.
 */
async function pair( browser, left, right, caption, scale ) {
	const page = await browser.newPage();
	const dataUrl = await page.evaluate(
		async ( { images, text, factor } ) => {
			const [ a, b ] = await Promise.all(
				images.map( async ( base64 ) => {
					const image = new window.Image();
					image.src = `data:image/png;base64,${ base64 }`;
					await image.decode();
					return image;
				} )
			);
			const gap = 16;
			const head = 40;
			const width = Math.round( ( a.width + b.width ) * factor ) + gap;
			const height =
				Math.round( Math.max( a.height, b.height ) * factor ) + head;
			const canvas = document.createElement( 'canvas' );
			canvas.width = width;
			canvas.height = height;
			const context = canvas.getContext( '2d' );
			context.fillStyle = '#e5e5e5';
			context.fillRect( 0, 0, width, height );
			context.fillStyle = '#111';
			context.font = '600 16px sans-serif';
			const leftWidth = Math.round( a.width * factor );
			context.fillText( `Kassa · ${ text }`, 8, 26 );
			context.fillText(
				`WooCommerce · ${ text }`,
				leftWidth + gap + 8,
				26
			);
			context.drawImage(
				a,
				0,
				head,
				leftWidth,
				Math.round( a.height * factor )
			);
			context.drawImage(
				b,
				leftWidth + gap,
				head,
				Math.round( b.width * factor ),
				Math.round( b.height * factor )
			);
			return canvas.toDataURL( 'image/webp', 0.8 );
		},
		{
			images: [ left.toString( 'base64' ), right.toString( 'base64' ) ],
			text: caption,
			factor: scale,
		}
	);
	await page.close();
	return Buffer.from( dataUrl.split( ',' )[ 1 ], 'base64' );
}

const site = process.env.SCREENSHOTS_URL
	? { url: process.env.SCREENSHOTS_URL.replace( /\/$/, '' ), stop() {} }
	: await startSite();
const browser = await launchBrowser();
fs.mkdirSync( OUT, { recursive: true } );
const rows = [];
try {
	for ( const theme of THEMES ) {
		for ( const viewport of VIEWPORTS ) {
			// One guest and one cart of two lines for both sides.
			const context = await browser.newContext( {
				baseURL: site.url,
				viewport,
			} );
			await context.addCookies( [
				{ name: 'kassa_test_theme', value: theme, url: site.url },
			] );
			await fillCart( context.request, 2 );
			const page = await context.newPage();
			for ( const [ name, sides ] of Object.entries( PAGES ) ) {
				const kassa = await shoot( page, {
					...sides.kassa,
					...( CLASSIC_THEMES.includes( theme ) &&
						sides.kassa.classic ),
				} );
				const woocommerce = await shoot( page, sides.woocommerce );
				const file = `${ name }-${ viewport.width }-${ theme }.webp`;
				const image = await pair(
					browser,
					kassa.png,
					woocommerce.png,
					`${ name }, ${ viewport.width } px, ${ theme }`,
					SCALE[ viewport.width ]
				);
				fs.writeFileSync( path.join( OUT, file ), image );
				rows.push( {
					file,
					kassa: kassa.height,
					woocommerce: woocommerce.height,
					kb: ( image.length / 1024 ).toFixed( 0 ),
				} );
				console.log(
					`${ file }: page height Kassa ${ kassa.height } px, WooCommerce ${ woocommerce.height } px (${ rows.at( -1 ).kb } KB)`
				);
			}
			await context.close();
		}
	}
} finally {
	await browser.close();
	site.stop();
}
const total = rows.reduce( ( sum, row ) => sum + Number( row.kb ), 0 );
console.log( `${ rows.length } pairs, ${ total } KB, in ${ OUT }` );
if ( ! process.env.SCREENSHOTS_DIR && ! process.env.SCREENSHOTS_THEMES ) {
	writeReadmeTable( rows );
}

/**
 * Lists the pairs in the README between its `<!-- screenshots -->` markers: a row per theme and
 * page, a column per width, each cell a link with both pages' heights.
 *
 * @param {Array<{file: string, kassa: number, woocommerce: number}>} shots The pairs written.
 */
function writeReadmeTable( shots ) {
	const lines = [
		`| theme | page | ${ VIEWPORTS.map(
			( { width } ) => `${ width } px`
		).join( ' | ' ) } |`,
		`| --- | --- |${ ' --- |'.repeat( VIEWPORTS.length ) }`,
		...THEMES.flatMap( ( theme ) =>
			Object.keys( PAGES ).map( ( name ) => {
				const cells = VIEWPORTS.map( ( { width } ) => {
					const file = `${ name }-${ width }-${ theme }.webp`;
					const shot = shots.find( ( row ) => row.file === file );
					const text = PAGES[ name ].kassa.open
						? 'opened'
						: `${ shot.kassa } / ${ shot.woocommerce } px`;
					return `[${ text }](docs/screenshots/${ file })`;
				} );
				return `| ${ theme } | ${ name } | ${ cells.join( ' | ' ) } |`;
			} )
		),
		'',
		`Each cell links the pair; the heights are Kassa's page / WooCommerce's (${ new Date()
			.toISOString()
			.slice( 0, 10 ) }).`,
	];
	const readme = path.join( ROOT, 'README.md' );
	const text = fs.readFileSync( readme, 'utf8' );
	fs.writeFileSync(
		readme,
		text.replace(
			/(<!-- screenshots -->\n)[\s\S]*?(<!-- \/screenshots -->)/,
			`$1${ lines.join( '\n' ) }\n$2`
		)
	);
}
