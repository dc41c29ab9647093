<?php
/**
 * The seeded shop's data, which bin/lib/woocommerce/seed-*.php write into WooCommerce: the
 * catalogue (one product for every case the blocks render), its categories, the customer's
 * address, and the shop's geography (countries, shipping zones, pickup locations, tax rates).
 * Amounts are in pence, excluding tax.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * The catalogue: slug => post fields and product data. Prices in pence, excluding tax.
 *
 * @return array<string, array>
 */
function kassa_shop_catalogue() {
	$long = '<h3>Made to last</h3><p>Our <strong>classic album</strong> comes pressed on 180&nbsp;g vinyl with a gatefold sleeve, a printed inner sleeve with <em>all the lyrics</em>, and a download code.</p><ul><li>12 tracks, 46 minutes</li><li>Remastered from the original tapes</li><li>Limited pressing of 2,000 copies</li></ul><p>Side A opens with the single that started it all, followed by the long instrumental pieces the band is known for. Side B collects the quieter songs, recorded live in a single take in an old church hall, where you can still hear the room breathe between the notes.</p><p>Every copy is numbered by hand. <a href="https://example.com/liner-notes">Read the liner notes</a> for the story behind the record.</p>';
	return array(
		'beanie'               => array(
			'title'      => 'Beanie',
			'excerpt'    => 'A warm knitted beanie, now on sale.',
			'content'    => 'A soft knitted beanie in merino wool.',
			'categories' => array( 'clothing', 'accessories', 'hats', 'knitwear', 'sale', 'winter' ),
			'data'       => array(
				'sku'           => 'kassa-beanie',
				'regular_price' => 2000,
				'sale_price'    => 1800,
				'image'         => 'beanie',
				'weight'        => 0.2,
			),
		),
		'hoodie'               => array(
			'title'      => 'Hoodie',
			'excerpt'    => 'A hoodie in two colours, with or without a logo.',
			'content'    => 'A heavyweight cotton hoodie.',
			'categories' => array( 'clothing', 'sale', 'winter' ),
			'data'       => array(
				'type'          => 'variable',
				'sku'           => 'kassa-hoodie',
				'regular_price' => 4500,
				'image'         => 'hoodie-red',
				'weight'        => 0.6,
				'attributes'    => array(
					array(
						'name'     => 'Color',
						'taxonomy' => 'pa_color',
						'options'  => array( 'Red', 'Blue' ),
					),
					array(
						'name'     => 'Logo',
						'taxonomy' => 'logo',
						'options'  => array( 'Yes', 'No' ),
					),
				),
			),
			'variations' => array(
				'hoodie-red-no'   => array(
					'sku'           => 'kassa-hoodie-red-no',
					'regular_price' => 4500,
					'sale_price'    => 4200,
					'image'         => 'hoodie-red',
					'variation'     => array(
						'Color' => 'Red',
						'Logo'  => 'No',
					),
				),
				'hoodie-red-yes'  => array(
					'sku'           => 'kassa-hoodie-red-yes',
					'regular_price' => 4500,
					'image'         => 'hoodie-red',
					'variation'     => array(
						'Color' => 'Red',
						'Logo'  => 'Yes',
					),
				),
				'hoodie-blue-no'  => array(
					'sku'           => 'kassa-hoodie-blue-no',
					'regular_price' => 4500,
					'image'         => 'hoodie-blue',
					'variation'     => array(
						'Color' => 'Blue',
						'Logo'  => 'No',
					),
				),
				'hoodie-blue-yes' => array(
					'sku'           => 'kassa-hoodie-blue-yes',
					'regular_price' => 4800,
					'image'         => 'hoodie-blue',
					'variation'     => array(
						'Color' => 'Blue',
						'Logo'  => 'Yes',
					),
				),
			),
		),
		'sunglasses'           => array(
			'title'      => 'Sunglasses',
			'excerpt'    => 'One pair per order.',
			'content'    => 'Polarised sunglasses, sold individually.',
			'categories' => array( 'accessories', 'summer' ),
			'data'       => array(
				'sku'               => 'kassa-sunglasses',
				'regular_price'     => 9000,
				'sold_individually' => true,
				'image'             => 'sunglasses',
				'weight'            => 0.1,
			),
		),
		'cap'                  => array(
			'title'      => 'Cap',
			'excerpt'    => 'Almost sold out.',
			'content'    => 'A six-panel cotton cap.',
			'categories' => array( 'accessories', 'hats', 'summer' ),
			'data'       => array(
				'sku'           => 'kassa-cap',
				'regular_price' => 1600,
				'stock'         => 3,
				'image'         => 'cap',
				'weight'        => 0.1,
			),
		),
		'lamp'                 => array(
			'title'      => 'Floor Lamp',
			'excerpt'    => 'Out of stock: order now, we ship when it arrives.',
			'content'    => 'A tall brass floor lamp.',
			'categories' => array( 'home', 'lighting' ),
			'data'       => array(
				'sku'            => 'kassa-lamp',
				'regular_price'  => 12000,
				'stock'          => 0,
				'backorders'     => true,
				'shipping_class' => 'bulky',
				'image'          => 'lamp',
				'weight'         => 6,
			),
		),
		'socks'                => array(
			'title'      => 'Socks',
			'excerpt'    => 'Sold in pairs of two, 2 to 10 per order.',
			'content'    => 'Organic cotton socks.',
			'categories' => array( 'clothing', 'essentials' ),
			'data'       => array(
				'sku'           => 'kassa-socks',
				'regular_price' => 500,
				'limits'        => array(
					'minimum'     => 2,
					'maximum'     => 10,
					'multiple_of' => 2,
				),
				'image'         => 'socks',
				'weight'        => 0.05,
			),
		),
		'secret-mug'           => array(
			'title'      => 'Secret Mug',
			'excerpt'    => 'Only for those who know the link.',
			'content'    => 'A hidden product: not listed in the shop.',
			'categories' => array( 'home', 'gifts' ),
			'data'       => array(
				'sku'           => 'kassa-secret-mug',
				'regular_price' => 1200,
				'visibility'    => 'hidden',
				'image'         => 'mug',
				'weight'        => 0.4,
			),
		),
		'personalised-t-shirt' => array(
			'title'      => 'Personalised T-Shirt',
			'excerpt'    => 'Printed with your name, gift-wrapped.',
			'content'    => 'A T-shirt printed with the name of your choice.',
			'categories' => array( 'clothing', 'personalised', 'gifts', 'summer' ),
			'data'       => array(
				'sku'           => 'kassa-tshirt',
				'regular_price' => 2500,
				'image'         => 'tshirt',
				'weight'        => 0.2,
				'item_data'     => array(
					array(
						'name'   => 'Print',
						'value'  => 'Kassa',
						'hidden' => false,
					),
					array(
						'key'     => 'Gift wrap',
						'display' => 'Yes',
						'hidden'  => false,
					),
					array(
						'name'      => 'Internal reference',
						'value'     => 'T-42',
						'hidden'    => true,
						'className' => 'kassa-item-data--internal',
					),
				),
			),
		),
		'album'                => array(
			'title'      => 'Album',
			'excerpt'    => '<p>The <strong>classic</strong> record, remastered.</p>',
			'content'    => $long,
			'categories' => array( 'music', 'vinyl', 'gifts' ),
			'data'       => array(
				'sku'           => 'kassa-album',
				'regular_price' => 2200,
				'image'         => 'album',
				'weight'        => 0.3,
			),
		),
		'e-book'               => array(
			'title'      => 'E-book',
			'excerpt'    => 'A download: nothing to ship.',
			'content'    => 'The Kassa cookbook as an e-book.',
			'categories' => array( 'digital', 'books' ),
			'data'       => array(
				'sku'           => 'kassa-ebook',
				'regular_price' => 999,
				'virtual'       => true,
				'image'         => 'ebook',
			),
		),
		'armchair'             => array(
			'title'      => 'Armchair',
			'excerpt'    => 'Ships separately by freight.',
			'content'    => 'A lounge armchair in oak and wool.',
			'categories' => array( 'home', 'furniture' ),
			// Products the cart suggests with it (slugs): the cart's cross-sells.
			'cross_sells' => array( 'lamp' ),
			'data'       => array(
				'sku'            => 'kassa-armchair',
				'regular_price'  => 24900,
				'shipping_class' => 'bulky',
				'image'          => 'armchair',
				'weight'         => 18,
			),
		),
	);
}

