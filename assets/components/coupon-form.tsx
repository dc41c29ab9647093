import clsx from 'clsx';
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import Panel from './panel';

type Props = {
	/** Applies the code; resolves true on success (the input is then cleared). */
	onApply: ( code: string ) => Promise< boolean > | boolean;
	/** The store is applying a coupon (SPEC §4 metadata flag). */
	isLoading?: boolean;
	/** Error shown on the field (SPEC §8 coupon apply failure). */
	error?: string;
	initialOpen?: boolean;
	className?: string;
};

/**
 * The 'Add a coupon' panel (SPEC §2 region 3): a code input and an 'Apply' button, disabled
 * while the code is empty or a coupon is being applied (SPEC §5); the code is cleared when
 * applying succeeds.
 *
 * @param props             Props.
 * @param props.onApply     Applies a code; resolves true on success.
 * @param props.isLoading   A coupon is being applied.
 * @param props.error       Error message for the field.
 * @param props.initialOpen Panel open at first.
 * @param props.className   Extra class.
 * @return The coupon panel.
 */
export default function CouponForm( {
	onApply,
	isLoading = false,
	error,
	initialOpen = false,
	className,
}: Props ) {
	const [ code, setCode ] = useState( '' );
	const [ isApplying, setIsApplying ] = useState( false );
	const inputId = useId();
	const errorId = useId();
	const busy = isLoading || isApplying;
	const canApply = code.trim() !== '' && ! busy;

	return (
		<Panel
			className={ clsx( 'kassa-coupon-form', className ) }
			title={ __( 'Add a coupon', 'kassa' ) }
			initialOpen={ initialOpen || !! error }
		>
			<form
				className="kassa-coupon-form__form"
				onSubmit={ async ( event ) => {
					event.preventDefault();
					if ( ! canApply ) {
						return;
					}
					setIsApplying( true );
					try {
						if ( await onApply( code.trim() ) ) {
							setCode( '' );
						}
					} finally {
						setIsApplying( false );
					}
				} }
			>
				<div
					className={ clsx( 'kassa-coupon-form__field', {
						'kassa-coupon-form__field--has-error': !! error,
					} ) }
				>
					<label
						className="kassa-coupon-form__label"
						htmlFor={ inputId }
					>
						{ __( 'Enter code', 'kassa' ) }
					</label>
					<input
						id={ inputId }
						className="kassa-coupon-form__input"
						type="text"
						autoCapitalize="off"
						autoComplete="off"
						value={ code }
						disabled={ busy }
						aria-invalid={ error ? true : undefined }
						aria-describedby={ error ? errorId : undefined }
						onChange={ ( event ) => setCode( event.target.value ) }
					/>
					{ error && (
						<p
							id={ errorId }
							className="kassa-coupon-form__error"
							role="alert"
						>
							{ error }
						</p>
					) }
				</div>
				<button
					type="submit"
					className="kassa-coupon-form__button"
					disabled={ ! canApply }
					aria-busy={ busy || undefined }
				>
					{ __( 'Apply', 'kassa' ) }
				</button>
			</form>
		</Panel>
	);
}
