/**
 * The sealer of request bodies lives in @khela/contracts (the api's tests seal with the very same
 * code); the front end reaches it here, so its bytes stay in the @khela/shared singleton chunk.
 */
export * from '@khela/contracts/sealed-payload';
