import { createContext } from '@wordpress/element';
import type { ReactNode } from 'react';

/** A checkout step block's own texts (its attributes); unset or empty: the translated default. */
export type StepTexts = {
	title?: string;
	description?: string;
};

/** What a checkout step block receives: its texts, and the blocks extensions put in it. */
export type StepBlockProps = StepTexts & { children?: ReactNode };

/** Which of a step's texts. */
export type StepTextField = keyof StepTexts;

/**
 * In the editor, renders one of a step's texts as a field the admin edits in place.
 *
 * @param field    Which text.
 * @param fallback The default text (shown while the admin's is empty).
 */
export type EditStepText = (
	field: StepTextField,
	fallback: string
) => ReactNode;

/** The editor's renderer of a step's texts; null on the front end, where the texts are plain. */
export const StepTextEditContext = createContext< EditStepText | null >( null );

/**
 * What the shopper reads: the admin's text, else the default one (which stays translatable,
 * so a page saved without the admin's texts follows the shop's language).
 *
 * @param text     The admin's text (a block attribute).
 * @param fallback The translated default.
 * @return The text to show.
 */
export function stepText( text: unknown, fallback: string ): string {
	return typeof text === 'string' && text.trim() ? text : fallback;
}
