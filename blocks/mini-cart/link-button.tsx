import clsx from 'clsx';
import { getSetting } from '@kassa/settings';

import type { PageLinks } from '../../assets/settings/types';

type LinkButtonBlock = {
	/** The attribute holding the button's text. */
	attribute: string;
	/** The shop page it goes to. */
	page: keyof PageLinks;
	/** Its element class. */
	className: string;
	/** The filled look, for the drawer's main action. */
	isPrimary?: boolean;
	/** The text while the admin has set none, translated. */
	defaultLabel: () => string;
};

/**
 * Makes the view of a drawer block that is a link to a shop page looking like a button (the
 * footer's 'View my cart' and 'Go to checkout', the empty state's 'Start shopping'), with the
 * text the admin set or its default.
 *
 * @param block The button's page, look and text.
 * @return The block's view.
 */
export function createLinkButtonBlock( block: LinkButtonBlock ) {
	return function LinkButton( attributes: Record< string, unknown > ) {
		return (
			<a
				className={ clsx(
					'kassa-mini-cart__link-button',
					block.className,
					{
						'kassa-mini-cart__link-button--primary wp-element-button':
							block.isPrimary,
					}
				) }
				href={ getSetting( 'pages' )[ block.page ] }
			>
				{ ( attributes[ block.attribute ] as string ) ||
					block.defaultLabel() }
			</a>
		);
	};
}
