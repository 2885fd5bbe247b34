import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The random stream of one lottery draw (docs/lottery.md "Rules and fairness"), the house games'
 * scheme (house/src/fair/fair-stream.ts) with the draw key in place of `clientSeed:nonce`:
 *
 *   block(cursor) = HMAC-SHA256(key = UTF-8(serverSeed), message = UTF-8(`${drawKey}:${cursor}`))
 *   drawKey       = `${gameCode}:${drawNo}`, cursor = 0, 1, 2 … (decimal, no padding)
 *
 * Each 32-byte block is read 4 bytes at a time as big-endian unsigned 32-bit integers (8 per
 * block); when a block runs out the next cursor's block follows. An integer in [0, n) takes the
 * next uint32 v: if v ≥ 2³² − (2³² mod n) (the last, incomplete copy of [0, n)) v is thrown away
 * and the next one read, else the integer is v mod n. Every value of [0, n) is then equally likely.
 *
 * Pure JavaScript (@noble/hashes): the api and the browser's verification page run the same code.
 */

const TWO_POW_32 = 0x1_0000_0000;

/** The draw key the stream is read under: `${gameCode}:${drawNo}`. */
export function lotteryDrawKey(gameCode: string, drawNo: string): string {
  return `${gameCode}:${drawNo}`;
}

/** Hex SHA-256 of the server seed's UTF-8: published before betting on the draw opens. */
export function lotterySeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** A fresh server seed: `bytes` random bytes (Web Crypto's getRandomValues, in Node 20 and browsers) as hex. */
export function newLotterySeedHex(bytes = 32): string {
  if (!Number.isInteger(bytes) || bytes < 16 || bytes > 1024) throw new RangeError(`seed length must be 16…1024 bytes, got ${bytes}`);
  return bytesToHex(randomBytes(bytes));
}

/** One 32-byte block of a draw's stream. */
export function lotteryBlock(serverSeed: string, drawKey: string, cursor: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${drawKey}:${cursor}`));
}

/** Reads a draw's stream: uint32s and unbiased integers, in the order docs/lottery.md gives. */
export class LotteryStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 32;
  private cursor = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly drawKey: string,
  ) {}

  /** The next 4 bytes as a big-endian unsigned 32-bit integer. */
  nextUint32(): number {
    if (this.offset >= 32) {
      this.block = lotteryBlock(this.serverSeed, this.drawKey, this.cursor);
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o] ?? 0) * 0x100_0000 + (b[o + 1] ?? 0) * 0x1_0000 + (b[o + 2] ?? 0) * 0x100 + (b[o + 3] ?? 0));
  }

  /** An integer in [0, n), unbiased (rejection of the last incomplete copy of the range). */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`nextInt range must be 1…2^32, got ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }
}
