import { openWithNodeCrypto, testKeyPair } from './open-sealed-for-tests';
import { sealPayload } from './sealed-payload';

describe('sealPayload', () => {
  const { key, privateKey } = testKeyPair('k1');

  it('seals { payload, nonce, timestamp } that node:crypto opens with the private key', async () => {
    const payload = { username: 'rahim', password: 'পাসওয়ার্ড-1' };
    const sealed = await sealPayload(payload, key, 1_700_000_000_000);
    expect(sealed.keyId).toBe('k1');
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12);
    const opened = openWithNodeCrypto(sealed, privateKey);
    expect(opened.payload).toEqual(payload);
    expect(opened.timestamp).toBe(1_700_000_000_000);
    expect(Buffer.from(opened.nonce, 'base64')).toHaveLength(16);
  });

  it('uses a fresh AES key, IV and nonce every time', async () => {
    const [a, b] = await Promise.all([sealPayload('same', key), sealPayload('same', key)]);
    expect(a.wrappedKey).not.toBe(b.wrappedKey);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(openWithNodeCrypto(a, privateKey).nonce).not.toBe(openWithNodeCrypto(b, privateKey).nonce);
  });

  it('timestamps with the current clock by default', async () => {
    const before = Date.now();
    const { timestamp } = openWithNodeCrypto(await sealPayload(null, key), privateKey);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a key that is not an RSA SPKI key', async () => {
    await expect(sealPayload({}, { keyId: 'k1', publicKey: 'bm90IGEga2V5' })).rejects.toThrow();
  });
});
