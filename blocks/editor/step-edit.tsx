import { PlainText } from '@wordpress/block-editor';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

import {
	StepTextEditContext,
	type StepTextField,
} from '../checkout/components/step-texts';
import {
	createInnerBlockEdit,
	type InnerBlockEditProps,
	type InspectorComponent,
} from './inner-block-edit';

/**
 * The editor view of a checkout step block: the shopper's view, with the step's heading and
 * description as text the admin edits in place. A field left empty shows (and the shopper
 * gets) the translated default.
 *
 * @param Block     The step's view (renders a CheckoutStep).
 * @param Inspector Its inspector settings, if any.
 * @return The edit component.
 */
export function createStepEdit(
	Block: ComponentType< any >,
	Inspector?: InspectorComponent
) {
	const InnerEdit = createInnerBlockEdit( Block, Inspector );
	return function Edit( props: InnerBlockEditProps ) {
		const { attributes, setAttributes } = props;
		const editText = useCallback(
			( field: StepTextField, fallback: string ) => (
				<PlainText
					className="kassa-checkout-step__text-field"
					aria-label={
						field === 'title'
							? __( 'Step title', 'kassa' )
							: __( 'Step description', 'kassa' )
					}
					placeholder={
						fallback ||
						__( 'Add a description (optional)', 'kassa' )
					}
					value={ ( attributes[ field ] as string ) ?? '' }
					onChange={ ( value: string ) =>
						setAttributes( { [ field ]: value } )
					}
				/>
			),
			[ attributes, setAttributes ]
		);
		return (
			<StepTextEditContext.Provider value={ editText }>
				<InnerEdit { ...props } />
			</StepTextEditContext.Provider>
		);
	};
}
