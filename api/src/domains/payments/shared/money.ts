/** Minor units (paisa) as the messages show them: 2 decimals and thousands separators, never a float. */
export function formatAmount(minor: bigint | number, currencySymbol = ''): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currencySymbol}${whole}.${cents}`;
}

/** Wire amounts are JSON numbers (safe integers up to 2^53); the api counts in bigint. */
export const toWire = (minor: bigint | string): number => Number(minor);
