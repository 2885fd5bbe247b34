import { randomInt } from 'node:crypto';

export type OrderKind = 'deposit' | 'withdrawal' | 'upline';

const PREFIX: Record<OrderKind, string> = { deposit: 'D', withdrawal: 'W', upline: 'U' };

/** yyMMdd of `now` in the brand's time zone: an order number tells its day at a glance. */
function brandDay(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: '2-digit', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * D261123 + 10 random digits: unguessable (no count of orders leaks) and short enough to read out
 * to support. The tables' unique index is the backstop against a collision.
 */
export function newOrderNo(kind: OrderKind, timeZone: string, now = new Date()): string {
  const random = `${randomInt(0, 100_000)}`.padStart(5, '0') + `${randomInt(0, 100_000)}`.padStart(5, '0');
  return `${PREFIX[kind]}${brandDay(timeZone, now)}${random}`;
}
