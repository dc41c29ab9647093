import { request, type FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Logs the admin in once and saves the session for every test that needs it.
 *
 * @param config Playwright's resolved config.
 */
export default async function globalSetup( config: FullConfig ) {
	const { baseURL, storageState } = config.projects[ 0 ].use;
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		baseURL,
		storageStatePath: storageState as string,
	} );
	await requestUtils.setupRest();
	await requestContext.dispose();
}
