<?php
/**
 * Puts a classic hook's block back where Kassa's default layout has it, on a checkout or cart
 * stored without it (before the hooks had blocks, or written by hand), for the hooks a plugin
 * prints at: the editor does the same for every hook's block when it opens such a page
 * (blocks/classic-hook/template.ts). The default layout is the default markup
 * (includes/markup/), which the editor writes.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Restores classic hooks' blocks in parsed block trees.
 */
class Kassa_Classic_Layout {

	/**
	 * A parsed checkout or cart with a block for each of the hooks (at its default place, where
	 * it lacks one). A block saved without inner blocks gets the default layout, with its own
	 * attributes.
	 *
	 * @param array    $block The parsed block.
	 * @param string[] $hooks The hooks that need a block.
	 * @return array
	 */
	public static function restore( array $block, array $hooks ) {
		$missing = array_diff( $hooks, self::hooks_in( $block ) );
		if ( ! $missing ) {
			return $block;
		}
		$default = parse_blocks( kassa_block_markup( $block['blockName'] ) )[0] ?? null;
		if ( ! $default || $default['blockName'] !== $block['blockName'] ) {
			return $block;
		}
		if ( ! $block['innerBlocks'] ) {
			return self::with_attributes( $default, $block['attrs'] );
		}
		foreach ( $missing as $hook ) {
			$block = self::put_back( $block, $default, $hook );
		}
		return $block;
	}

	/**
	 * The hooks whose blocks a tree holds.
	 *
	 * @param array $block A parsed block.
	 * @return string[]
	 */
	private static function hooks_in( array $block ) {
		$hooks = Kassa_Classic_Hooks::BLOCK === $block['blockName'] ? array( (string) ( $block['attrs']['hook'] ?? '' ) ) : array();
		foreach ( $block['innerBlocks'] as $inner ) {
			$hooks = array_merge( $hooks, self::hooks_in( $inner ) );
		}
		return $hooks;
	}

	/**
	 * The default layout with a stored block's attributes, in its comment and as the data
	 * attributes of its saved wrapper (which the front end reads).
	 *
	 * @param array $default    The parsed default markup.
	 * @param array $attributes The stored block's attributes.
	 * @return array
	 */
	private static function with_attributes( array $default, array $attributes ) {
		$default['attrs'] = $attributes;
		$wrapper          = new WP_HTML_Tag_Processor( (string) $default['innerContent'][0] );
		if ( $wrapper->next_tag() ) {
			foreach ( $attributes as $name => $value ) {
				$wrapper->set_attribute( 'data-' . strtolower( (string) preg_replace( '/([A-Z])/', '-$1', (string) $name ) ), (string) wp_json_encode( $value ) );
			}
			$default['innerContent'][0] = $wrapper->get_updated_html();
		}
		return $default;
	}

	/**
	 * A tree with a hook's block put back: in the container the default layout has it in, after
	 * the last of the blocks the default layout puts before it there (at the start when none).
	 *
	 * @param array  $block   The parsed tree.
	 * @param array  $default The parsed default layout.
	 * @param string $hook    The hook.
	 * @return array
	 */
	private static function put_back( array $block, array $default, $hook ) {
		$place = self::place_of( $default, $hook );
		if ( ! $place ) {
			return $block;
		}
		return self::insert_into( $block, $place['container'], $place['before'], $place['block'] );
	}

	/**
	 * Where the default layout has a hook's block.
	 *
	 * @param array  $tree A parsed tree.
	 * @param string $hook The hook.
	 * @return array{container: string, before: string[], block: array}|null
	 */
	private static function place_of( array $tree, $hook ) {
		foreach ( $tree['innerBlocks'] as $index => $inner ) {
			if ( self::key( $inner ) === $hook ) {
				return array(
					'container' => $tree['blockName'],
					'before'    => array_map( array( __CLASS__, 'key' ), array_slice( $tree['innerBlocks'], 0, $index ) ),
					'block'     => $inner,
				);
			}
			$place = self::place_of( $inner, $hook );
			if ( $place ) {
				return $place;
			}
		}
		return null;
	}

	/**
	 * Inserts a block into the first container of a name in a tree, after the last of its inner
	 * blocks named in `$before`.
	 *
	 * @param array    $tree      A parsed tree.
	 * @param string   $container The container's name.
	 * @param string[] $before    Keys of the blocks it goes after.
	 * @param array    $child     The block.
	 * @return array
	 */
	private static function insert_into( array $tree, $container, array $before, array $child ) {
		if ( $tree['blockName'] === $container ) {
			$position = 0;
			foreach ( $tree['innerBlocks'] as $index => $inner ) {
				if ( in_array( self::key( $inner ), $before, true ) ) {
					$position = $index + 1;
				}
			}
			return self::with_child( $tree, $child, $position );
		}
		foreach ( $tree['innerBlocks'] as $index => $inner ) {
			$updated = self::insert_into( $inner, $container, $before, $child );
			if ( $updated !== $inner ) {
				$tree['innerBlocks'][ $index ] = $updated;
				return $tree;
			}
		}
		return $tree;
	}

	/**
	 * A parsed block with one more inner block, at a position among its inner blocks: its
	 * `innerContent` gets the block's place (null) where the editor would have saved it.
	 *
	 * @param array $parent   The parsed block.
	 * @param array $child    The inner block.
	 * @param int   $position Its position among the inner blocks.
	 * @return array
	 */
	private static function with_child( array $parent, array $child, $position ) {
		$slots = array_keys( $parent['innerContent'], null, true );
		if ( isset( $slots[ $position ] ) ) {
			array_splice( $parent['innerContent'], $slots[ $position ], 0, array( null, "\n\n" ) );
		} elseif ( $slots ) {
			array_splice( $parent['innerContent'], end( $slots ) + 1, 0, array( "\n\n", null ) );
		} else {
			// A container saved empty: its wrapper, split before the closing tag.
			$html                   = (string) ( $parent['innerContent'][0] ?? '' );
			$end                    = (int) strrpos( $html, '</' );
			$parent['innerContent'] = array( substr( $html, 0, $end ), null, substr( $html, $end ) );
		}
		array_splice( $parent['innerBlocks'], $position, 0, array( $child ) );
		return $parent;
	}

	/**
	 * What names a block among its siblings: its name, or for a classic hook's block, its hook.
	 *
	 * @param array $block A parsed block.
	 * @return string
	 */
	private static function key( array $block ) {
		return Kassa_Classic_Hooks::BLOCK === $block['blockName'] ? (string) ( $block['attrs']['hook'] ?? '' ) : (string) $block['blockName'];
	}
}
