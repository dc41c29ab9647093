import { act, fireEvent, render, screen } from '@testing-library/react';

import Notices, { type Notice } from '../notices';
import SnackbarList from '../snackbar-list';
import { SNACKBAR_TIMEOUT_MS, SNACKBAR_TRANSITION_MS } from '../../constants';

function makeNotice( overrides: Partial< Notice > = {} ): Notice {
	return {
		id: 'notice-1',
		status: 'error',
		content: 'Sorry, this order requires a shipping option.',
		isDismissible: true,
		type: 'default',
		...overrides,
	};
}

describe( 'notices', () => {
	it( 'shows errors with role alert and others with role status', () => {
		render(
			<Notices
				notices={ [
					makeNotice(),
					makeNotice( {
						id: 'notice-2',
						status: 'success',
						content:
							'Coupon code "SAVE5" has been applied to your cart.',
					} ),
				] }
				onRemove={ jest.fn() }
			/>
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Sorry, this order requires a shipping option.'
		);
		expect( screen.getByRole( 'status' ).className ).toContain(
			'kassa-notice--success'
		);
	} );

	it( 'dismisses a dismissible notice', () => {
		const onRemove = jest.fn();
		render(
			<Notices notices={ [ makeNotice() ] } onRemove={ onRemove } />
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( onRemove ).toHaveBeenCalledWith( 'notice-1' );
	} );

	it( 'has no dismiss button when not dismissible', () => {
		render(
			<Notices
				notices={ [ makeNotice( { isDismissible: false } ) ] }
				onRemove={ jest.fn() }
			/>
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'leaves snackbar notices out', () => {
		const { container } = render(
			<Notices
				notices={ [ makeNotice( { type: 'snackbar' } ) ] }
				onRemove={ jest.fn() }
			/>
		);
		expect( container.innerHTML ).toBe( '' );
	} );
} );

describe( 'snackbar list', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	const snackbar = makeNotice( {
		status: 'info',
		type: 'snackbar',
		content: 'Item removed',
	} );

	it( 'shows only snackbar notices', () => {
		render(
			<SnackbarList
				notices={ [ makeNotice(), snackbar ] }
				onRemove={ jest.fn() }
			/>
		);
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Item removed'
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'auto-dismisses after 10 seconds and a 500 ms transition', () => {
		const onRemove = jest.fn();
		render(
			<SnackbarList notices={ [ snackbar ] } onRemove={ onRemove } />
		);
		act( () => {
			jest.advanceTimersByTime( SNACKBAR_TIMEOUT_MS );
		} );
		expect( screen.getByRole( 'status' ).className ).toContain(
			'kassa-snackbar--is-leaving'
		);
		expect( onRemove ).not.toHaveBeenCalled();
		act( () => {
			jest.advanceTimersByTime( SNACKBAR_TRANSITION_MS );
		} );
		expect( onRemove ).toHaveBeenCalledWith( 'notice-1' );
	} );

	it( 'leaves early when dismissed', () => {
		const onRemove = jest.fn();
		render(
			<SnackbarList notices={ [ snackbar ] } onRemove={ onRemove } />
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		act( () => {
			jest.advanceTimersByTime( SNACKBAR_TRANSITION_MS );
		} );
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
	} );
} );
