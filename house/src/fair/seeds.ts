import { createHash, randomBytes } from 'node:crypto';

/** A fresh server seed: 256 random bits as 64 hex characters. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A default client seed until the player picks one: 64 random bits as hex. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** What the player sees before play: SHA-256 of the server seed's text, hex. */
export const hashServerSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

/** A client seed the player may choose: 1–64 printable ASCII characters (no spaces at the ends). */
export function isValidClientSeed(raw: unknown): raw is string {
  return typeof raw === 'string' && raw.length >= 1 && raw.length <= 64 && /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(raw);
}
