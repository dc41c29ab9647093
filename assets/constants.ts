/**
 * Business constants of SPEC.md §9, in one place.
 */

/** Default quantity limits of a cart line. */
export const DEFAULT_QUANTITY_LIMITS = {
	minimum: 1,
	maximum: 99,
	multiple_of: 1,
} as const;

/** A line's quantity change reaches the server after this long without another change. */
export const QUANTITY_DEBOUNCE_MS = 400;
/** The quantity selector's own debounce before it tells the store. */
export const QUANTITY_SELECTOR_DEBOUNCE_MS = 300;
/** General debounce, e.g. the dirty-customer-data flag in local storage. */
export const DEBOUNCE_MS = 300;

/** The drawer stays rendered this long after closing, for its exit animation. */
export const DRAWER_EXIT_MS = 300;
/** Delay before focusing an address field after opening it for editing. */
export const FOCUS_DELAY_MS = 300;

export const SNACKBAR_TIMEOUT_MS = 10000;
export const SNACKBAR_TRANSITION_MS = 500;

/** Descriptions are cut to this many words. */
export const DESCRIPTION_WORD_LIMIT = 15;

export const DEFAULT_CURRENCY_MINOR_UNIT = 2;
export const RAW_PRICE_PRECISION = 6;

/** Container width classes: the first whose minimum the width exceeds applies. */
export const CONTAINER_WIDTH_CLASSES = [
	[ 700, 'is-large' ],
	[ 520, 'is-medium' ],
	[ 400, 'is-small' ],
] as const;
export const CONTAINER_WIDTH_FALLBACK_CLASS = 'is-mobile';

/** Password strength is scored 0 (too weak) to 4 (very strong). */
export const PASSWORD_STRENGTH_MAX = 4;

/** Event observers run by priority, lower first; this is the default. */
export const DEFAULT_EVENT_PRIORITY = 10;

export const EXPRESS_BUTTON_DEFAULTS = { height: 48, borderRadius: 4 } as const;

/** The 19 payment icon ids a payment method may name. */
export const PAYMENT_ICON_IDS = [
	'alipay',
	'amex',
	'bancontact',
	'diners',
	'discover',
	'eps',
	'giropay',
	'ideal',
	'jcb',
	'laser',
	'maestro',
	'mastercard',
	'multibanco',
	'p24',
	'sepa',
	'sofort',
	'unionpay',
	'visa',
	'wechat',
] as const;

/** Separator between the place-order button's label parts. */
export const PLACE_ORDER_SEPARATOR = '\u00b7';

/** Checkbox lists show this many options before 'Show N more'. */
export const CHECKBOX_LIST_LIMIT = 10;
/** ...but truncate only when there are more than limit + this many. */
export const CHECKBOX_LIST_TRUNCATE_SLACK = 5;

/**
 * Password strength fallback (when zxcvbn is not loaded): the minimum length for each score,
 * 0 (too weak) to 4 (very strong). See assets/utils/password-strength.ts for the full rule.
 */
export const PASSWORD_STRENGTH_MIN_LENGTHS = [ 0, 4, 8, 12, 20 ] as const;