/**
 * The product categories: slug => name and description. Every one holds at least one listed
 * product, so the shop's filter (empty categories left out) shows all 17.
 *
 * @return array<string, array{name: string, description: string}>
 */
function kassa_shop_categories() {
	return array(
		'clothing'     => array(
			'name'        => 'Clothing',
			'description' => 'Tops, knitwear and everyday wear.',
		),
		'accessories'  => array(
			'name'        => 'Accessories',
			'description' => 'Hats, glasses and the finishing touches.',
		),
		'home'         => array(
			'name'        => 'Home',
			'description' => 'Furniture and lighting for the home.',
		),
		'music'        => array(
			'name'        => 'Music',
			'description' => 'Records and more.',
		),
		'digital'      => array(
			'name'        => 'Digital',
			'description' => 'Downloads: nothing to ship.',
		),
		'hats'         => array(
			'name'        => 'Hats',
			'description' => '',
		),
		'knitwear'     => array(
			'name'        => 'Knitwear',
			'description' => '',
		),
		'sale'         => array(
			'name'        => 'Sale',
			'description' => 'Reduced for a limited time.',
		),
		'winter'       => array(
			'name'        => 'Winter',
			'description' => '',
		),
		'summer'       => array(
			'name'        => 'Summer',
			'description' => '',
		),
		'lighting'     => array(
			'name'        => 'Lighting',
			'description' => '',
		),
		'furniture'    => array(
			'name'        => 'Furniture',
			'description' => '',
		),
		'essentials'   => array(
			'name'        => 'Essentials',
			'description' => '',
		),
		'gifts'        => array(
			'name'        => 'Gifts',
			'description' => 'Ideas for presents.',
		),
		'personalised' => array(
			'name'        => 'Personalised',
			'description' => '',
		),
		'vinyl'        => array(
			'name'        => 'Vinyl',
			'description' => '',
		),
		'books'        => array(
			'name'        => 'Books',
			'description' => '',
		),
	);
}

