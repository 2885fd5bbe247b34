import type { PointsSettings } from '@khela/contracts/rewards';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { readRewardsSection, writeRewardsSection } from '../core/settings';

/** The brand's points rules when it set none (docs/adr/0016 §8: 100 points = ৳1, ecai's caps off). */
export const DEFAULT_POINTS_SETTINGS: PointsSettings = {
  pointsPerTaka: 100,
  minConvert: 1_000,
  maxConvertPerDay: null,
  convertsPerDay: null,
  convertMultipleX100: 0,
};

const positiveOrNull = (value: unknown): number | null | undefined =>
  value === null ? null : typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** The `points` section over the defaults; a field that is not what it should be keeps its default. */
export async function readPointsSettings(db: Queryable, merchantCode: string): Promise<PointsSettings> {
  const section = await readRewardsSection(db, merchantCode, 'points');
  const settings: PointsSettings = { ...DEFAULT_POINTS_SETTINGS };
  const perTaka = positiveOrNull(section.pointsPerTaka);
  if (typeof perTaka === 'number') settings.pointsPerTaka = perTaka;
  if (typeof section.minConvert === 'number' && Number.isInteger(section.minConvert) && section.minConvert >= 0) settings.minConvert = section.minConvert;
  const maxPerDay = positiveOrNull(section.maxConvertPerDay);
  if (maxPerDay !== undefined) settings.maxConvertPerDay = maxPerDay;
  const perDay = positiveOrNull(section.convertsPerDay);
  if (perDay !== undefined) settings.convertsPerDay = perDay;
  if (typeof section.convertMultipleX100 === 'number' && Number.isInteger(section.convertMultipleX100) && section.convertMultipleX100 >= 0) settings.convertMultipleX100 = section.convertMultipleX100;
  return settings;
}

/** Merges a change over the brand's settings; the minimum must be a whole number of taka. */
export async function writePointsSettings(db: Queryable, merchantCode: string, change: Partial<PointsSettings>): Promise<PointsSettings> {
  const merged = { ...(await readPointsSettings(db, merchantCode)), ...change };
  if (merged.minConvert % merged.pointsPerTaka !== 0) throw new ApiError(400, 'points.settings.bad', { problem: `minConvert ${merged.minConvert} is not a multiple of pointsPerTaka ${merged.pointsPerTaka}` });
  if (merged.maxConvertPerDay !== null && merged.maxConvertPerDay < merged.minConvert) throw new ApiError(400, 'points.settings.bad', { problem: 'maxConvertPerDay is below minConvert' });
  await writeRewardsSection(db, merchantCode, 'points', { ...merged });
  return merged;
}

/** The brand's calendar day (yyyy-MM-dd) of an instant: daily caps reset at the brand's midnight. */
export function brandDay(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
