import { createHash, createHmac } from 'node:crypto';
import { LOTTERY_KINDS } from './lottery-kinds';
import type { LotteryKind } from './lottery-kinds';
import { LotteryStream, lotteryBlock, lotteryDrawKey, lotterySeedHash, newLotterySeedHex } from './lottery-random';
import { deriveLotteryResult } from './lottery-draw';

/**
 * An independent reading of docs/lottery.md "Rules and fairness", on Node's own crypto: the
 * procedure written out again, so the module and the document must agree.
 */
function referenceInts(seed: string, drawKey: string) {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 32;
  const uint32 = (): number => {
    if (offset === 32) {
      block = createHmac('sha256', Buffer.from(seed, 'utf8')).update(Buffer.from(`${drawKey}:${cursor}`, 'utf8')).digest();
      cursor += 1;
      offset = 0;
    }
    offset += 4;
    return block.readUInt32BE(offset - 4);
  };
  return (n: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    let v = uint32();
    while (v >= limit) v = uint32();
    return v % n;
  };
}

const LAYOUT_M2: Array<[string, number, number]> = [['special', 1, 5], ['first', 1, 5], ['second', 2, 5], ['third', 6, 5], ['fourth', 4, 4], ['fifth', 6, 4], ['sixth', 3, 3], ['seventh', 4, 2]];
const LAYOUT_M1: Array<[string, number, number]> = [['special', 1, 6], ['first', 1, 5], ['second', 1, 5], ['third', 2, 5], ['fourth', 7, 5], ['fifth', 1, 4], ['sixth', 3, 4], ['seventh', 1, 3], ['eighth', 1, 2]];

function referenceResult(kind: LotteryKind, seed: string, drawKey: string) {
  const int = referenceInts(seed, drawKey);
  const pad = (v: number, d: number) => v.toString().padStart(d, '0');
  if (kind === 'wingo') return { tiers: [{ tier: 'number', numbers: [`${int(10)}`] }] };
  if (kind === 'd5') return { tiers: [{ tier: 'digits', numbers: [0, 1, 2, 3, 4].map(() => `${int(10)}`) }] };
  if (kind === 'k3') return { tiers: [{ tier: 'dice', numbers: [0, 1, 2].map(() => `${int(6) + 1}`) }] };
  if (kind === 'sea4d') {
    const all: string[] = [];
    while (all.length < 23) {
      const n = pad(int(10000), 4);
      if (!all.includes(n)) all.push(n);
    }
    return { tiers: [{ tier: 'first', numbers: all.slice(0, 1) }, { tier: 'second', numbers: all.slice(1, 2) }, { tier: 'third', numbers: all.slice(2, 3) }, { tier: 'starter', numbers: all.slice(3, 13) }, { tier: 'consolation', numbers: all.slice(13, 23) }] };
  }
  const layout = kind === 'vn_south' || kind === 'vn_central' ? LAYOUT_M1 : LAYOUT_M2;
  return { tiers: layout.map(([tier, count, digits]) => ({ tier, numbers: Array.from({ length: count }, () => pad(int(10 ** digits), digits)) })) };
}

describe('lottery random stream', () => {
  it('hashes the seed as hex SHA-256 of its UTF-8', () => {
    expect(lotterySeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const seed of ['', 'khela', 'বাংলা-seed', newLotterySeedHex()]) {
      expect(lotterySeedHash(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
    }
  });

  it('makes fresh hex seeds', () => {
    const a = newLotterySeedHex();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newLotterySeedHex(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(newLotterySeedHex()).not.toBe(a);
    expect(() => newLotterySeedHex(4)).toThrow(RangeError);
  });

  it('reads blocks as HMAC-SHA256(seed, `${drawKey}:${cursor}`)', () => {
    const key = lotteryDrawKey('WINGO1', '20261126-0001');
    expect(key).toBe('WINGO1:20261126-0001');
    for (const cursor of [0, 1, 7]) {
      expect(Buffer.from(lotteryBlock('s3cr3t', key, cursor)).toString('hex')).toBe(createHmac('sha256', 's3cr3t').update(`${key}:${cursor}`).digest('hex'));
    }
  });

  it('draws unbiased integers by rejection, as the reference does (rejections included)', () => {
    // n = 3·2^30: a quarter of all uint32 values fall in the rejected tail, so rejections surely happen.
    const n = 3 * 2 ** 30;
    const ours = new LotteryStream('seed-r', 'G:1');
    const ref = referenceInts('seed-r', 'G:1');
    const raw = new LotteryStream('seed-r', 'G:1');
    let rejected = 0;
    for (let i = 0; i < 200; i += 1) expect(ours.nextInt(n)).toBe(ref(n));
    for (let i = 0; i < 200; i += 1) if (raw.nextUint32() >= 2 ** 32 - (2 ** 32 % n)) rejected += 1;
    expect(rejected).toBeGreaterThan(10);
    for (const m of [1, 6, 10, 100, 10_000, 1_000_000]) {
      const s = new LotteryStream('seed-m', 'G:2');
      const r = referenceInts('seed-m', 'G:2');
      for (let i = 0; i < 50; i += 1) expect(s.nextInt(m)).toBe(r(m));
    }
    expect(() => new LotteryStream('s', 'k').nextInt(0)).toThrow(RangeError);
  });

  it.each(LOTTERY_KINDS)('derives %s results exactly as the documented procedure does', (kind) => {
    for (let i = 0; i < 40; i += 1) {
      const seed = `seed-${kind}-${i}`;
      const key = lotteryDrawKey(`G-${kind}`, `20261126-${i}`);
      expect(deriveLotteryResult(kind, seed, key)).toEqual(referenceResult(kind, seed, key));
    }
  });

  it('keeps fixed vectors (a change of procedure breaks every published draw)', () => {
    const seed = 'a3f1c2e4b5d6978812345678deadbeefcafebabe0011223344556677889900aa';
    expect(lotterySeedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    const at = (kind: LotteryKind, key: string) => deriveLotteryResult(kind, seed, key).tiers.map((t) => t.numbers.join(',')).join('|');
    expect(at('wingo', 'WINGO1M:20261126-0001')).toBe('6');
    expect(at('d5', 'D5-1M:20261126-0001')).toBe('8,4,5,9,7');
    expect(at('k3', 'K3-1M:20261126-0001')).toBe('3,5,5');
    expect(at('vn_north', 'VN-NORTH:2026-11-26')).toBe('19130|04932|85077,69225|94054,55812,63172,78118,15372,48289|8211,1445,3231,1077|5982,2753,3757,7248,4715,8716|775,250,008|72,41,96,95');
    expect(at('vn_south', 'VN-HCM:2026-11-28')).toBe('209063|03733|14741|84713,75402|60167,79674,51796,61518,59499,70705,38489|5994|8071,8104,9041|207|79');
    expect(at('sea4d', 'SEA4D:2026-11-28')).toBe('9291|0645|1772|9035,9794,0486,7001,1575,7586,5179,1257,9704,8206|8701,7737,6527,0009,0744,2311,6454,5818,5090,3080');
  });
});
