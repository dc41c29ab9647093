/**
 * Small inline SVG icons for the shopper-facing components (no icon package on the front end).
 * Every icon is decorative: the control that holds it carries the accessible name.
 */

type IconProps = { className?: string; size?: number };

function svgProps( size: number, className?: string ) {
	return {
		xmlns: 'http://www.w3.org/2000/svg',
		viewBox: '0 0 24 24',
		width: size,
		height: size,
		className,
		'aria-hidden': true,
		focusable: false,
	} as const;
}

/**
 * A cross, for close and remove buttons.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.size      Width and height in px.
 * @return The icon.
 */
export function CloseIcon( { className, size = 20 }: IconProps ) {
	return (
		<svg { ...svgProps( size, className ) }>
			<path
				fill="currentColor"
				d="M13.06 12l5.47-5.47-1.06-1.06L12 10.94 6.53 5.47 5.47 6.53 10.94 12l-5.47 5.47 1.06 1.06L12 13.06l5.47 5.47 1.06-1.06z"
			/>
		</svg>
	);
}

/**
 * A tick, shown on the place-order button once the order is placed.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.size      Width and height in px.
 * @return The icon.
 */
export function CheckIcon( { className, size = 24 }: IconProps ) {
	return (
		<svg { ...svgProps( size, className ) }>
			<path
				fill="currentColor"
				d="M9.5 16.2 5.3 12l-1.1 1.1 5.3 5.3L20.3 7.6l-1.1-1.1z"
			/>
		</svg>
	);
}

/**
 * A downward chevron, rotated by CSS when a panel is open.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.size      Width and height in px.
 * @return The icon.
 */
export function ChevronDownIcon( { className, size = 24 }: IconProps ) {
	return (
		<svg { ...svgProps( size, className ) }>
			<path
				fill="currentColor"
				d="M17.5 9.3 12 14.8 6.5 9.3l-1 1.1 6.5 6.5 6.5-6.5z"
			/>
		</svg>
	);
}

/**
 * A bin, for a narrow cart line's remove button.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.size      Width and height in px.
 * @return The icon.
 */
export function TrashIcon( { className, size = 20 }: IconProps ) {
	return (
		<svg { ...svgProps( size, className ) }>
			<path
				fill="currentColor"
				d="M9 3.5h6V5h4.5v1.5h-15V5H9zM6.5 8h11l-.8 12.5H7.3zm1.6 1.5.6 9.5h6.6l.6-9.5z"
			/>
		</svg>
	);
}

/**
 * A minus sign, for the quantity selector's reduce button.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.size      Width and height in px.
 * @return The icon.
 */
export function MinusIcon( { className, size = 20 }: IconProps ) {
	return (
		<svg { ...svgProps( size, className ) }>
			<path fill="currentColor" d="M5 11.25h14v1.5H5z" />
		</svg>
	);
}

/**
 * A plus sign, for the quantity selector's increase button.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.size      Width and height in px.
 * @return The icon.
 */
export function PlusIcon( { className, size = 20 }: IconProps ) {
	return (
		<svg { ...svgProps( size, className ) }>
			<path
				fill="currentColor"
				d="M11.25 5h1.5v6.25H19v1.5h-6.25V19h-1.5v-6.25H5v-1.5h6.25z"
			/>
		</svg>
	);
}

/** The stroke of the outlined icons (a line drawing rather than a filled shape). */
const OUTLINE = {
	fill: 'none',
	stroke: 'currentColor',
	strokeWidth: 1.5,
	strokeLinejoin: 'round',
} as const;

/**
 * A delivery van, for the shipping choice of the checkout's delivery step.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.size      Width and height in px.
 * @return The icon.
 */
export function ShippingIcon( { className, size = 24 }: IconProps ) {
	return (
		<svg { ...svgProps( size, className ) }>
			<path
				{ ...OUTLINE }
				d="M2.75 6.75h10.5v9.5H2.75zM13.25 9.75h4l3 3.25v3.25h-7z"
			/>
			<circle cx="6.5" cy="17.5" r="1.75" fill="currentColor" />
			<circle cx="16.75" cy="17.5" r="1.75" fill="currentColor" />
		</svg>
	);
}

/**
 * A shop front with an awning, for the pickup choice of the checkout's delivery step.
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @param props.size      Width and height in px.
 * @return The icon.
 */
export function PickupIcon( { className, size = 24 }: IconProps ) {
	return (
		<svg { ...svgProps( size, className ) }>
			<path
				{ ...OUTLINE }
				d="M4.75 4.75h14.5l1.5 4.5H3.25zM4.75 9.25v10h14.5v-10M10 19.25v-5h4v5"
			/>
		</svg>
	);
}
