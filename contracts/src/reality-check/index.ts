/** `@khela/contracts/reality-check`: reality checks (UKGC RTS 13), docs/safer-gambling-reality.md. */
export * from './reality-check-schemas';
