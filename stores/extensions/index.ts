/**
 * Extension points, built as `kassa-extensions` (`window.kassa.extensions`).
 */
export {};
