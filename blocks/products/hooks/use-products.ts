import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { STORE_API_PATH } from '../../../assets/constants';
import { SORT_QUERIES } from '../sort';
import type { ProductCategory, SortKey, StoreProduct } from '../types';

/** What the grid shows. */
export interface ProductsQuery {
	sort: SortKey;
	/** Category ids; a product in any of them is shown. */
	categories: number[];
	perPage: number;
}

/** The products of a query, while loading and after. */
export interface ProductsResult {
	products: StoreProduct[];
	isLoading: boolean;
	errorMessage: string | null;
}

/**
 * Reads `GET /wc/store/v1/products` for a query; a newer query's answer always wins.
 *
 * @param query Sort, categories and page size.
 * @return The products.
 */
export function useProducts( query: ProductsQuery ): ProductsResult {
	const [ result, setResult ] = useState< ProductsResult >( {
		products: [],
		isLoading: true,
		errorMessage: null,
	} );
	const { sort, perPage } = query;
	const categories = query.categories.join( ',' );
	useEffect( () => {
		let isCurrent = true;
		setResult( ( previous ) => ( { ...previous, isLoading: true } ) );
		apiFetch< StoreProduct[] >( {
			path: addQueryArgs( `${ STORE_API_PATH }/products`, {
				// The shop's listing leaves hidden products out (the Store API lists them all).
				catalog_visibility: 'catalog',
				per_page: perPage,
				...SORT_QUERIES[ sort ],
				...( categories ? { category: categories } : {} ),
			} ),
		} ).then(
			( products ) => {
				if ( isCurrent ) {
					setResult( {
						products: Array.isArray( products ) ? products : [],
						isLoading: false,
						errorMessage: null,
					} );
				}
			},
			() => {
				if ( isCurrent ) {
					setResult( {
						products: [],
						isLoading: false,
						errorMessage: __(
							'Unable to load products. Please try again.',
							'kassa'
						),
					} );
				}
			}
		);
		return () => {
			isCurrent = false;
		};
	}, [ sort, perPage, categories ] );
	return result;
}

/**
 * The categories to filter by: `GET /wc/store/v1/products/categories` where the Store API
 * serves it, else those the first page of products names (the Store API of a shop without
 * the route).
 *
 * @param products The products shown before any filter applies.
 * @param enabled  Whether the filter shows at all (no request otherwise).
 * @return The categories, sorted by name.
 */
export function useProductCategories(
	products: StoreProduct[],
	enabled: boolean
): ProductCategory[] {
	const [ served, setServed ] = useState< ProductCategory[] | null >( null );
	const [ derived, setDerived ] = useState< ProductCategory[] >( [] );
	useEffect( () => {
		if ( ! enabled ) {
			return undefined;
		}
		let isCurrent = true;
		apiFetch< ProductCategory[] >( {
			path: addQueryArgs( `${ STORE_API_PATH }/products/categories`, {
				per_page: 100,
			} ),
		} ).then(
			( categories ) => {
				if ( isCurrent && Array.isArray( categories ) ) {
					setServed( categories );
				}
			},
			() => {
				// No such route here: derive them from the products.
			}
		);
		return () => {
			isCurrent = false;
		};
	}, [ enabled ] );
	useEffect( () => {
		// Once known, derived categories stay: filtering must not make options vanish.
		setDerived( ( previous ) => {
			const byId = new Map( previous.map( ( c ) => [ c.id, c ] ) );
			products.forEach( ( product ) =>
				( product.categories ?? [] ).forEach( ( category ) => {
					if ( ! byId.has( category.id ) ) {
						byId.set( category.id, category );
					}
				} )
			);
			return byId.size === previous.length
				? previous
				: Array.from( byId.values() );
		} );
	}, [ products ] );
	const list = served ?? derived;
	return [ ...list ].sort( ( a, b ) => a.name.localeCompare( b.name ) );
}
