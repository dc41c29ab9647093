// Styles are extracted by webpack; importing one yields nothing usable in code.
declare module '*.scss';
