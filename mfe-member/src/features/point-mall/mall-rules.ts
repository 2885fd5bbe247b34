import type { MallItem } from './point-mall-types';

/** Most of one item the member may redeem now: the api's 10, the stock, today's caps and their points. */
export function maxQuantity(item: MallItem, points: number | null): number {
  const limits = [10, item.stock, item.myLeftToday, item.leftToday, points === null ? null : Math.floor(points / item.pointsCost)];
  return Math.max(0, Math.min(...limits.filter((limit): limit is number => limit !== null)));
}

export function soldOut(item: MallItem): boolean {
  return item.stock === 0 || item.leftToday === 0 || item.myLeftToday === 0;
}

export interface DeliveryFields {
  name: string;
  phone: string;
  address: string;
}

export type DeliveryErrors = Partial<Record<keyof DeliveryFields, 'required' | 'phoneInvalid' | 'addressShort'>>;

/** The address form's checks, the api's own (contracts DeliverySchema): a name, a phone of 6–20 digits, an address of 5+ characters. */
export function deliveryErrors(fields: DeliveryFields): DeliveryErrors {
  const errors: DeliveryErrors = {};
  if (!fields.name.trim()) errors.name = 'required';
  const phone = fields.phone.trim();
  if (!phone) errors.phone = 'required';
  else if (!/^\+?[0-9 -]{6,20}$/.test(phone)) errors.phone = 'phoneInvalid';
  const address = fields.address.trim();
  if (!address) errors.address = 'required';
  else if (address.length < 5) errors.address = 'addressShort';
  return errors;
}

export type ConvertProblem = { key: 'notMultiple'; multiple: number } | { key: 'belowMin'; min: number } | { key: 'notEnough'; points: number };

/** Why a conversion of `points` would be refused, before asking the api (which checks the same and the daily limits). */
export function convertProblem(points: number, rules: { pointsPerTaka: number; minConvert: number }, balance: number): ConvertProblem | null {
  if (points % rules.pointsPerTaka !== 0) return { key: 'notMultiple', multiple: rules.pointsPerTaka };
  if (points < rules.minConvert) return { key: 'belowMin', min: rules.minConvert };
  if (points > balance) return { key: 'notEnough', points: balance };
  return null;
}
