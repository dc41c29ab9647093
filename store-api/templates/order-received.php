<?php
/**
 * The order-received page: the order's number, items, totals and addresses; amounts in
 * WooCommerce's price markup (`&pound;` and the amount). Every value is escaped on output.
 * Receives $order (array, or null when the id/key pair is wrong: then, as WooCommerce does, only
 * a general confirmation that shows nothing of any order).
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

$kassa_money = static function ( $amount ) {
	return '<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&pound;</span>' . esc_html( number_format( (int) $amount / 100, 2, '.', ',' ) ) . '</span>';
};
?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title><?php echo esc_html( $order ? sprintf( 'Order #%d received', $order['id'] ) : 'Order received' ); ?> &ndash; <?php echo esc_html( get_bloginfo( 'name' ) ); ?></title>
<style>
	body { font-family: system-ui, sans-serif; max-width: 720px; margin: 2rem auto; padding: 0 1rem; color: #1e1e1e; }
	table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
	th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; }
	td.kassa-order-received__amount, th.kassa-order-received__amount { text-align: right; }
	.kassa-order-received__overview { display: flex; flex-wrap: wrap; gap: 1.5rem; padding: 0; list-style: none; }
</style>
</head>
<body class="kassa-order-received">
<main>
<?php if ( ! $order ) : ?>
	<h1>Order received</h1>
	<p class="kassa-order-received__notice">Thank you. Your order has been received.</p>
	<p>Great news! Your order has been received, and a confirmation will be sent to your email address.</p>
	<p>Have an account with us? <a href="<?php echo esc_url( wp_login_url( home_url( add_query_arg( array() ) ) ) ); ?>">Log in here to view your order.</a></p>
<?php else : ?>
	<h1>Order received</h1>
	<p class="kassa-order-received__notice">Thank you. Your order has been received.</p>
	<ul class="kassa-order-received__overview">
		<li>Order number: <strong class="kassa-order-received__number"><?php echo esc_html( (string) $order['id'] ); ?></strong></li>
		<li>Date: <strong><?php echo esc_html( wp_date( 'j F Y', (int) $order['created'] ) ); ?></strong></li>
		<li>Email: <strong><?php echo esc_html( $order['billing_address']['email'] ); ?></strong></li>
		<li>Total: <strong class="kassa-order-received__total"><?php echo $kassa_money( $order['totals']['total_price'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?></strong></li>
		<li>Payment method: <strong><?php echo esc_html( $order['payment_method_title'] ); ?></strong></li>
		<li>Status: <strong class="kassa-order-received__status"><?php echo esc_html( $order['status'] ); ?></strong></li>
	</ul>
	<h2>Order details</h2>
	<table class="kassa-order-received__items">
		<thead><tr><th>Product</th><th class="kassa-order-received__amount">Total</th></tr></thead>
		<tbody>
		<?php foreach ( $order['items'] as $kassa_item ) : ?>
			<tr>
				<td><?php echo esc_html( $kassa_item['name'] ); ?> &times; <?php echo esc_html( (string) $kassa_item['quantity'] ); ?>
				<?php foreach ( $kassa_item['variation'] as $kassa_attribute ) : ?>
					<br><small><?php echo esc_html( $kassa_attribute['attribute'] . ': ' . $kassa_attribute['value'] ); ?></small>
				<?php endforeach; ?>
				</td>
				<td class="kassa-order-received__amount"><?php echo $kassa_money( $kassa_item['line_total'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?></td>
			</tr>
		<?php endforeach; ?>
		</tbody>
		<tfoot>
			<tr><th>Subtotal</th><td class="kassa-order-received__amount"><?php echo $kassa_money( $order['totals']['total_items'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?></td></tr>
			<?php if ( (int) $order['totals']['total_discount'] > 0 ) : ?>
				<tr><th>Discount</th><td class="kassa-order-received__amount">-<?php echo $kassa_money( $order['totals']['total_discount'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?></td></tr>
			<?php endif; ?>
			<?php if ( (int) $order['totals']['total_fees'] > 0 ) : ?>
				<tr><th>Fees</th><td class="kassa-order-received__amount"><?php echo $kassa_money( $order['totals']['total_fees'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?></td></tr>
			<?php endif; ?>
			<?php if ( null !== $order['totals']['total_shipping'] ) : ?>
				<tr><th>Shipping</th><td class="kassa-order-received__amount"><?php echo $kassa_money( $order['totals']['total_shipping'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?></td></tr>
			<?php endif; ?>
			<tr><th>Tax</th><td class="kassa-order-received__amount"><?php echo $kassa_money( $order['totals']['total_tax'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?></td></tr>
			<tr><th>Total</th><td class="kassa-order-received__amount"><strong><?php echo $kassa_money( $order['totals']['total_price'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?></strong></td></tr>
		</tfoot>
	</table>
	<?php if ( '' !== $order['customer_note'] ) : ?>
		<h2>Note</h2>
		<p><?php echo esc_html( $order['customer_note'] ); ?></p>
	<?php endif; ?>
	<h2>Billing address</h2>
	<address>
		<?php
		$kassa_billing = array_filter( array( trim( $order['billing_address']['first_name'] . ' ' . $order['billing_address']['last_name'] ), $order['billing_address']['company'], $order['billing_address']['address_1'], $order['billing_address']['address_2'], $order['billing_address']['city'], $order['billing_address']['state'], $order['billing_address']['postcode'], $order['billing_address']['country'] ) );
		echo implode( '<br>', array_map( 'esc_html', $kassa_billing ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each part is escaped.
		?>
	</address>
<?php endif; ?>
</main>
</body>
</html>
