import clsx from 'clsx';
import { useId } from '@wordpress/element';

import { PASSWORD_STRENGTH_MAX } from '../constants';
import {
	getPasswordStrengthLabel,
	scorePassword,
} from '../utils/password-strength';

export type PasswordStrengthMeterProps = {
	password: string;
	/** zxcvbn to score with; window.zxcvbn (when loaded) by default, else the fallback rule. */
	zxcvbn?: Window[ 'zxcvbn' ];
	className?: string;
};

/**
 * A password's strength (SPEC.md §5, 0-4) as a <meter> named by its label text (Too weak …
 * Very strong). The label is a polite live region, so screen readers hear it change while the
 * shopper types. Renders nothing for an empty password.
 *
 * @param props           Props.
 * @param props.password  The password.
 * @param props.zxcvbn    zxcvbn to score with.
 * @param props.className Extra class.
 * @return The meter and its label, or null.
 */
export default function PasswordStrengthMeter( {
	password,
	zxcvbn,
	className,
}: PasswordStrengthMeterProps ) {
	const labelId = useId();
	if ( ! password ) {
		return null;
	}
	const score = scorePassword( password, zxcvbn );
	return (
		<div
			className={ clsx(
				'kassa-password-strength-meter',
				`kassa-password-strength-meter--score-${ score }`,
				className
			) }
		>
			<meter
				className="kassa-password-strength-meter__meter"
				min={ 0 }
				max={ PASSWORD_STRENGTH_MAX }
				low={ 2 }
				high={ 3 }
				optimum={ PASSWORD_STRENGTH_MAX }
				value={ score }
				aria-labelledby={ labelId }
			/>
			<span
				id={ labelId }
				className="kassa-password-strength-meter__label"
				aria-live="polite"
			>
				{ getPasswordStrengthLabel( score ) }
			</span>
		</div>
	);
}
