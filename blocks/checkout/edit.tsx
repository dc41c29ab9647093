import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { paymentStore } from '@kassa/data';
import {
	getExpressPaymentMethods,
	getPaymentMethods,
} from '@kassa/payment-registry';
import { getSetting } from '@kassa/settings';

import { EditorContext } from '../../assets/components/editor-context';
import CheckoutBlock from './block';
import type { FieldVisibility } from './context';
import { CHECKOUT_EDITOR_TEMPLATE } from './editor-template';

type EditProps = {
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
};

const VISIBILITY_OPTIONS: Array< { value: FieldVisibility; label: string } > = [
	{ value: 'hidden', label: __( 'Hidden', 'kassa' ) },
	{ value: 'optional', label: __( 'Optional', 'kassa' ) },
	{ value: 'required', label: __( 'Required', 'kassa' ) },
];

/**
 * Admin-only diagnostics: the registered payment methods and which of them can pay for the
 * preview cart, so an admin sees at once why a method does not show.
 *
 * @return The panel, or nothing for non-admins.
 */
function Diagnostics() {
	const available = useSelect(
		( select ) => select( paymentStore ).getAvailablePaymentMethods(),
		[]
	);
	if ( ! getSetting( 'currentUserIsAdmin' ) ) {
		return null;
	}
	const methods = Object.keys( getPaymentMethods() );
	const express = Object.keys( getExpressPaymentMethods() );
	return (
		<PanelBody title={ __( 'Diagnostics', 'kassa' ) } initialOpen={ false }>
			<p>{ __( 'Registered payment methods:', 'kassa' ) }</p>
			<ul>
				{ methods.map( ( name ) => (
					<li key={ name }>
						{ name }:{ ' ' }
						{ available.includes( name )
							? __( 'available', 'kassa' )
							: __( 'not available for this cart', 'kassa' ) }
					</li>
				) ) }
			</ul>
			<p>
				{ __( 'Registered express payment methods:', 'kassa' ) }{ ' ' }
				{ express.length ? express.join( ', ' ) : '—' }
			</p>
		</PanelBody>
	);
}

/**
 * The checkout in the editor: inspector settings (step numbers, collapsible steps; company, address line 2 and
 * phone visibility; order notes) and the inner blocks from the default template, rendered with
 * preview data.
 *
 * @param props               Props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Changes attributes.
 * @return The editor view.
 */
export default function Edit( { attributes, setAttributes }: EditProps ) {
	const blockProps = useBlockProps();
	const { children, ...innerBlocksProps } = useInnerBlocksProps( blockProps, {
		template: CHECKOUT_EDITOR_TEMPLATE as any,
		templateLock: false,
	} );
	const fieldControl = ( key: string, label: string ) => (
		<SelectControl
			label={ label }
			value={ attributes[ key ] as FieldVisibility }
			options={ VISIBILITY_OPTIONS }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: value } )
			}
			__nextHasNoMarginBottom
		/>
	);
	return (
		<EditorContext.Provider value={ true }>
			<InspectorControls>
				<PanelBody title={ __( 'Checkout steps', 'kassa' ) }>
					<ToggleControl
						label={ __( 'Show step numbers', 'kassa' ) }
						checked={ !! attributes.showStepNumbers }
						onChange={ ( value: boolean ) =>
							setAttributes( { showStepNumbers: value } )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Collapsible steps', 'kassa' ) }
						checked={ !! attributes.collapsibleSteps }
						onChange={ ( value: boolean ) =>
							setAttributes( { collapsibleSteps: value } )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Allow order notes', 'kassa' ) }
						checked={ !! attributes.showOrderNotes }
						onChange={ ( value: boolean ) =>
							setAttributes( { showOrderNotes: value } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
				<PanelBody title={ __( 'Address fields', 'kassa' ) }>
					{ fieldControl( 'companyField', __( 'Company', 'kassa' ) ) }
					{ fieldControl(
						'address2Field',
						__( 'Apartment, suite, etc.', 'kassa' )
					) }
					{ fieldControl( 'phoneField', __( 'Phone', 'kassa' ) ) }
				</PanelBody>
				<Diagnostics />
			</InspectorControls>
			<div { ...innerBlocksProps }>
				<CheckoutBlock { ...attributes } isEditor>
					{ children }
				</CheckoutBlock>
			</div>
		</EditorContext.Provider>
	);
}
