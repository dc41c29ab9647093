import clsx from 'clsx';
import { useSelect } from '@wordpress/data';
import { useEffect, useId, useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import { cartStore, dispatchStoreEvent } from '@kassa/data';

import CheckboxList from '../../assets/components/checkbox-list';
import SortSelect from '../../assets/components/sort-select';
import { useIsEditor } from '../../assets/components/editor-context';
import Spinner from '../../assets/components/spinner';
import StoreNoticesContainer from '../../hooks/store-notices-container';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import ProductCard from './components/product-card';
import { useProductCategories, useProducts } from './hooks/use-products';
import { gridRows } from './rows';
import { getSortOptions } from './sort';
import type { ProductsAttributes, SortKey } from './types';

/** Attribute defaults (block.json's), for a block saved without them. */
export const DEFAULT_ATTRIBUTES: ProductsAttributes = {
	columns: 3,
	rows: 4,
	showSort: true,
	showCategoryFilter: true,
	excerptLength: 15,
	excerptCountType: 'words',
	defaultSort: 'default',
};

/**
 * The shop's product grid (`kassa/products`), shared by the editor and the front end: a sort
 * select, a category filter (a checkbox list: 'Show N more' past limit + 5 options), the grid
 * from `GET /wc/store/v1/products`, and the add-to-cart errors of the 'wc/all-products'
 * context.
 *
 * @param props         Block attributes.
 * @param props.perPage Products per page of a grid stored before it had rows.
 * @return The view.
 */
export default function ProductsBlock( {
	perPage,
	...props
}: Partial< ProductsAttributes > & {
	/** Products per page of a grid stored before it had rows. */
	perPage?: number;
} ) {
	const attributes = {
		...DEFAULT_ATTRIBUTES,
		...props,
		rows: gridRows( { ...props, perPage } ),
	};
	const [ sort, setSort ] = useState< SortKey >( attributes.defaultSort );
	const [ checked, setChecked ] = useState< string[] >( [] );
	const filterTitleId = useId();
	const { products, isLoading, errorMessage } = useProducts( {
		sort,
		categories: checked.map( Number ),
		perPage: attributes.columns * attributes.rows,
	} );
	const categories = useProductCategories(
		products,
		attributes.showCategoryFilter
	);
	// Tells other scripts (analytics) which products the grid lists, each time they change.
	const isEditor = useIsEditor();
	useEffect( () => {
		if ( ! isEditor ) {
			dispatchStoreEvent( 'product-list-render', {
				products,
				listName: 'kassa/products',
			} );
		}
	}, [ products, isEditor ] );
	// Reading the cart here makes the store resolve it once (no-op when preloaded), so the
	// buttons can show how many of each product it holds.
	useSelect( ( select ) => select( cartStore ).getCartData(), [] );

	const toggleCategory = ( value: string ) =>
		setChecked( ( previous ) =>
			previous.includes( value )
				? previous.filter( ( v ) => v !== value )
				: [ ...previous, value ]
		);

	return (
		<div className="kassa-products">
			<StoreNoticesContainer context={ NOTICE_CONTEXTS.ALL_PRODUCTS } />
			<div className="kassa-products__layout">
				{ attributes.showCategoryFilter && categories.length > 0 && (
					<div
						className="kassa-products__filter"
						role="group"
						aria-labelledby={ filterTitleId }
					>
						<h2
							id={ filterTitleId }
							className="kassa-products__filter-title"
						>
							{ __( 'Filter by category', 'kassa' ) }
						</h2>
						<CheckboxList
							options={ categories.map( ( category ) => ( {
								value: String( category.id ),
								label: decodeEntities( category.name ),
							} ) ) }
							checked={ checked }
							onChange={ toggleCategory }
						/>
					</div>
				) }
				<div className="kassa-products__main">
					{ attributes.showSort && (
						<SortSelect
							className="kassa-products__sort"
							label={ __( 'Sort by', 'kassa' ) }
							screenReaderLabel={ __(
								'Order products by',
								'kassa'
							) }
							options={ getSortOptions() }
							value={ sort }
							onChange={ ( value ) =>
								setSort( value as SortKey )
							}
						/>
					) }
					{ errorMessage && (
						<p className="kassa-products__error" role="alert">
							{ errorMessage }
						</p>
					) }
					{ ! errorMessage &&
						! isLoading &&
						products.length === 0 && (
							<p className="kassa-products__none">
								{ __( 'No products were found.', 'kassa' ) }
							</p>
						) }
					<ul
						className={ clsx(
							'kassa-products__grid',
							`kassa-products__grid--columns-${ attributes.columns }`,
							{ 'kassa-products__grid--loading': isLoading }
						) }
						aria-busy={ isLoading || undefined }
						aria-label={ __( 'Products', 'kassa' ) }
					>
						{ products.map( ( product ) => (
							<ProductCard
								key={ product.id }
								product={ product }
								excerptLength={ attributes.excerptLength }
								excerptCountType={ attributes.excerptCountType }
							/>
						) ) }
					</ul>
					{ isLoading && products.length === 0 && (
						<Spinner className="kassa-products__spinner" />
					) }
				</div>
			</div>
		</div>
	);
}
