import { afterFirstArea, markAreaSettled } from './area-settled';

it('waits for the first remote area to settle, 1.5 s for its content, then a quiet moment; at most maxWaitMs in any case', async () => {
  jest.useFakeTimers();
  try {
    let capped = false;
    void afterFirstArea(5000).then(() => (capped = true));
    let waited = false;
    void afterFirstArea(60_000).then(() => (waited = true));
    await jest.advanceTimersByTimeAsync(4000);
    expect([capped, waited]).toEqual([false, false]);
    await jest.advanceTimersByTimeAsync(3100); // 5 s cap, then the idle callback (jsdom: at most its 2 s timeout)
    expect([capped, waited]).toEqual([true, false]);

    markAreaSettled();
    await jest.advanceTimersByTimeAsync(1400);
    expect(waited).toBe(false);
    await jest.advanceTimersByTimeAsync(2200);
    expect(waited).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
