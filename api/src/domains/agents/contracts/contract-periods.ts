import { Cron } from 'croner';
import type { ContractPeriod } from '../contract-model';

/**
 * Where each contract period starts, in the brand's time zone (docs/agents.md, "Contracts"): a
 * cron pattern croner evaluates in that zone. Real-time salary every 5 minutes (SPEC §9), hourly on
 * the hour, daily at midnight, weekly on Monday, semi-monthly on the 1st and 16th, monthly on the 1st.
 */
export const PERIOD_STARTS: Record<ContractPeriod, string> = {
  realtime: '*/5 * * * *',
  hourly: '0 * * * *',
  daily: '0 0 * * *',
  weekly: '0 0 * * 1',
  semimonthly: '0 0 1,16 * *',
  monthly: '0 0 1 * *',
};

/** The first period start strictly after `at`: where an accepted contract starts counting. */
export function nextPeriodStart(period: ContractPeriod, at: Date, timeZone: string): Date {
  const next = new Cron(PERIOD_STARTS[period], { timezone: timeZone, paused: true }).nextRun(at);
  if (!next) throw new Error(`no next ${period} start after ${at.toISOString()}`);
  return next;
}
