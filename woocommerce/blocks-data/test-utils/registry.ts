/**
 * A fresh registry with Kassa's stores and WooCommerce's views over them, as on a page.
 */
import { makeRegistry } from '../../../stores/test-utils/registry';
import { checkoutView } from '../checkout';

/**
 * Creates the registry. Call `stop()` after the test.
 *
 * @return registry and stop.
 */
export function makeViewRegistry() {
	const made = makeRegistry();
	[ checkoutView ].forEach( ( view ) => made.registry.register( view ) );
	return made;
}
