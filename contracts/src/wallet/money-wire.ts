/**
 * Money is bigint minor units in the api and a JSON number on the wire. Every real amount is far
 * below 2^53; one that is not would be a bug upstream, so it fails loudly instead of rounding.
 */
export function moneyToWire(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`money out of the wire's range: ${amount}`);
  return value;
}
