import type { CartItemPrices, CartImage } from '../../assets/api/types';
import type { TextCountType } from '../../assets/utils/text';

/** A product category as `GET /wc/store/v1/products/categories` (or a product) names it. */
export interface ProductCategory {
	id: number;
	name: string;
	slug: string;
	count?: number;
}

/** A product as `GET /wc/store/v1/products` sends it (the fields the grid renders). */
export interface StoreProduct {
	id: number;
	name: string;
	slug: string;
	type: string;
	permalink: string;
	short_description: string;
	description: string;
	on_sale: boolean;
	prices: CartItemPrices;
	images: CartImage[];
	categories: ProductCategory[];
	has_options: boolean;
	is_purchasable: boolean;
	is_in_stock: boolean;
	sold_individually: boolean;
	add_to_cart: {
		text: string;
		description: string;
		url: string;
		minimum: number;
		maximum: number;
		multiple_of: number;
	};
}

/** The block's attributes (block.json). */
export interface ProductsAttributes {
	columns: number;
	/** Rows per page: the grid shows columns × rows products. */
	rows: number;
	showSort: boolean;
	showCategoryFilter: boolean;
	excerptLength: number;
	excerptCountType: TextCountType;
	defaultSort: SortKey;
}

/** The sort orders the shopper may pick. */
export type SortKey = 'default' | 'price-asc' | 'price-desc' | 'newest';
