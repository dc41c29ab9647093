/**
 * The production lane's site really runs on its stack: WordPress's data is in MariaDB (its own
 * MySQL driver, no SQLite drop-in) and its object cache in Redis. Reads the servers through the
 * lane's run folder (KASSA_PRODUCTION_RUN, set by bin/test production).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';

import { BASE_URL, Shopper } from '../contract/lib/client.mjs';

const RUN = process.env.KASSA_PRODUCTION_RUN;

describe(
	'the production-shaped stack',
	{ skip: ! RUN && 'KASSA_PRODUCTION_RUN is not set' },
	() => {
		it( 'keeps WordPress in MariaDB and its object cache in Redis', async () => {
			// A page view that reads the catalogue, so the object cache holds it.
			const page = await new Shopper().get( `${ BASE_URL }/wc-cart/` );
			assert.equal( page.status, 200 );
			const server = page.headers.get( 'server' ) ?? '';
			assert.match( server, /^nginx/ );
			const products = execFileSync( 'mariadb', [
				`--socket=${ RUN }/mysqld.sock`,
				'-uroot',
				'-N',
				'-e',
				"SELECT COUNT(*) FROM wordpress.wp_posts WHERE post_type = 'product'",
			] ).toString();
			assert.ok(
				Number( products ) > 0,
				`products in MariaDB: ${ products }`
			);
			const keys = execFileSync( 'redis-cli', [
				'-s',
				`${ RUN }/redis.sock`,
				'--scan',
				'--pattern',
				'*posts*',
			] )
				.toString()
				.trim()
				.split( '\n' )
				.filter( Boolean );
			assert.ok( keys.length > 0, 'posts cached in Redis' );
		} );
	}
);
