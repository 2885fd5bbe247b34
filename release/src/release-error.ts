/** A refusal the release manager can act on: the CLI prints its message and exits 2. */
export class ReleaseError extends Error {}
