import { useSelect } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';
import { useEffect } from '@wordpress/element';
import type { ReactNode } from 'react';
import {
	dispatchCheckoutEvent,
	NOTICE_CONTEXTS,
	validationStore,
} from '@kassa/data';

import { useIsEditor } from '../../assets/components/editor-context';
import CheckoutNotices from '../checkout/components/checkout-notices';

type Props = { children?: ReactNode };

/**
 * The steps column: checkout-wide notices (`wc/checkout`), the 'Please fix the following
 * errors before continuing' summary when more than one error shows, then the steps. Once it is
 * on the page and the page's scripts have run, tells them the checkout form rendered (the
 * `render-checkout-form` checkout event).
 *
 * @param props          Props.
 * @param props.children The steps (inner blocks).
 * @return The column.
 */
export default function CheckoutFieldsBlock( { children }: Props ) {
	const summary = useSelect(
		( select ) => select( validationStore ).getValidationErrorSummary(),
		[]
	);
	const isEditor = useIsEditor();
	useEffect( () => {
		if ( ! isEditor ) {
			domReady( () => dispatchCheckoutEvent( 'render-checkout-form' ) );
		}
	}, [ isEditor ] );
	return (
		<div className="kassa-checkout__fields">
			<CheckoutNotices context={ NOTICE_CONTEXTS.CHECKOUT } />
			{ summary && (
				<div
					className="kassa-notice kassa-notice--error kassa-checkout__error-summary"
					role="alert"
				>
					<p className="kassa-notice__content">{ summary }</p>
				</div>
			) }
			{ children }
		</div>
	);
}
