/**
 * The order-pay view's script (`kassa-order-pay`), loaded on the checkout page's order-pay
 * endpoint only, where WooCommerce's pay form would show: renders the view into the shell the
 * server printed, with the view's data from its `data-view` attribute.
 */
import { createRoot } from '@wordpress/element';

import { ShellWidthContext } from '../../../assets/utils/use-container-width-class';
import { keepCustomerDraftLocal } from '../hooks/customer-data';
import OrderPay, { type OrderPayView } from './order-pay';
import './style.scss';

// The page's addresses are the order's: the checkout's address drafts never send them.
keepCustomerDraftLocal( true );

document
	.querySelectorAll< HTMLElement >( '.kassa-order-pay' )
	.forEach( ( element ) => {
		const view = JSON.parse( element.dataset.view ?? '{}' ) as OrderPayView;
		// Read before React's markup goes in: the page is laid out with the shell as it is.
		const width = element.getBoundingClientRect().width;
		createRoot( element ).render(
			<ShellWidthContext.Provider value={ width }>
				<OrderPay { ...view } />
			</ShellWidthContext.Provider>
		);
	} );
