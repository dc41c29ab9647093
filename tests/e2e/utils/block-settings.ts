import type { Browser, Locator, Page } from '@playwright/test';
import {
	Admin,
	Editor,
	PageUtils,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

import { test as base, expect } from './fixtures';
import { fillCart, guestShopper } from './cart';
import { openInEditor } from './editor';
import { StoreApi } from './store-api';

/**
 * Editor-setting tests (issue 12): an admin changes a block's setting through the editor's UI,
 * saves, and a shopper sees the change on the front end.
 *
 * A spec file names the page its tests edit (`test.use( { settingsPage: { … } } )`); the page is
 * created once per Playwright worker and stays open in the editor across the file's tests, so
 * each test pays for a change, a save and a shopper's page load, not for the editor's start.
 * Each test sets what it checks, so the order of the tests does not matter. When a test fails,
 * Playwright starts a new worker and the next test gets a fresh page.
 */

/** The page a spec file edits. */
export type SettingsPage = {
	/** Page title. */
	title: string;
	/** Block markup stored in the page, e.g. `defaultMarkup( 'checkout' )`. */
	content: string;
	/** The outer block, waited for when the editor opens, e.g. 'kassa/checkout'. */
	blockName: string;
	/**
	 * What the shopper's page shows once the block has rendered (a CSS selector), waited for
	 * on every load, so that a check that something is not there cannot pass too early.
	 */
	ready?: string;
};

/** The editor, open on the spec file's page. */
export class BlockSettingsEditor {
	readonly admin: Admin;

	readonly editor: Editor;

	constructor(
		readonly page: Page,
		/** The page's id. */
		readonly postId: number,
		/** The page's front-end URL (path and query). */
		readonly url: string
	) {
		this.editor = new Editor( { page } );
		this.admin = new Admin( {
			page,
			editor: this.editor,
			pageUtils: new PageUtils( { page } ),
		} );
	}

	/** The editor's top bar (document title, Save, Settings). */
	get topBar() {
		return this.page.getByRole( 'region', { name: 'Editor top bar' } );
	}

	/** The editor canvas (an iframe in WordPress 7.1). */
	get canvas() {
		return this.editor.canvas;
	}

	/**
	 * A block in the canvas by name.
	 *
	 * @param blockName E.g. 'kassa/checkout-terms'.
	 * @return The block's wrapper.
	 */
	block( blockName: string ): Locator {
		return this.canvas.locator( `[data-type="${ blockName }"]` ).first();
	}

	/**
	 * Selects a block and shows its settings in the sidebar.
	 *
	 * @param blockName E.g. 'kassa/checkout-terms'.
	 * @return The sidebar's settings region, to find the block's controls in.
	 */
	async select( blockName: string ) {
		await this.editor.selectBlocks( this.block( blockName ) );
		// Editor.openDocumentSettingsSidebar() finds two 'Settings' buttons in WordPress 7.1's top bar.
		const settings = this.topBar.getByRole( 'button', {
			name: 'Settings',
			exact: true,
		} );
		if ( ( await settings.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await settings.click();
		}
		const sidebar = this.page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const blockTab = sidebar.getByRole( 'tab', { name: 'Block' } );
		if ( await blockTab.isVisible() ) {
			await blockTab.click();
		}
		return sidebar;
	}

	/**
	 * Selects a block and shows its Styles tab (colours, typography).
	 *
	 * @param blockName E.g. 'kassa/mini-cart'.
	 * @return The sidebar's settings region.
	 */
	async styles( blockName: string ) {
		const sidebar = await this.select( blockName );
		await sidebar.getByRole( 'tab', { name: 'Styles' } ).click();
		return sidebar;
	}

	/**
	 * Picks a colour of the theme's palette for one of a block's colour settings in its Styles
	 * tab: the block supports' ('Typography' → 'Color' for the text, 'Background' → 'Color')
	 * or the block's own.
	 *
	 * @param blockName E.g. 'kassa/mini-cart'.
	 * @param panel     The panel's heading, e.g. 'Background'.
	 * @param setting   The colour setting's label in it, e.g. 'Color'.
	 * @param color     The palette colour's name, e.g. 'Accent 3'.
	 */
	async pickColor(
		blockName: string,
		panel: string,
		setting: string,
		color: string
	) {
		const sidebar = await this.styles( blockName );
		await sidebar
			.locator( '.components-tools-panel', {
				has: this.page.getByRole( 'heading', {
					name: panel,
					exact: true,
				} ),
			} )
			.getByRole( 'button', { name: setting, exact: true } )
			.click();
		await this.page
			.locator( '.components-popover' )
			.getByRole( 'option', { name: color, exact: true } )
			.click();
		await this.page.keyboard.press( 'Escape' );
	}

	/**
	 * Runs one of the selected block's toolbar buttons or its Options menu item.
	 *
	 * @param blockName E.g. 'kassa/checkout-order-note'.
	 * @param action    A toolbar button ('Move up', 'Move down') or an Options menu item ('Delete').
	 */
	async blockAction( blockName: string, action: string ) {
		await this.editor.selectBlocks( this.block( blockName ) );
		await this.editor.showBlockToolbar();
		// showBlockToolbar() leaves the pointer at (100, 100), over the admin menu's Posts: its
		// flyout would cover the toolbar of a block as wide as the canvas. The pointer goes to
		// the canvas, where a merchant works.
		const viewport = this.page.viewportSize()!;
		await this.page.mouse.move( viewport.width / 2, viewport.height / 2 );
		const toolbar = this.page.getByRole( 'toolbar', {
			name: 'Block tools',
		} );
		const button = toolbar.getByRole( 'button', {
			name: action,
			exact: true,
		} );
		if ( await button.isVisible() ) {
			await button.click();
			return;
		}
		await toolbar.getByRole( 'button', { name: 'Options' } ).click();
		await this.page
			.getByRole( 'menuitem', { name: new RegExp( `^${ action }` ) } )
			.click();
	}

	/**
	 * Moves a block up among its siblings (Move up, as a merchant does) until it is above
	 * another: the places of the classic checkout's hooks may sit between them.
	 *
	 * @param blockName The block to move.
	 * @param above     The sibling it ends above.
	 */
	async moveAbove( blockName: string, above: string ) {
		const isAbove = () =>
			this.page.evaluate(
				( [ moved, other ] ) => {
					const editor = (
						window as unknown as {
							wp: {
								data: {
									select: ( store: string ) => {
										getClientIdsWithDescendants: () => string[];
										getBlockName: ( id: string ) => string;
									};
								};
							};
						}
					 ).wp.data.select( 'core/block-editor' );
					const names = editor
						.getClientIdsWithDescendants()
						.map( ( id ) => editor.getBlockName( id ) );
					return names.indexOf( moved ) < names.indexOf( other );
				},
				[ blockName, above ]
			);
		while ( ! ( await isAbove() ) ) {
			await this.blockAction( blockName, 'Move up' );
		}
	}

	/**
	 * Deletes a block through its Options menu, and waits until the editor has let it go.
	 *
	 * @param blockName E.g. 'kassa/checkout-order-note'.
	 */
	async remove( blockName: string ) {
		await this.blockAction( blockName, 'Delete' );
		await expect( this.block( blockName ) ).toHaveCount( 0 );
	}

	/**
	 * Opens a block's Options menu (Escape closes it again).
	 *
	 * @param blockName E.g. 'kassa/checkout-actions'.
	 * @return The menu.
	 */
	async optionsMenu( blockName: string ) {
		await this.blockAction( blockName, 'Options' );
		const menu = this.page.getByRole( 'menu', { name: 'Options' } );
		await expect( menu ).toBeVisible();
		return menu;
	}

	/**
	 * Whether a block's Options menu offers to delete it (a block locked against removal's
	 * does not). Closes the menu again.
	 *
	 * @param blockName E.g. 'kassa/cart-order-summary-subtotal'.
	 * @return True when it can be deleted.
	 */
	async canDelete( blockName: string ) {
		const menu = await this.optionsMenu( blockName );
		const deletable =
			( await menu
				.getByRole( 'menuitem', { name: /^Delete/ } )
				.count() ) > 0;
		await this.page.keyboard.press( 'Escape' );
		return deletable;
	}

	/**
	 * Checks that a block cannot be removed: its Options menu (opened, then closed again) has
	 * no Delete.
	 *
	 * @param blockName E.g. 'kassa/checkout-actions'.
	 */
	async expectNotRemovable( blockName: string ) {
		const menu = await this.optionsMenu( blockName );
		await expect(
			menu.getByRole( 'menuitem', { name: /^Copy/ } )
		).toBeVisible();
		await expect(
			menu.getByRole( 'menuitem', { name: /^Delete/ } )
		).toHaveCount( 0 );
		// Nor can the admin lift the lock (`supports.lock: false`) and delete it then.
		await expect(
			menu.getByRole( 'menuitem', { name: /^(un)?lock/i } )
		).toHaveCount( 0 );
		await this.page.keyboard.press( 'Escape' );
	}

	/**
	 * Saves the page and waits until WordPress has stored it.
	 */
	async save() {
		const saved = this.page.waitForResponse(
			( response ) =>
				response.request().method() === 'POST' &&
				decodeURIComponent( response.url() ).includes(
					`/wp/v2/pages/${ this.postId }`
				) &&
				! response.url().includes( 'autosaves' )
		);
		const button = this.topBar.getByRole( 'button', {
			name: 'Save',
			exact: true,
		} );
		await button.click();
		expect( ( await saved ).ok() ).toBe( true );
		await expect( button ).toBeDisabled();
	}
}

/** A guest shopper in a browser context of their own. */
export type Shopper = {
	page: Page;
	storeApi: StoreApi;
	/** The site, e.g. for the shopper's cookies. */
	baseURL: string;
	/**
	 * Puts products in the cart (none for an empty cart), opens the edited page and waits
	 * until the block has rendered.
	 *
	 * @param lines Product names and quantities, as `fillCart` takes them.
	 * @param ready What shows once the block has rendered; the spec file's `ready` by default.
	 */
	open: (
		lines?: Array< [ string, number? ] >,
		ready?: string
	) => Promise< void >;
	/**
	 * Loads the edited page again (after the admin saved a change) and waits until the block
	 * has rendered.
	 *
	 * @param ready What shows once the block has rendered; the spec file's `ready` by default.
	 */
	reload: ( ready?: string ) => Promise< void >;
};

/**
 * A block's alignment (its toolbar's Align, from block.json's `supports.align`), from the
 * editor to the shop. A block without a default alignment, set to wide width, takes the theme's
 * wide width, wider than the content's. The cart and the checkout are wide by default, as
 * WooCommerce's are: set to None, they take the content's width.
 *
 * @param blockEditor   The editor.
 * @param shopper       The shopper.
 * @param blockName     E.g. 'kassa/checkout'.
 * @param wideByDefault Whether the block is wide until an admin chooses otherwise.
 */
export async function expectWideAlignment(
	blockEditor: BlockSettingsEditor,
	shopper: Shopper,
	blockName: string,
	wideByDefault = false
) {
	const block = shopper.page.locator(
		`.wp-block-${ blockName.replace( '/', '-' ) }`
	);
	// The theme's content width (its layout's `contentSize`), which a block without alignment has.
	const widths = async () => ( {
		block: ( await block.boundingBox() )?.width ?? 0,
		content: await block.evaluate( ( element ) =>
			parseFloat(
				getComputedStyle( element ).getPropertyValue(
					'--wp--style--global--content-size'
				)
			)
		),
	} );
	if ( wideByDefault ) {
		await shopper.open();
		await expect( block ).toHaveClass( /\balignwide\b/ );
		const wide = await widths();
		expect( wide.block ).toBeGreaterThan( wide.content );
	}
	await blockEditor.blockAction( blockName, 'Align' );
	await blockEditor.page
		.getByRole( 'menuitemradio', {
			name: wideByDefault ? 'None' : 'Wide width',
		} )
		.click();
	await blockEditor.save();
	await shopper.open();
	if ( wideByDefault ) {
		await expect( block ).not.toHaveClass( /\balign(wide|full)\b/ );
		const none = await widths();
		expect( none.block ).toBeLessThanOrEqual( none.content );
		return;
	}
	await expect( block ).toHaveClass( /\balignwide\b/ );
	const wide = await widths();
	expect( wide.block ).toBeGreaterThan( wide.content );
}

/**
 * Creates the spec file's page and opens it in the editor, as the admin.
 *
 * @param browser      The worker's browser.
 * @param requestUtils The admin's REST client.
 * @param settingsPage The page to create.
 * @param baseURL      The site.
 * @return The editor, and a function that closes it and deletes the page.
 */
async function openSettingsPage(
	browser: Browser,
	requestUtils: RequestUtils,
	settingsPage: SettingsPage,
	baseURL: string
) {
	const created = ( await requestUtils.createPage( {
		title: settingsPage.title,
		content: settingsPage.content,
		status: 'publish',
	} ) ) as { id: number };
	const context = await browser.newContext( {
		baseURL,
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	const page = await context.newPage();
	const settingsEditor = new BlockSettingsEditor(
		page,
		created.id,
		`/?page_id=${ created.id }`
	);
	await openInEditor(
		settingsEditor.admin,
		settingsEditor.editor,
		created.id,
		settingsPage.blockName
	);
	// The tests save by hand. The editor's autosave (every minute while there are unsaved
	// changes) swallows a click on Save that lands while it runs, and the save never comes.
	await page.evaluate( () =>
		( window as any ).wp.data
			.dispatch( 'core/editor' )
			.updateEditorSettings( { autosaveInterval: 24 * 60 * 60 } )
	);
	return {
		settingsEditor,
		close: async () => {
			await context.close();
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ created.id }`,
				params: { force: true },
			} );
		},
	};
}

export const test = base.extend<
	{ shopper: Shopper },
	{ settingsPage: SettingsPage; blockEditor: BlockSettingsEditor }
>( {
	settingsPage: [
		{ title: '', content: '', blockName: '' },
		{ scope: 'worker', option: true },
	],
	blockEditor: [
		async ( { browser, requestUtils, settingsPage }, use, workerInfo ) => {
			const { settingsEditor, close } = await openSettingsPage(
				browser,
				requestUtils,
				settingsPage,
				workerInfo.project.use.baseURL as string
			);
			await use( settingsEditor );
			await close();
		},
		// The editor's first start is slow on a busy machine: give it the time of a slow test.
		{ scope: 'worker', timeout: 180_000 },
	],
	shopper: async ( { browser, blockEditor, settingsPage, baseURL }, use ) => {
		const { page, storeApi, close } = await guestShopper(
			browser,
			baseURL as string
		);
		const load = async ( ready?: string ) => {
			await page.goto( blockEditor.url );
			if ( ready ) {
				await page.locator( ready ).first().waitFor();
			}
		};
		await use( {
			page,
			storeApi,
			baseURL: baseURL as string,
			open: async (
				lines = [ [ 'Beanie' ] ],
				ready = settingsPage.ready
			) => {
				await fillCart( storeApi, lines );
				await load( ready );
			},
			reload: ( ready = settingsPage.ready ) => load( ready ),
		} );
		await close();
	},
} );

export { expect };
