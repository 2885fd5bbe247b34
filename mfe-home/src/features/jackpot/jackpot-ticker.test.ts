import { jackpotMax, jackpotMin, nextJackpot, randomDelay, randomStart, randomStep, startJackpot } from './jackpot-ticker';

describe('jackpot ticker', () => {
  afterEach(() => jest.useRealTimers());

  it('steps by 10.00 to 50.00 and waits 3, 4 or 5 seconds', () => {
    expect(randomStep(() => 0)).toBe(1_000);
    expect(randomStep(() => 0.999999)).toBe(5_000);
    expect([randomDelay(() => 0), randomDelay(() => 0.5), randomDelay(() => 0.99)]).toEqual([3_000, 4_000, 5_000]);
  });

  it('starts within the range', () => {
    expect(randomStart(() => 0)).toBe(jackpotMin);
    expect(randomStart(() => 0.999)).toBeLessThan(jackpotMax);
  });

  it('wraps to the minimum when it reaches the maximum', () => {
    expect(nextJackpot(jackpotMax - 2_000, 1_000)).toBe(jackpotMax - 1_000);
    expect(nextJackpot(jackpotMax - 1_000, 1_000)).toBe(jackpotMin);
    expect(nextJackpot(jackpotMax - 10, 5_000)).toBe(jackpotMin);
  });

  it('ticks on its own schedule until stopped', () => {
    jest.useFakeTimers();
    const ticks: number[] = [];
    // random() = 0: the smallest step (10.00) after the shortest wait (3 s).
    const stop = startJackpot((value) => ticks.push(value), jackpotMin, () => 0);
    jest.advanceTimersByTime(2_999);
    expect(ticks).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ticks).toEqual([jackpotMin + 1_000]);
    jest.advanceTimersByTime(6_000);
    expect(ticks).toEqual([jackpotMin + 1_000, jackpotMin + 2_000, jackpotMin + 3_000]);
    stop();
    jest.advanceTimersByTime(30_000);
    expect(ticks).toHaveLength(3);
  });

  it('wraps while running', () => {
    jest.useFakeTimers();
    const ticks: number[] = [];
    const stop = startJackpot((value) => ticks.push(value), jackpotMax - 1_500, () => 0);
    jest.advanceTimersByTime(6_000);
    expect(ticks).toEqual([jackpotMax - 500, jackpotMin]);
    stop();
  });
});
