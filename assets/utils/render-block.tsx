import { createRoot, RawHTML, Suspense } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { getSetting } from '@kassa/settings';

import BlockErrorBoundary from '../components/block-error-boundary';
import {
	dataPropsToAttributes,
	type BlockAttributes,
} from './block-attributes';

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
	/** Defaults to an error boundary that shows admins the error (SPEC.md §8). */
	Wrapper?: BlockWrapper;
};

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
 * Turns the saved inner-block shells below an element into React elements: each element with
 * `data-block-name` becomes its component, with its data attributes as props and its own inner
 * blocks as children. Markup that is no Kassa block (a paragraph an admin added) is kept as is.
 *
 * @param element The element whose children to read.
 * @param options What each block name renders as.
 * @return The rendered children.
 */
export function renderInnerBlocks(
	element: Element,
	options: Pick< RenderOptions, 'blocks' | 'getExtensionBlock' | 'Wrapper' >
): ReactNode[] {
	const {
		blocks,
		getExtensionBlock,
		Wrapper = FrontendBlockBoundary,
	} = options;
	return Array.from( element.children ).map( ( child, index ) => {
		const blockName = ( child as HTMLElement ).dataset?.blockName;
		if ( ! blockName ) {
			return <RawHTML key={ index }>{ child.outerHTML }</RawHTML>;
		}
		const Component =
			blocks[ blockName ] ?? getExtensionBlock?.( blockName );
		if ( ! Component ) {
			return null;
		}
		const attributes = dataPropsToAttributes(
			( child as HTMLElement ).dataset
		);
		return (
			<Wrapper key={ index } blockName={ blockName }>
				<Suspense fallback={ null }>
					<Component { ...attributes }>
						{ renderInnerBlocks( child, options ) }
					</Component>
				</Suspense>
			</Wrapper>
		);
	} );
}

/**
 * Renders a parent block (cart, checkout, mini-cart) into every saved shell of it on the page.
 * Block view scripts print in the footer, after the shells, so the shells exist by now.
 *
 * @param options Selector, parent component and inner block components.
 */
export function renderParentBlock( options: RenderOptions ) {
	const { selector, Block } = options;
	document
		.querySelectorAll< HTMLElement >( selector )
		.forEach( ( element ) => {
			const attributes = dataPropsToAttributes( element.dataset );
			const children = renderInnerBlocks( element, options );
			createRoot( element ).render(
				<Block { ...attributes }>{ children }</Block>
			);
		} );
}
