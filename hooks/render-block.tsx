import { createRoot, RawHTML, Suspense } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import {
	getForcedBlocks,
	getRegisteredBlockComponents,
} from '@kassa/extensions';
import { getSetting } from '@kassa/settings';

import BlockErrorBoundary from '../assets/components/block-error-boundary';
import { ShellWidthContext } from '../assets/utils/use-container-width-class';
import {
	dataPropsToAttributes,
	type BlockAttributes,
} from '../assets/utils/block-attributes';
import {
	prepareParentShell,
	type TemplateEntry,
} from '../assets/utils/block-template';
import { withExtensionBlockProps } from './extension-block';

/** What a block's front-end component receives: its attributes and its rendered inner blocks. */
export type FrontendBlockProps = BlockAttributes & { children?: ReactNode };

export type FrontendBlockComponent = ComponentType< FrontendBlockProps >;

/** Block name => front-end component (a `lazy()` one loads its code when first rendered). */
export type BlockComponentMap = Record< string, FrontendBlockComponent >;

/**
 * Wraps each inner block, e.g. in an error boundary that keeps one failing block from breaking
 * the others.
 */
export type BlockWrapper = ComponentType< {
	blockName: string;
	children: ReactNode;
} >;

type RenderOptions = {
	/** CSS selector of the parent block's saved wrapper. */
	selector: string;
	/** The parent's own component; gets the parent's attributes and rendered inner blocks. */
	Block: FrontendBlockComponent;
	/** Components of the inner blocks the parent may hold. */
	blocks: BlockComponentMap;
	/** Looks up blocks registered by extensions, for names the map does not know. */
	getExtensionBlock?: ( name: string ) => FrontendBlockComponent | undefined;
	/**
	 * The blocks extensions force into an area (a block of that name): rendered at its end
	 * where the saved layout lacks them.
	 */
	getForcedBlocks?: ( area: string ) => ForcedBlock[];
	/** Defaults to an error boundary that shows admins the error (SPEC.md §8). */
	Wrapper?: BlockWrapper;
};

/** A block rendered in an area whatever the saved layout holds. */
export type ForcedBlock = { name: string; component: FrontendBlockComponent };

type ParentRenderOptions = RenderOptions & {
	/** Gives the element to read a parent's inner blocks from; defaults to its saved wrapper. */
	getShell?: ( element: HTMLElement ) => HTMLElement;
};

type LayoutRenderOptions = Omit<
	RenderOptions,
	'getExtensionBlock' | 'getForcedBlocks'
> & {
	/** The parent's default layout, for a parent saved without inner blocks. */
	template: TemplateEntry[];
	/** Inner blocks the layout cannot do without: put back where the stored layout lacks them. */
	required: readonly string[];
	/** Inner-block areas whose blocks registered by extensions the parent renders. */
	areas: readonly string[];
};

/**
 * Looks up a block extensions registered for any of the given inner-block areas. It renders
 * with the extension props (see withExtensionBlockProps).
 *
 * @param areas The areas, searched in order.
 * @return A lookup from block name to its component (undefined when none is registered).
 */
export function getAreaBlockLookup( areas: readonly string[] ) {
	return ( name: string ) => {
		for ( const area of areas ) {
			const component = getRegisteredBlockComponents( area )[ name ];
			if ( component ) {
				return withExtensionBlockProps(
					component as FrontendBlockComponent
				);
			}
		}
		return undefined;
	};
}

/**
 * Looks up the blocks extensions force into an area, among the given areas (the others have
 * none). They render with the extension props.
 *
 * @param areas The areas a parent renders.
 * @return A lookup from area to its forced blocks.
 */
export function getAreaForcedBlocks( areas: readonly string[] ) {
	return ( area: string ): ForcedBlock[] =>
		areas.includes( area )
			? getForcedBlocks( area ).map( ( block ) => ( {
					name: block.metadata.name,
					component: withExtensionBlockProps(
						block.component as FrontendBlockComponent
					),
				} ) )
			: [];
}

