import { Type } from '@sinclair/typebox';

const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd in the brand time zone, inclusive' });
export const DayRangeQuery = { from: Type.Optional(DAY), to: Type.Optional(DAY) };
