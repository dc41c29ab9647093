<?php
/**
 * A Store API error: the code, message and status the contract gives it, plus extra data
 * (e.g. the cart on a 409 conflict). Thrown anywhere inside a route; the route turns it into
 * the `{ code, message, data: { status } }` body.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Store API route error.
 */
class Kassa_Store_Exception extends Exception {

	/**
	 * Error code, e.g. woocommerce_rest_cart_invalid_product.
	 *
	 * @var string
	 */
	public $error_code;

	/**
	 * HTTP status.
	 *
	 * @var int
	 */
	public $status;

	/**
	 * Extra `data` members.
	 *
	 * @var array
	 */
	public $data;

	/**
	 * Creates the error.
	 *
	 * @param string $code    Error code.
	 * @param string $message Message for the shopper.
	 * @param int    $status  HTTP status.
	 * @param array  $data    Extra data members.
	 */
	public function __construct( $code, $message, $status = 400, $data = array() ) {
		parent::__construct( $message );
		$this->error_code = $code;
		$this->status     = (int) $status;
		$this->data       = $data;
	}
}
