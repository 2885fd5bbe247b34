/** bigint minor units to a JSON number; an amount beyond 2^53 would be a bug upstream, so it fails loudly. */
export function moneyOnWire(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`money out of the wire's range: ${amount}`);
  return value;
}