/**
 * Isolates one inner block: if it throws, admins see what failed, shoppers see nothing where
 * it was, and the rest of the page keeps working. The error is logged either way.
 *
 * @param props           Props.
 * @param props.blockName The wrapped block's name.
 * @param props.children  The block.
 * @return The block, or what replaces it after an error.
 */
function FrontendBlockBoundary( {
	blockName,
	children,
}: {
	blockName: string;
	children: ReactNode;
} ) {
	return (
		<BlockErrorBoundary
			blockName={ blockName }
			showErrorDetails={ getSetting( 'currentUserIsAdmin' ) }
			onError={ ( error ) =>
				// eslint-disable-next-line no-console
				console.error(
					`Kassa: the ${ blockName } block failed to render.`,
					error
				)
			}
		>
			{ children }
		</BlockErrorBoundary>
	);
}

/**
 * Renders a block in its boundary (the Wrapper), loading a lazy one's code when it renders.
 *
 * @param props             Props.
 * @param props.Wrapper     The boundary.
 * @param props.blockName   The block's name.
 * @param props.Component   Its component.
 * @param props.attributes  Its attributes.
 * @param props.innerBlocks Its rendered inner blocks.
 * @return The block.
 */
function InnerBlock( {
	Wrapper,
	blockName,
	Component,
	attributes,
	innerBlocks,
}: {
	Wrapper: BlockWrapper;
	blockName: string;
	Component: FrontendBlockComponent;
	attributes: BlockAttributes;
	innerBlocks?: ReactNode[];
} ) {
	return (
		<Wrapper blockName={ blockName }>
			<Suspense fallback={ null }>
				<Component { ...attributes }>{ innerBlocks }</Component>
			</Suspense>
		</Wrapper>
	);
}

/**
 * Turns the saved inner-block shells below an element into React elements: each element with
 * `data-block-name` becomes its component, with its data attributes as props and its own inner
 * blocks as children. Markup that is no Kassa block (a paragraph an admin added) is kept as is.
 * Where the element is an area extensions force blocks into, those its saved shell lacks
 * follow its own blocks.
 *
 * @param element The element whose children to read.
 * @param options What each block name renders as.
 * @return The rendered children.
 */
export function renderInnerBlocks(
	element: Element,
	options: Pick<
		RenderOptions,
		'blocks' | 'getExtensionBlock' | 'getForcedBlocks' | 'Wrapper'
	>
): ReactNode[] {
	const {
		blocks,
		getExtensionBlock,
		getForcedBlocks: getForced,
		Wrapper = FrontendBlockBoundary,
	} = options;
	const saved = Array.from( element.children ).map( ( child, index ) => {
		const blockName = ( child as HTMLElement ).dataset?.blockName;
		if ( ! blockName ) {
			return <RawHTML key={ index }>{ child.outerHTML }</RawHTML>;
		}
		const Component =
			blocks[ blockName ] ?? getExtensionBlock?.( blockName );
		if ( ! Component ) {
			return null;
		}
		return (
			<InnerBlock
				key={ index }
				Wrapper={ Wrapper }
				blockName={ blockName }
				Component={ Component }
				attributes={ dataPropsToAttributes(
					( child as HTMLElement ).dataset
				) }
				innerBlocks={ renderInnerBlocks( child, options ) }
			/>
		);
	} );
	const area = ( element as HTMLElement ).dataset?.blockName;
	if ( ! area || ! getForced ) {
		return saved;
	}
	const present = new Set(
		Array.from( element.children ).map(
			( child ) => ( child as HTMLElement ).dataset?.blockName
		)
	);
	const forced = getForced( area )
		.filter( ( block ) => ! present.has( block.name ) )
		.map( ( block ) => (
			<InnerBlock
				key={ `forced:${ block.name }` }
				Wrapper={ Wrapper }
				blockName={ block.name }
				Component={ block.component }
				attributes={ {} }
			/>
		) );
	return [ ...saved, ...forced ];
}

