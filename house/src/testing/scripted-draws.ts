/**
 * A draw source for game engine tests: hands out the given draws in order (so a round's outcome is
 * chosen by the test) and records the ranges asked for. A draw that is missing or out of its range
 * throws, so a test cannot pass on draws the engine never asked for. Any engine's `IntSource` fits.
 */
export function scriptedDraws(values: readonly number[]): { nextInt(n: number): number; asked: number[] } {
  const left = [...values];
  const asked: number[] = [];
  return {
    asked,
    nextInt(n) {
      asked.push(n);
      const value = left.shift();
      if (value === undefined || value >= n) throw new RangeError(`no scripted draw for nextInt(${n})`);
      return value;
    },
  };
}
