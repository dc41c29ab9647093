/**
 * The classic checkout's contract on Kassa's pages (classic/README.md), built as
 * `kassa-classic` and exposed as `window.kassa.classic` (import it as '@kassa/classic'). The
 * server loads it only on a cart or checkout with something classic on it (an island, or a
 * plugin's callback on a classic checkout hook).
 */
import { registerIslandComponent } from '@kassa/extensions';

import { getClassicForm } from './form';
import { startClassicCheckout } from './checkout';
import { keepFieldValues } from './fields';
import { ClassicIsland } from './islands';
// Loaded only with the fields the classic checkout's filters add (the server enqueues it).
import './fields.scss';

export {
	ClassicIsland,
	getIsland,
	getIslands,
	getIslandStore,
	ISLAND_STORE_ID,
} from './islands';
export type { ClassicIslandProps } from './islands';
export {
	askClassicForm,
	CLASSIC_FORM,
	getClassicForm,
	onClassic,
	triggerClassic,
} from './form';
export { collectClassicInputs, serializeClassicInputs } from './inputs';
export type { ClassicInput } from './inputs';
export type { ClassicError } from './errors';
export { CLASSIC_EXTENSION, getClassicPostData } from './checkout';

// Kassa's forms show the islands of the fields the classic checkout's filters add with it.
registerIslandComponent( ClassicIsland );

// The checkout's contract: only where the server printed the classic form.
if ( getClassicForm() ) {
	startClassicCheckout();
	keepFieldValues();
}
