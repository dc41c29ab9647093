import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect } from '../e2e/utils/fixtures';
import { StoreApi } from '../e2e/utils/store-api';
import { contentMiniCartButton } from '../e2e/utils/mini-cart';
import {
	HOSTILE_KEYS,
	HOSTILE_TEXT,
	blockCommentJson,
	liveMarkup,
	waitForBlocks,
	watchForScript,
} from './lib/hostile';

/**
 * A post's blocks are its author's data, never markup: a contributor (no `unfiltered_html`, so
 * WordPress's kses filters the post as it is saved) writes every kassa/* block with hostile
 * attribute names and values, in block comments and in saved markup; the admin who previews the
 * post runs none of it, and every Kassa block's element is inert.
 */

const ROOT = path.resolve( __dirname, '../..' );
const CONTRIBUTOR = { username: 'kassa-contributor', password: 'password' };

type BlockType = {
	name: string;
	attributes?: Record< string, { type?: string | string[] } >;
};

/** Every Kassa block's block.json. */
const BLOCKS: BlockType[] = fs
	.readdirSync( path.join( ROOT, 'blocks' ) )
	.map( ( folder ) => path.join( ROOT, 'blocks', folder, 'block.json' ) )
	.filter( ( file ) => fs.existsSync( file ) )
	.map( ( file ) => JSON.parse( fs.readFileSync( file, 'utf8' ) ) );

const blockType = ( name: string ) =>
	BLOCKS.find( ( block ) => block.name === name );

/**
 * Hostile values for a block's registered attributes (a string where another type is
 * registered, too: the server must not trust the type), and hostile attribute names.
 *
 * @param block The block type.
 * @return Block comment attributes.
 */
function hostileAttributes( block: BlockType ) {
	const attributes: Record< string, unknown > = {};
	for ( const key of HOSTILE_KEYS ) {
		attributes[ key ] = HOSTILE_TEXT;
	}
	for ( const [ name, schema ] of Object.entries( block.attributes ?? {} ) ) {
		attributes[ name ] =
			schema.type === 'array' ? [ HOSTILE_TEXT ] : HOSTILE_TEXT;
	}
	attributes.className = 'x" onclick="alert(10)" data-y="';
	return attributes;
}

/**
 * Values of the wrong type for every registered attribute (objects and arrays where the server
 * expects a string or a number), and for the Products block's `perPage` of older posts.
 *
 * @param block The block type.
 * @return Block comment attributes.
 */
function mistypedAttributes( block: BlockType ) {
	const attributes: Record< string, unknown > = {
		perPage: [ HOSTILE_TEXT ],
	};
	for ( const name of Object.keys( block.attributes ?? {} ) ) {
		attributes[ name ] = { [ HOSTILE_KEYS[ 0 ] ]: [ HOSTILE_TEXT ] };
	}
	return attributes;
}

/**
 * A parent block's default markup (includes/markup/) with hostile values in every inner block's
 * comment and saved element: each registered string attribute, as a data attribute holding its
 * JSON, as save() writes them.
 *
 * @param parent The markup file's name.
 * @return The markup.
 */
