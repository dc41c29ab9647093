/**
 * The checkout store resolves nothing: its state starts from the settings payload.
 */
export {};
