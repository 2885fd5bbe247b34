/**
 * Secrets of a service: read from NAME or from the file named by NAME_FILE (container secrets),
 * and, in production, checked before the service starts. README "Running in production".
 */
export { readSecret, readSecretReading, isProduction, type Env, type SecretReading } from './read-secret';
export { checkSecret, KNOWN_DEFAULT_SECRETS, MIN_SECRET_BYTES, MIN_DISTINCT_CHARACTERS, secretBytes } from './secret-rules';
export { collectSecrets, refuseUnlessValid, SecretsRefused, type SecretProblem, type SecretSpec } from './secret-check';
