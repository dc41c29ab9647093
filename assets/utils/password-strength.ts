/**
 * Password strength on the 0-4 scale (SPEC.md §5 "Password strength").
 *
 * When WordPress's zxcvbn is loaded on the page (window.zxcvbn), its score is used. Otherwise a
 * small fallback rule applies:
 *
 * 1. Length score: the highest score whose minimum length the password reaches, with minimum
 *    lengths 0, 4, 8, 12, 20 (PASSWORD_STRENGTH_MIN_LENGTHS). So 0-3 characters score 0,
 *    4-7 score 1, 8-11 score 2, 12-19 score 3, 20 or more score 4.
 * 2. Diversity: how many of four character classes the password uses: lowercase letters,
 *    uppercase letters, digits, symbols (anything else, spaces included).
 * 3. Score = length score minus one point for each class below three (two classes: -1, one
 *    class: -2), never below 0. Three or four classes cost nothing.
 *
 * Examples: 'password' (8, one class) 0; 'Password' 1; 'Password1' 2; 'Password1234' 3;
 * a 20-character password with three classes 4.
 */
import { __ } from '@wordpress/i18n';

import {
	PASSWORD_STRENGTH_MAX,
	PASSWORD_STRENGTH_MIN_LENGTHS,
} from '../constants';

declare global {
	interface Window {
		/** zxcvbn, loaded by WordPress's password-strength-meter script when enqueued. */
		zxcvbn?: ( password: string ) => { score: number };
	}
}

/** A password strength score: 0 (too weak) to 4 (very strong). */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

const CHARACTER_CLASSES = [ /[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/ ];

/** Diversity at or above this costs no points. */
const FULL_DIVERSITY = 3;

function clampScore( score: number ): PasswordStrength {
	return Math.max(
		0,
		Math.min( PASSWORD_STRENGTH_MAX, Math.floor( score ) )
	) as PasswordStrength;
}

/**
 * How many character classes a password uses: lowercase, uppercase, digits, symbols.
 *
 * @param password The password.
 * @return 0 to 4.
 */
export function getPasswordDiversity( password: string ): number {
	return CHARACTER_CLASSES.filter( ( pattern ) => pattern.test( password ) )
		.length;
}

/**
 * Scores a password by length and diversity, without zxcvbn (the rule is in this file's
 * header).
 *
 * @param password The password.
 * @return The score, 0 to 4.
 */
export function scorePasswordFallback( password: string ): PasswordStrength {
	// Count code points, so an emoji is one character.
	const length = Array.from( password ).length;
	let lengthScore = 0;
	PASSWORD_STRENGTH_MIN_LENGTHS.forEach( ( minLength, score ) => {
		if ( length >= minLength ) {
			lengthScore = score;
		}
	} );
	const penalty = Math.max(
		0,
		FULL_DIVERSITY - getPasswordDiversity( password )
	);
	return clampScore( lengthScore - penalty );
}

/**
 * Scores a password with zxcvbn when the page has it, otherwise with the fallback rule.
 *
 * @param password The password.
 * @param zxcvbn   The zxcvbn function; defaults to window.zxcvbn.
 * @return The score, 0 to 4.
 */
export function scorePassword(
	password: string,
	zxcvbn: Window[ 'zxcvbn' ] = typeof window === 'undefined'
		? undefined
		: window.zxcvbn
): PasswordStrength {
	if ( ! password ) {
		return 0;
	}
	return zxcvbn
		? clampScore( zxcvbn( password ).score )
		: scorePasswordFallback( password );
}

/**
 * The label of a score: Too weak, Weak, Medium, Strong, Very strong.
 *
 * @param score The score, 0 to 4.
 * @return The translated label.
 */
export function getPasswordStrengthLabel( score: PasswordStrength ): string {
	switch ( score ) {
		case 1:
			return __( 'Weak', 'kassa' );
		case 2:
			return __( 'Medium', 'kassa' );
		case 3:
			return __( 'Strong', 'kassa' );
		case 4:
			return __( 'Very strong', 'kassa' );
		default:
			return __( 'Too weak', 'kassa' );
	}
}
