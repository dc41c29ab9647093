/**
 * The validation store resolves nothing: errors are set by the fields.
 */
export {};
