import { createHmac } from 'node:crypto';
import { FairStream, fairBlock, fairFloats } from './fair-stream';
import { hashServerSeed, isValidClientSeed } from './seeds';

// Fixed vectors: the block and hash were checked with openssl
// (printf 'player-client-seed:7:0' | openssl dgst -sha256 -hmac 'house-server-seed-1'; printf 'house-server-seed-1' | sha256sum).
const input = { serverSeed: 'house-server-seed-1', clientSeed: 'player-client-seed', nonce: 7 };

describe('the provably fair stream', () => {
  it('is HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), block by block', () => {
    expect(fairBlock(input, 0).toString('hex')).toBe('0dfa742efe657b28d52d27f16ee969ac31979c362a38873e8f351a526e969013');
    expect(fairBlock(input, 1).toString('hex')).toBe('a81d197b544d38530a874ae6bf2a48aa57035667e3f41ed3528fe73ccd9984d8');
  });

  it('turns every 4 bytes into a float b0/256 + b1/256² + b2/256³ + b3/256⁴, moving to the next cursor after 8 floats', () => {
    const floats = fairFloats(input, 10);
    expect(floats.slice(0, 3)).toEqual([0.05460287211462855, 0.9937359783798456, 0.8327202762011439]);
    const bytesToFloat = (hex: string) => [...Buffer.from(hex, 'hex')].reduce((sum, byte, i) => sum + byte / 256 ** (i + 1), 0);
    expect(floats[0]).toBeCloseTo(bytesToFloat('0dfa742e'), 15);
    // The 9th float is the first 4 bytes of cursor 1.
    expect(floats[8]).toBeCloseTo(bytesToFloat('a81d197b'), 15);
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
  });

  it('draws integers in a range with the fixed vector, and the same inputs always give the same draws', () => {
    const draws = (stream: FairStream) => [1, 2, 3, 6, 10, 37, 1000].map((n) => stream.nextInt(n));
    expect(draws(new FairStream(input))).toEqual([0, 0, 1, 2, 0, 26, 34]);
    expect(draws(new FairStream({ ...input }))).toEqual(draws(new FairStream(input)));
    expect(draws(new FairStream({ ...input, nonce: 8 }))).not.toEqual(draws(new FairStream(input)));
  });

  it('rejects the 32-bit values of the last incomplete copy of the range, so integers are unbiased', () => {
    // n = 3·2³⁰ ⇒ 2³² mod n = 2³⁰: values from 3·2³⁰ up are rejected. Find a seed whose first value is one of them.
    const n = 3 * 2 ** 30;
    let nonce = 0;
    while (fairBlock({ ...input, nonce }, 0).readUInt32BE(0) < n) nonce += 1;
    const block = fairBlock({ ...input, nonce }, 0);
    expect(new FairStream({ ...input, nonce }).nextInt(n)).toBe(block.readUInt32BE(4) < n ? block.readUInt32BE(4) % n : block.readUInt32BE(8) % n);
    expect(() => new FairStream(input).nextInt(0)).toThrow(RangeError);
  });

  it('matches an HMAC computed here for any seed (not only the vector)', () => {
    const other = { serverSeed: 'a'.repeat(64), clientSeed: 'রহিম', nonce: 123456 };
    const expected = createHmac('sha256', other.serverSeed).update('রহিম:123456:0').digest().readUInt32BE(0) / 2 ** 32;
    expect(fairFloats(other, 1)[0]).toBe(expected);
  });
});

describe('seeds', () => {
  it('shows SHA-256 of the server seed before play', () => {
    expect(hashServerSeed('house-server-seed-1')).toBe('a6a6545e79306ddaed18281c7e2927bed80241d8e14033671218e48b9186b553');
  });

  it('accepts client seeds of 1–64 printable characters', () => {
    expect(isValidClientSeed('my lucky seed')).toBe(true);
    expect(isValidClientSeed('x'.repeat(64))).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed(' padded')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('line\nbreak')).toBe(false);
    expect(isValidClientSeed(42)).toBe(false);
  });
});
