/**
 * A small seeded random number generator (mulberry32): the same seed gives the same journey.
 */
/* eslint-disable no-bitwise -- mulberry32 is made of 32-bit integer operations. */
export class Random {
	private state: number;

	constructor( seed: number ) {
		this.state = seed >>> 0;
	}

	/**
	 * The next number in [0, 1).
	 *
	 * @return The number.
	 */
	next(): number {
		this.state = ( this.state + 0x6d2b79f5 ) >>> 0;
		let t = this.state;
		t = Math.imul( t ^ ( t >>> 15 ), t | 1 );
		t ^= t + Math.imul( t ^ ( t >>> 7 ), t | 61 );
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	}

	/**
	 * An integer in [min, max].
	 *
	 * @param min Lowest.
	 * @param max Highest.
	 * @return The integer.
	 */
	int( min: number, max: number ): number {
		return min + Math.floor( this.next() * ( max - min + 1 ) );
	}

	/**
	 * True with the given probability.
	 *
	 * @param probability Between 0 and 1.
	 * @return Whether it came up.
	 */
	chance( probability: number ): boolean {
		return this.next() < probability;
	}

	/**
	 * One element of a list.
	 *
	 * @param list A non-empty list.
	 * @return The element.
	 */
	pick< T >( list: readonly T[] ): T {
		return list[ Math.floor( this.next() * list.length ) ];
	}

	/**
	 * One element, by weight.
	 *
	 * @param entries Elements with their weights.
	 * @return The element.
	 */
	weighted< T >( entries: ReadonlyArray< readonly [ T, number ] > ): T {
		const total = entries.reduce(
			( sum, [ , weight ] ) => sum + weight,
			0
		);
		let roll = this.next() * total;
		for ( const [ value, weight ] of entries ) {
			roll -= weight;
			if ( roll < 0 ) {
				return value;
			}
		}
		return entries[ entries.length - 1 ][ 0 ];
	}
}
