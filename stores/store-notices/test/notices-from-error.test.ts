/**
 * Store API errors as notices: a refused field value on its field, in its step, as
 * WooCommerce's checkout places them.
 */
import { storeNoticesStore } from '..';
import { makeRegistry } from '../../test-utils/registry';
import { createNoticesFromError } from '../notices-from-error';
import {
	fieldNoticeId,
	fieldOfNotice,
	removeRefusalNotices,
	ruleNoticeId,
} from '../field-notices';

let stop: () => void;
afterEach( () => stop?.() );

/**
 * The notices of a context, as id and text.
 *
 * @param registry The registry.
 * @param context  The context.
 * @return The notices.
 */
const shown = (
	registry: ReturnType< typeof makeRegistry >[ 'registry' ],
	context: string
) =>
	registry
		.select( storeNoticesStore )
		.getNotices( context )
		.map( ( notice ) => [ notice.id, notice.content ] );

// A refusal as WooCommerce's checkout validation gives it (Checkout::validate_callback).
const refusal = {
	code: 'rest_invalid_param',
	message: 'Invalid parameter(s): shipping_address, additional_fields',
	data: {
		status: 400,
		params: {
			shipping_address: 'This Government ID is not valid.',
			additional_fields: 'Referral codes look like ABC-123.',
		},
		details: {
			shipping_address: {
				code: 'kassa_test_invalid_gov_id',
				message: 'This Government ID is not valid.',
				data: { location: 'address', key: 'kassa-test/gov-id' },
				additional_errors: [
					{
						code: 'kassa_test_address_rule',
						message: 'We cannot deliver to this address.',
						data: { location: 'address' },
					},
				],
			},
			additional_fields: {
				code: 'rest_invalid_pattern',
				message: 'Referral codes look like ABC-123.',
				data: { location: 'order', key: 'kassa-test/referral-code' },
			},
		},
	},
};

describe( 'createNoticesFromError', () => {
	it( "shows each refused field's own message for its field, and a rule's in its step", () => {
		const made = makeRegistry();
		stop = made.stop;
		createNoticesFromError( made.registry, refusal, 'wc/checkout' );
		expect(
			shown( made.registry, 'wc/checkout/shipping-address' )
		).toEqual( [
			[
				fieldNoticeId( 'shipping-kassa-test/gov-id' ),
				'This Government ID is not valid.',
			],
			[
				ruleNoticeId( 'shipping_address', 'kassa_test_address_rule' ),
				'We cannot deliver to this address.',
			],
		] );
		expect(
			shown( made.registry, 'wc/checkout/order-information' )
		).toEqual( [
			[
				fieldNoticeId( 'order-kassa-test/referral-code' ),
				'Referral codes look like ABC-123.',
			],
		] );
		expect( shown( made.registry, 'wc/checkout' ) ).toEqual( [] );
		// The next attempt starts without them.
		removeRefusalNotices( made.registry );
		expect(
			shown( made.registry, 'wc/checkout/shipping-address' )
		).toEqual( [] );
		expect(
			shown( made.registry, 'wc/checkout/order-information' )
		).toEqual( [] );
	} );

	it( 'shows one notice per parameter when the answer details none', () => {
		const made = makeRegistry();
		stop = made.stop;
		createNoticesFromError(
			made.registry,
			{
				...refusal,
				data: { status: 400, params: refusal.data.params },
			},
			'wc/checkout'
		);
		expect(
			shown( made.registry, 'wc/checkout/shipping-address' )
		).toEqual( [
			[
				'rest_invalid_param_shipping_address',
				'This Government ID is not valid.',
			],
		] );
	} );

	it( 'names a field notice after its input', () => {
		expect( fieldOfNotice( fieldNoticeId( 'contact-ns/nick' ) ) ).toBe(
			'contact-ns/nick'
		);
		expect( fieldOfNotice( 'checkout' ) ).toBeNull();
		expect(
			fieldOfNotice( ruleNoticeId( 'shipping_address', 'x' ) )
		).toBeNull();
	} );
} );
