/**
 * WooCommerce's `@woocommerce/blocks-checkout` on Kassa's pages, built as the
 * `wc-blocks-checkout` script (the handle WooCommerce's own has) and exposed as
 * `window.wc.blocksCheckout`, over Kassa's extension points (@kassa/extensions): an extension
 * written for WooCommerce's Cart and Checkout blocks registers its filters, blocks and slot
 * fills here, unchanged, and Kassa's blocks apply and show them where WooCommerce's do. The
 * components it renders are Kassa's. README.md lists what each export does here.
 */
import './plugin-area';

export {
	registerCheckoutFilters,
	applyCheckoutFilter,
	__experimentalRegisterCheckoutFilters,
	__experimentalApplyCheckoutFilter,
} from './filters';
export { registerCheckoutBlock, getRegisteredBlocks } from './blocks';
export { innerBlockAreas, hasInnerBlocks } from './block-areas';
export {
	ExperimentalOrderMeta,
	ExperimentalDiscountsMeta,
	ExperimentalOrderShippingPackages,
	ExperimentalOrderLocalPickupPackages,
	createSlotFill,
	useSlot,
	useSlotFills,
	hasValidFills,
	SlotFillProvider,
} from './slot-fills';
export { extensionCartUpdate, useValidateCheckout } from './checkout';
export {
	mustContain,
	productPriceValidation,
	productPriceScreenReaderValidation,
	getFieldLabel,
	getValidityMessageForInput,
	isPostcode,
} from './validation';
export {
	TotalsItem,
	TotalsWrapper,
	Subtotal,
	TotalsFees,
	TotalsTaxes,
	FormattedMonetaryAmount,
} from './components/totals';
export { CheckboxControl } from './components/checkbox-control';
export { Panel } from './components/panel';
export { StoreNotice } from './components/store-notice';
export { Button } from './components/button';
export { Label } from './components/label';
export { TextInput, ValidatedTextInput } from './components/text-input';
export type { ValidatedTextInputHandle } from './components/text-input';
export { default as StoreNoticesContainer } from '../../hooks/store-notices-container';
export { default as ValidationInputError } from '../../hooks/validation-input-error';
