/**
 * A fresh registry with Kassa's stores and WooCommerce's views over them, as on a page.
 */
import { makeRegistry } from '../../../stores/test-utils/registry';
import { cartView } from '../cart';
import { checkoutView } from '../checkout';
import { paymentView } from '../payment';
import { storeNoticesView } from '../store-notices';
import { validationView } from '../validation';

/**
 * Creates the registry. Call `stop()` after the test.
 *
 * @return registry and stop.
 */
export function makeViewRegistry() {
	const made = makeRegistry();
	[
		cartView,
		checkoutView,
		paymentView,
		validationView,
		storeNoticesView,
	].forEach( ( view ) => made.registry.register( view ) );
	return made;
}
