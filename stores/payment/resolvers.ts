/**
 * The payment store resolves nothing: availability comes from the payment registry's
 * canMakePayment checks, saved methods from the settings payload.
 */
export {};
