import { Component } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ErrorInfo, ReactNode } from 'react';

type Props = {
	children?: ReactNode;
	/** The block it wraps (passed by renderInnerBlocks; used in onError). */
	blockName?: string;
	/** Admins and the editor preview see what failed (SPEC §6, §8). */
	showErrorDetails?: boolean;
	/** What shoppers see instead of a failed block; nothing by default. */
	fallback?: ReactNode;
	/** Told about every caught error, e.g. to log it. */
	onError?: ( error: Error, info: ErrorInfo, blockName?: string ) => void;
};

type State = {
	error: Error | null;
};

class ErrorBoundary extends Component< Props, State > {
	override state: State = { error: null };

	static getDerivedStateFromError( error: unknown ): State {
		return {
			error:
				error instanceof Error ? error : new Error( String( error ) ),
		};
	}

	override componentDidCatch( error: Error, info: ErrorInfo ) {
		this.props.onError?.( error, info, this.props.blockName );
	}

	override render() {
		const { error } = this.state;
		const {
			children,
			showErrorDetails = false,
			fallback = null,
		} = this.props;
		if ( ! error ) {
			return children;
		}
		if ( ! showErrorDetails ) {
			return fallback;
		}
		return (
			<div className="kassa-block-error" role="alert">
				<p className="kassa-block-error__header">
					{ __( 'Oops!', 'kassa' ) }
				</p>
				<p className="kassa-block-error__text">
					{ __( 'There was an error loading the content.', 'kassa' ) }
				</p>
				<p className="kassa-block-error__details">
					{ sprintf(
						/* translators: %s: error message */
						__( 'Error: %s', 'kassa' ),
						error.message
					) }
				</p>
			</div>
		);
	}
}

/**
 * Keeps one failing block from breaking the others (SPEC §8 block render failure). Admins see
 * 'Oops!', 'There was an error loading the content.' and the error; shoppers see the fallback
 * (nothing by default). Fits renderParentBlock's Wrapper (it passes blockName).
 *
 * @param props                  Props.
 * @param props.children         The block.
 * @param props.blockName        The block's name, passed to onError.
 * @param props.showErrorDetails Show the error (admins, editor preview).
 * @param props.fallback         What shoppers see instead.
 * @param props.onError          Told about caught errors.
 * @return The block, or what replaces it after an error.
 */
export default function BlockErrorBoundary( props: Props ) {
	return <ErrorBoundary { ...props } />;
}