/**
 * The customer's saved address (billing and shipping alike; the billing address adds the
 * email customer@example.com).
 *
 * @return array<string, string>
 */
function kassa_shop_customer_address() {
	return array(
		'first_name' => 'Jane',
		'last_name'  => 'Smith',
		'company'    => '',
		'address_1'  => '1 Example Street',
		'address_2'  => 'Flat 2',
		'city'       => 'London',
		'state'      => '',
		'postcode'   => 'SW1A 1AA',
		'country'    => 'GB',
		'phone'      => '020 7946 0000',
	);
}

/**
 * Every country the shop sells to (code => name, as WooCommerce names them), the base country
 * first among equals: the shop is in the United Kingdom.
 *
 * @return array<string, string>
 */
function kassa_shop_countries() {
	return array(
		'AU' => 'Australia',
		'AT' => 'Austria',
		'BE' => 'Belgium',
		'CA' => 'Canada',
		'DK' => 'Denmark',
		'FR' => 'France',
		'DE' => 'Germany',
		'IE' => 'Ireland',
		'IT' => 'Italy',
		'JP' => 'Japan',
		'NL' => 'Netherlands',
		'NO' => 'Norway',
		'ES' => 'Spain',
		'SE' => 'Sweden',
		'CH' => 'Switzerland',
		'GB' => 'United Kingdom (UK)',
		'US' => 'United States (US)',
	);
}

