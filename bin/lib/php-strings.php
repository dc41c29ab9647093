<?php
/**
 * Prints, as JSON, the translatable strings of the text domain `kassa` in PHP files, read with
 * PHP's own tokenizer: every call of WordPress's gettext functions whose text, context and
 * domain are string literals, with its file and line and the translators' comment above it
 * (what follows `translators:`, as @wordpress/babel-plugin-makepot keeps it for JS).
 * bin/make-pot.mjs merges them into languages/kassa.pot.
 *
 * Usage: php bin/lib/php-strings.php <root> <file>...   (files relative to root)
 *
 * @package Kassa
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

/**
 * WordPress's gettext functions: the role of each argument, by position.
 */
const KASSA_GETTEXT_FUNCTIONS = array(
	'__'         => array( 'msgid', 'domain' ),
	'_e'         => array( 'msgid', 'domain' ),
	'esc_html__' => array( 'msgid', 'domain' ),
	'esc_html_e' => array( 'msgid', 'domain' ),
	'esc_attr__' => array( 'msgid', 'domain' ),
	'esc_attr_e' => array( 'msgid', 'domain' ),
	'_x'         => array( 'msgid', 'msgctxt', 'domain' ),
	'_ex'        => array( 'msgid', 'msgctxt', 'domain' ),
	'esc_html_x' => array( 'msgid', 'msgctxt', 'domain' ),
	'esc_attr_x' => array( 'msgid', 'msgctxt', 'domain' ),
	'_n'         => array( 'msgid', 'msgid_plural', null, 'domain' ),
	'_nx'        => array( 'msgid', 'msgid_plural', null, 'msgctxt', 'domain' ),
	'_n_noop'    => array( 'msgid', 'msgid_plural', 'domain' ),
	'_nx_noop'   => array( 'msgid', 'msgid_plural', 'msgctxt', 'domain' ),
);

/**
 * The value of a PHP string literal token.
 *
 * @param string $literal The token, quotes included.
 * @return string
 */
function kassa_php_string_value( $literal ) {
	$body = substr( $literal, 1, -1 );
	if ( "'" === $literal[0] ) {
		return str_replace( array( "\\'", '\\\\' ), array( "'", '\\' ), $body );
	}
	return stripcslashes( $body );
}

/**
 * The call arguments after a function name: each argument's tokens, up to the closing
 * parenthesis.
 *
 * @param array $tokens Tokens (whitespace and comments left out).
 * @param int   $open   Index of the opening parenthesis.
 * @return array[] Arguments, each a list of tokens.
 */
function kassa_php_call_arguments( array $tokens, $open ) {
	$arguments = array( array() );
	$depth     = 0;
	for ( $i = $open + 1, $count = count( $tokens ); $i < $count; $i++ ) {
		$text = is_array( $tokens[ $i ] ) ? $tokens[ $i ][1] : $tokens[ $i ];
		if ( in_array( $text, array( '(', '[', '{' ), true ) ) {
			++$depth;
		} elseif ( in_array( $text, array( ')', ']', '}' ), true ) ) {
			if ( 0 === $depth ) {
				break;
			}
			--$depth;
		} elseif ( ',' === $text && 0 === $depth ) {
			$arguments[] = array();
			continue;
		}
		$arguments[ count( $arguments ) - 1 ][] = $tokens[ $i ];
	}
	return $arguments;
}

/**
 * The translatable strings of one file.
 *
 * @param string $root Root folder.
 * @param string $file File, relative to the root.
 * @return array[] Entries: msgid, msgid_plural, msgctxt, reference, comment.
 */
function kassa_php_file_strings( $root, $file ) {
	$tokens   = array();
	$comments = array();
	foreach ( token_get_all( (string) file_get_contents( "$root/$file" ) ) as $token ) {
		if ( is_array( $token ) && T_WHITESPACE === $token[0] ) {
			continue;
		}
		if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			$comments[] = $token;
			continue;
		}
		$tokens[] = $token;
	}
	$entries = array();
	foreach ( $tokens as $i => $token ) {
		$roles = is_array( $token ) && T_STRING === $token[0] ? ( KASSA_GETTEXT_FUNCTIONS[ $token[1] ] ?? null ) : null;
		if ( ! $roles || '(' !== ( $tokens[ $i + 1 ] ?? null ) || ( is_array( $tokens[ $i - 1 ] ?? null ) && in_array( $tokens[ $i - 1 ][0], array( T_FUNCTION, T_OBJECT_OPERATOR, T_DOUBLE_COLON ), true ) ) ) {
			continue;
		}
		$entry = array();
		foreach ( kassa_php_call_arguments( $tokens, $i + 1 ) as $position => $argument ) {
			$role = $roles[ $position ] ?? null;
			if ( null === $role ) {
				continue;
			}
			if ( 1 !== count( $argument ) || ! is_array( $argument[0] ) || T_CONSTANT_ENCAPSED_STRING !== $argument[0][0] ) {
				continue 2; // Not a literal: nothing to extract.
			}
			$entry[ $role ] = kassa_php_string_value( $argument[0][1] );
		}
		if ( 'kassa' !== ( $entry['domain'] ?? '' ) || '' === ( $entry['msgid'] ?? '' ) ) {
			continue;
		}
		unset( $entry['domain'] );
		$line               = $token[2];
		$entry['reference'] = "$file:$line";
		// The translators' comment on the line above the call, or on its line.
		foreach ( array_reverse( $comments ) as $comment ) {
			$end = $comment[2] + substr_count( $comment[1], "\n" );
			if ( $end <= $line && $end >= $line - 1 && preg_match( '/translators:\s*(.*?)\s*(\*\/)?$/s', $comment[1], $match ) ) {
				$entry['comment'] = trim( preg_replace( '/\s*\n\s*(\*\s*)?/', ' ', $match[1] ) );
				break;
			}
		}
		$entries[] = $entry;
	}
	return $entries;
}

$kassa_root    = $argv[1] ?? '.';
$kassa_strings = array();
foreach ( array_slice( $argv, 2 ) as $kassa_file ) {
	$kassa_strings = array_merge( $kassa_strings, kassa_php_file_strings( $kassa_root, $kassa_file ) );
}
echo json_encode( $kassa_strings, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
