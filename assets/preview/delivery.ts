import { getSetting } from '@kassa/settings';

import { toMinor } from '../utils/money';
import type { PriceRange } from '../utils/rate-prices';
import { previewCart } from './cart';

const { totals } = previewCart;

// The preview's shipping total, with its tax when the shop shows prices with tax.
const shipping =
	toMinor( totals.total_shipping ) +
	( getSetting( 'displayCartPricesIncludingTax' )
		? toMinor( totals.total_shipping_tax )
		: 0 );

/**
 * What the editor's delivery step shows as prices (the preview cart has no rates): shipping at
 * the preview's shipping total, pickup free.
 */
export const previewDeliveryPrices: Record< 'ship' | 'pickup', PriceRange > = {
	ship: { min: shipping, max: shipping, currency: totals },
	pickup: { min: 0, max: 0, currency: totals },
};