/**
 * The shipping zones, in order, each with the countries it serves, its flat rate (per package:
 * standard items, or items of the `bulky` class) and its free shipping, if any. The shop ships to
 * these countries only; the others may buy virtual goods or collect in store.
 *
 * @return array[] List of { countries: string[], flat_rate: array, free_shipping: array|null }.
 */
function kassa_shop_shipping_zones() {
	return array(
		array(
			'countries'     => array( 'GB' ),
			'flat_rate'     => array(
				'name'     => 'Flat rate',
				'cost'     => array(
					'standard' => 399,
					'bulky'    => 999,
				),
				'delivery' => '1-2 working days',
			),
			'free_shipping' => array(
				'name'       => 'Free shipping',
				'min_amount' => 5000,
			),
		),
		array(
			'countries'     => array( 'AT', 'BE', 'DK', 'FR', 'DE', 'IE', 'IT', 'NL', 'ES', 'SE' ),
			'flat_rate'     => array(
				'name'     => 'International flat rate',
				'cost'     => array(
					'standard' => 999,
					'bulky'    => 1999,
				),
				'delivery' => '3-7 working days',
			),
			'free_shipping' => null,
		),
		array(
			'countries'     => array( 'CA', 'US' ),
			'flat_rate'     => array(
				'name'     => 'International flat rate',
				'cost'     => array(
					'standard' => 1499,
					'bulky'    => 2999,
				),
				'delivery' => '3-7 working days',
			),
			'free_shipping' => null,
		),
	);
}

/**
 * The countries the shop ships to: those of its shipping zones.
 *
 * @return string[]
 */
function kassa_shop_shipping_countries() {
	return array_merge( ...array_column( kassa_shop_shipping_zones(), 'countries' ) );
}

/**
 * The local pickup locations (rate ids pickup_location:0 and :1, by their position).
 *
 * @return array[] List of { name, address, details }.
 */
function kassa_shop_pickup_locations() {
	return array(
		array(
			'name'    => 'Kassa Shoreditch',
			'address' => array(
				'address_1' => '12 Rivington Street',
				'city'      => 'London',
				'state'     => '',
				'postcode'  => 'EC2A 3DU',
				'country'   => 'GB',
			),
			'details' => 'Open Monday to Saturday, 10:00-18:00.',
		),
		array(
			'name'    => 'Kassa Manchester',
			'address' => array(
				'address_1' => '3 Tib Street',
				'city'      => 'Manchester',
				'state'     => '',
				'postcode'  => 'M4 1LG',
				'country'   => 'GB',
			),
			'details' => 'Collect from the front desk, Tuesday to Sunday.',
		),
	);
}

/**
 * The standard tax rates by destination (a state's only where it differs from its country's):
 * items, shipping and fees are taxed; elsewhere no tax applies.
 *
 * @return array[] List of { country, state, rate (a percentage), name }.
 */
function kassa_shop_tax_rates() {
	return array(
		array(
			'country' => 'FR',
			'state'   => '',
			'rate'    => 20.0,
			'name'    => 'TVA',
		),
		array(
			'country' => 'DE',
			'state'   => '',
			'rate'    => 19.0,
			'name'    => 'MwSt.',
		),
		array(
			'country' => 'IE',
			'state'   => '',
			'rate'    => 23.0,
			'name'    => 'VAT',
		),
		array(
			'country' => 'NL',
			'state'   => '',
			'rate'    => 21.0,
			'name'    => 'BTW',
		),
		array(
			'country' => 'GB',
			'state'   => '',
			'rate'    => 20.0,
			'name'    => 'VAT',
		),
		array(
			'country' => 'US',
			'state'   => 'CA',
			'rate'    => 7.25,
			'name'    => 'CA Tax',
		),
	);
}