function hostileSavedMarkup( parent: string ) {
	const escape = ( text: string ) =>
		text
			.replace( /&/g, '&amp;' )
			.replace( /"/g, '&quot;' )
			.replace( /</g, '&lt;' )
			.replace( />/g, '&gt;' );
	return fs
		.readFileSync(
			path.join( ROOT, 'includes/markup', `${ parent }.html` ),
			'utf8'
		)
		.replace(
			/<!-- wp:(kassa\/[a-z0-9-]+)( \{.*?\})? (\/)?-->/g,
			( _comment, name: string, json: string | undefined, end ) => {
				const attributes = {
					...( json ? JSON.parse( json ) : {} ),
					...hostileAttributes( blockType( name )! ),
				};
				return `<!-- wp:${ name } ${ blockCommentJson( attributes ) } ${
					end ?? ''
				}-->`;
			}
		)
		.replace(
			/data-block-name="(kassa\/[a-z0-9-]+)"/g,
			( found, name ) =>
				Object.entries( blockType( name )?.attributes ?? {} )
					.filter( ( [ , schema ] ) => schema.type === 'string' )
					.map(
						( [ attribute ] ) =>
							`data-${ attribute.replace(
								/[A-Z]/g,
								( letter ) => `-${ letter.toLowerCase() }`
							) }="${ escape( JSON.stringify( HOSTILE_TEXT ) ) }" `
					)
					.join( '' ) + found
		);
}

/**
 * Opens the drawer of the mini-cart in the post, whose blocks render their attributes then.
 * @param page
 */
async function openDrawer( page: Page ) {
	await contentMiniCartButton( page ).click();
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
}

/**
 * The posts the contributor writes: their titles, block markup, and what the admin does once
 * the preview has loaded.
 */
const POSTS: Array< {
	title: string;
	content: string;
	then?: ( page: Page ) => Promise< void >;
} > = [
	{
		title: 'Every Kassa block, saved without markup',
		content: BLOCKS.map(
			( block ) =>
				`<!-- wp:${ block.name } ${ blockCommentJson(
					hostileAttributes( block )
				) } /-->`
		).join( '\n\n' ),
	},
	{
		title: 'Every Kassa block, with attributes of the wrong type',
		content: BLOCKS.map(
			( block ) =>
				`<!-- wp:${ block.name } ${ blockCommentJson(
					mistypedAttributes( block )
				) } /-->`
		).join( '\n\n' ),
	},
	...[ 'cart', 'checkout', 'mini-cart', 'products' ].map( ( parent ) => ( {
		title: `Kassa's ${ parent }, saved with hostile attributes`,
		content: hostileSavedMarkup( parent ),
		then: parent === 'mini-cart' ? openDrawer : undefined,
	} ) ),
];

test.describe( "a contributor's hostile Kassa blocks", () => {
	const previews: Array< {
		title: string;
		link: string;
		then?: ( page: Page ) => Promise< void >;
	} > = [];

	test.beforeAll( async ( { requestUtils, baseURL }, testInfo ) => {
		const users = ( await requestUtils.rest( {
			path: '/wp/v2/users',
			params: { search: CONTRIBUTOR.username, context: 'edit' },
		} ) ) as Array< { username: string } >;
		if (
			! users.some( ( user ) => user.username === CONTRIBUTOR.username )
		) {
			await requestUtils.createUser( {
				...CONTRIBUTOR,
				email: 'contributor@example.com',
				roles: [ 'contributor' ],
			} );
		}
		const contributor = await RequestUtils.setup( {
			user: CONTRIBUTOR,
			// With the run's results, not left behind elsewhere.
			storageStatePath: testInfo.outputPath( 'contributor.json' ),
			baseURL,
		} );
		await contributor.setupRest();
		for ( const { title, content, then } of POSTS ) {
			const post = ( await contributor.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: { title, content, status: 'pending' },
			} ) ) as { id: number };
			previews.push( {
				title,
				link: `/?p=${ post.id }&preview=true`,
				then,
			} );
		}
		await contributor.request.dispose();
	} );

	test( 'run no script in the browser of the admin who previews them, and stay inert', async ( {
		page,
	} ) => {
		test.slow();
		// A cart with a line, so that the cart and checkout render in full.
		const storeApi = new StoreApi( page.request );
		await storeApi.addItem( await storeApi.productId( 'Beanie' ), 1 );
		const dialogs = watchForScript( page );
		for ( const { title, link, then } of previews ) {
			const response = await page.goto( link );
			expect( response?.status(), title ).toBe( 200 );
			expect( await response?.text(), title ).toContain( '</html>' );
			await waitForBlocks( page );
			await then?.( page );
			expect( dialogs, `${ title }: script ran` ).toEqual( [] );
			expect( await liveMarkup( page ), title ).toEqual( [] );
		}
	} );
} );
