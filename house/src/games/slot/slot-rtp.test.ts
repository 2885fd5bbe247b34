import { enumerateEveryStop, simulateSlot } from './slot-simulation';
import { exactRtp, formatRtpPercent, SLOT_RTP } from './slot-rtp';
import { SLOT_LINES } from './slot-engine';

describe('the slot’s return to player', () => {
  it('is about 96%, computed exactly as a fraction from the reel strips', () => {
    expect(SLOT_RTP.numerator).toBe(16_512_869n);
    expect(SLOT_RTP.denominator).toBe(28n ** 5n);
    expect(SLOT_RTP.value).toBeGreaterThan(0.955);
    expect(SLOT_RTP.value).toBeLessThan(0.965);
    expect(formatRtpPercent()).toBe('95.95%');
  });

  it('equals the total paid over every one of the 28⁵ stop combinations, to the paisa', () => {
    const { combinations, paidLineBets } = enumerateEveryStop();
    expect(BigInt(combinations)).toBe(SLOT_RTP.denominator);
    // Every spin stakes SLOT_LINES line bets: paid / staked = numerator / denominator exactly.
    expect(BigInt(paidLineBets) * SLOT_RTP.denominator).toBe(SLOT_RTP.numerator * BigInt(combinations) * BigInt(SLOT_LINES));
  });

  it('follows the strips: a strip with more cherries pays a different exact figure', () => {
    const strips = [['CHERRY', 'CHERRY', 'LEMON'], ['CHERRY', 'LEMON'], ['CHERRY', 'BAR'], ['BAR'], ['BAR']];
    // Per line: P(3 cherries) = 2/3 · 1/2 · 1/2 = 1/6 → 4 line bets; no other run pays.
    const rtp = exactRtp(strips);
    expect(rtp.numerator * 6n).toBe(rtp.denominator * 4n);
  });

  it('agrees with a simulation of 10 million spins within 5 standard errors of the per-spin variance', () => {
    const simulation = simulateSlot(10_000_000, 20260101);
    // The tolerance comes from the spread of one spin's return (σ ≈ 2.4 stakes), not a guess.
    expect(simulation.spinStdDev).toBeGreaterThan(1);
    expect(Math.abs(simulation.rtp - SLOT_RTP.value)).toBeLessThan(5 * simulation.standardError);
    expect(5 * simulation.standardError).toBeLessThan(0.005);
  }, 120_000);
});
