/**
 * Kassa's own small marks for SPEC §9's payment icon ids: a card-shaped tile in the scheme's
 * usual colour with its name or initials (two rings for the Mastercard family). Drawn here as
 * a few SVG shapes, so a row of them costs bytes, not requests.
 */

/** Id → [tile colour, text drawn on it, name read out]; no text draws the rings. */
const MARKS: Record< string, [ string, string, string ] > = {
	alipay: [ '#1677ff', 'Alipay', 'Alipay' ],
	amex: [ '#1f72cd', 'AMEX', 'American Express' ],
	bancontact: [ '#005498', 'Bancontact', 'Bancontact' ],
	diners: [ '#0079be', 'Diners', 'Diners Club' ],
	discover: [ '#4d4d4d', 'DISCOVER', 'Discover' ],
	eps: [ '#c8036f', 'eps', 'EPS' ],
	giropay: [ '#000268', 'giropay', 'giropay' ],
	ideal: [ '#cc0066', 'iDEAL', 'iDEAL' ],
	jcb: [ '#0b4ea2', 'JCB', 'JCB' ],
	laser: [ '#00529b', 'Laser', 'Laser' ],
	maestro: [ '#1a1a1a', '', 'Maestro' ],
	mastercard: [ '#1a1a1a', '', 'Mastercard' ],
	multibanco: [ '#1f5fa6', 'MB', 'Multibanco' ],
	p24: [ '#d13239', 'P24', 'Przelewy24' ],
	sepa: [ '#10298e', 'SEPA', 'SEPA' ],
	sofort: [ '#393a41', 'SOFORT', 'Sofort' ],
	unionpay: [ '#d10429', 'UnionPay', 'UnionPay' ],
	visa: [ '#1a1f71', 'VISA', 'Visa' ],
	wechat: [ '#07c160', 'WeChat', 'WeChat Pay' ],
};

/** Ring colours of the Mastercard family: left, right. */
const RINGS: Record< string, [ string, string ] > = {
	maestro: [ '#00a2e5', '#e6001f' ],
	mastercard: [ '#eb001b', '#f79e1b' ],
};

/**
 * One payment scheme's mark, named for assistive technology.
 *
 * @param props    Props.
 * @param props.id One of SPEC §9's payment icon ids.
 * @return The mark, or nothing for an unknown id.
 */
export default function BrandMark( { id }: { id: string } ) {
	const mark = MARKS[ id ];
	if ( ! mark ) {
		return null;
	}
	const [ tile, text, name ] = mark;
	const rings = RINGS[ id ];
	return (
		<svg
			className={ `kassa-payment-icon kassa-payment-icon--${ id }` }
			viewBox="0 0 32 20"
			role="img"
			aria-label={ name }
			focusable="false"
		>
			<rect width="32" height="20" rx="3" fill={ tile } />
			{ rings ? (
				<>
					<circle cx="12.5" cy="10" r="6" fill={ rings[ 0 ] } />
					<circle
						cx="19.5"
						cy="10"
						r="6"
						fill={ rings[ 1 ] }
						fillOpacity="0.85"
					/>
				</>
			) : (
				<text
					x="16"
					y="10"
					dy="0.35em"
					fill="#fff"
					fontFamily="Arial,Helvetica,sans-serif"
					fontSize={ Math.min( 8, 44 / text.length ) }
					fontStyle={ id === 'visa' ? 'italic' : undefined }
					fontWeight="700"
					textAnchor="middle"
				>
					{ text }
				</text>
			) }
		</svg>
	);
}
