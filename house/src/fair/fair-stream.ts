import { createHmac } from 'node:crypto';

/** The inputs that decide a round: revealed later, so anyone can recompute it. */
export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * The round's random stream, the scheme most provably fair sites publish:
 *   block(cursor) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 * 32 bytes per block, consumed 4 bytes at a time (cursor 0, 1, 2… as blocks run out).
 * - a float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴ (exactly uint32 / 2³²);
 * - an integer in [0, n): the 4 bytes as a big-endian uint32, rejected when it falls in the last
 *   incomplete copy of [0, n) (below 2³² − 2³² mod n it is unbiased), then taken mod n.
 */
export class FairStream {
  private block: Buffer = Buffer.alloc(0);
  private offset = 32;
  private cursor = 0;

  constructor(private readonly input: FairInput) {}

  /** The next 4 bytes as a big-endian unsigned 32-bit integer. */
  nextUint32(): number {
    if (this.offset >= 32) {
      this.block = fairBlock(this.input, this.cursor);
      this.cursor += 1;
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  /** A float in [0, 1) from the next 4 bytes. */
  nextFloat(): number {
    return this.nextUint32() / TWO_POW_32;
  }

  /** An integer in [0, n), unbiased (rejection sampling on the 32-bit value). */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`nextInt range must be 1…2^32, got ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }
}

/** One 32-byte block of a round's stream. */
export function fairBlock(input: FairInput, cursor: number): Buffer {
  return createHmac('sha256', input.serverSeed).update(`${input.clientSeed}:${input.nonce}:${cursor}`).digest();
}

/** The first `count` floats of a round's stream (for the verification page and tests). */
export function fairFloats(input: FairInput, count: number): number[] {
  const stream = new FairStream(input);
  return Array.from({ length: count }, () => stream.nextFloat());
}
