import {
	sanitizeHTML,
	trimHTML,
	type TextCountType,
} from '../../assets/utils/text';

/**
 * A product's excerpt for the grid (SPEC §5): its short description (else its description),
 * sanitised to the allowed tags, then cut to `length` words or characters with an ellipsis.
 *
 * @param product                   The product's descriptions.
 * @param product.short_description Short description HTML.
 * @param product.description       Description HTML.
 * @param length                    Words or characters to keep; 0 shows no excerpt.
 * @param countType                 Words, or characters with or without spaces.
 * @return Safe HTML, '' when there is nothing to show.
 */
export function getProductExcerpt(
	product: { short_description?: string; description?: string },
	length: number,
	countType: TextCountType
): string {
	const html = product.short_description || product.description || '';
	if ( ! html.trim() || length <= 0 ) {
		return '';
	}
	return trimHTML( sanitizeHTML( html ), length, countType ).trim();
}
