import { configAtom, type SystemConfig } from '@khela/shared';
import { atom } from 'jotai';

/** The demo brand's zone and dialing code, for a config that does not name them (SPEC §9). */
export const fallbackTimeZone = 'Asia/Dhaka';
export const fallbackDialingCode = '880';

/** Dates on this page are in the merchant's time zone, not the device's. */
export const timeZoneAtom = atom((get) => get(configAtom)?.merchant.timeZone || fallbackTimeZone);

/** The brand's mobile prefix; the config may carry `countryDialingCode` (docs/identity.md), read defensively. */
export function dialingCodeOf(config: SystemConfig | null): string {
  const code = (config as (SystemConfig & { countryDialingCode?: unknown }) | null)?.countryDialingCode;
  return typeof code === 'string' && /^[1-9]\d{0,3}$/.test(code) ? code : fallbackDialingCode;
}

export const dialingCodeAtom = atom((get) => dialingCodeOf(get(configAtom)));