/**
 * Gives a parent's CSS what it cannot know of the page, as custom properties on its shell:
 * `--kassa-shell-fold`, how far the first screen reaches below the shell's top (the cart stays
 * that tall, so what follows it stays out of view as it renders, and no taller), and
 * `--kassa-page-background`, the page's background colour (behind the narrow cart's button bar,
 * which must hide what scrolls under it in any theme, classic themes having no palette).
 *
 * @param element The shell.
 * @param top     Its top, from the top of the screen.
 */
function sharePageFacts( element: HTMLElement, top: number ) {
	element.style.setProperty(
		'--kassa-shell-fold',
		`${ Math.max( 0, window.innerHeight - top ) }px`
	);
	const background = [ document.body, document.documentElement ]
		.map( ( node ) => getComputedStyle( node ).backgroundColor )
		.find( ( color ) => ! /^(transparent|rgba\(.*,\s*0\))$/.test( color ) );
	if ( background ) {
		element.style.setProperty( '--kassa-page-background', background );
	}
}

/**
 * Lets the parent's sticky parts (the narrow cart's button bar, the checkout's summary) stick to
 * the screen in a theme that clips its content with `overflow: hidden` (Twenty Twenty's `main`):
 * such a box is a scroller of its own, which a sticky element sticks to, and it never scrolls.
 * `overflow: clip` draws the same, what overflows still cut off, without being a scroller. Boxes
 * that clip one way only, or not at all, are left as they are.
 *
 * @param element The shell.
 */
function unclipAncestors( element: HTMLElement ) {
	for (
		let box = element.parentElement;
		box && box !== document.body;
		box = box.parentElement
	) {
		const { overflowX, overflowY } = getComputedStyle( box );
		if ( overflowX === 'hidden' && overflowY === 'hidden' ) {
			box.style.overflow = 'clip';
		}
	}
}

/**
 * Renders a parent block (cart, checkout, products) into every saved shell of it on the page,
 * telling it the shell's width (ShellWidthContext). Block view scripts print in the footer,
 * after the shells, so the shells exist by now.
 *
 * @param options Selector, parent component and inner block components.
 */
export function renderParentBlock( options: ParentRenderOptions ) {
	const { selector, Block, getShell } = options;
	document
		.querySelectorAll< HTMLElement >( selector )
		.forEach( ( element ) => {
			const attributes = dataPropsToAttributes( element.dataset );
			const children = renderInnerBlocks(
				getShell ? getShell( element ) : element,
				options
			);
			// Read before React's markup goes in: the page is laid out with the shell as it is.
			const { width, top } = element.getBoundingClientRect();
			sharePageFacts( element, top );
			unclipAncestors( element );
			createRoot( element ).render(
				<ShellWidthContext.Provider value={ width }>
					<Block { ...attributes }>{ children }</Block>
				</ShellWidthContext.Provider>
			);
		} );
}

/**
 * Renders a parent block that has a default layout (cart, checkout): inner blocks are read from
 * a copy of the saved shell without its skeletons (React replaces them in one commit), what the
 * stored layout lacks is put back as the editor does (the default layout for a parent saved
 * without inner blocks, a container's default blocks where it was saved empty, a missing
 * required block), and blocks extensions registered for the parent's areas render too.
 *
 * @param options Selector, parent component, inner block components, default layout, required
 *                blocks and areas.
 */
export function renderLayoutBlock( options: LayoutRenderOptions ) {
	const { template, required, areas } = options;
	renderParentBlock( {
		...options,
		getShell: ( element ) =>
			prepareParentShell( element, template, required ),
		getExtensionBlock: getAreaBlockLookup( areas ),
		getForcedBlocks: getAreaForcedBlocks( areas ),
	} );
}
