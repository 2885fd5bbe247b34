import { createHmac } from 'node:crypto';
import { isSignedBy, SIGNATURE_TOLERANCE_MS, signBody, signedHeaders } from './signature';

const SECRET = 'vendor-secret';
const NOW = 1_767_000_000_000;
const body = '{"playerId":"KH1:42","amount":1000}';

describe('the vendor signing rule', () => {
  it('is hex HMAC-SHA256 of "timestamp.body"', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${body}`).digest('hex');
    expect(signBody(SECRET, String(NOW), body)).toBe(expected);
  });

  it('signed headers carry the vendor code, the timestamp and a signature the receiver accepts', () => {
    const headers = signedHeaders('HOUSE', SECRET, body, NOW);
    expect(headers).toMatchObject({ 'content-type': 'application/json', 'x-vendor-code': 'HOUSE', 'x-timestamp': String(NOW) });
    expect(isSignedBy(SECRET, headers['x-timestamp'], body, headers['x-signature'], NOW)).toBe(true);
    expect(isSignedBy(SECRET, headers['x-timestamp'], body, headers['x-signature']!.toUpperCase(), NOW)).toBe(true);
  });

  it('refuses another body, another secret, a stale or future timestamp and malformed headers', () => {
    const signature = signBody(SECRET, String(NOW), body);
    expect(isSignedBy(SECRET, String(NOW), body + ' ', signature, NOW)).toBe(false);
    expect(isSignedBy('other', String(NOW), body, signature, NOW)).toBe(false);
    expect(isSignedBy(SECRET, String(NOW), body, signature, NOW + SIGNATURE_TOLERANCE_MS)).toBe(true);
    expect(isSignedBy(SECRET, String(NOW), body, signature, NOW + SIGNATURE_TOLERANCE_MS + 1)).toBe(false);
    expect(isSignedBy(SECRET, String(NOW), body, signature, NOW - SIGNATURE_TOLERANCE_MS - 1)).toBe(false);
    expect(isSignedBy(SECRET, undefined, body, signature, NOW)).toBe(false);
    expect(isSignedBy(SECRET, String(NOW), body, undefined, NOW)).toBe(false);
    expect(isSignedBy(SECRET, `${NOW}.5`, body, signature, NOW)).toBe(false);
    expect(isSignedBy(SECRET, String(NOW), body, signature.slice(2), NOW)).toBe(false);
    expect(isSignedBy(SECRET, String(NOW), body, `zz${signature.slice(2)}`, NOW)).toBe(false);
  });
});
