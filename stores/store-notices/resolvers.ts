/**
 * The store-notices store resolves nothing: notices are created, never fetched.
 */
export {};
