/**
 * Kassa's data layer, built as the `kassa-data` script and exposed as `window.kassa.data`.
 */
export { cartStore, CART_STORE_KEY } from './cart';
