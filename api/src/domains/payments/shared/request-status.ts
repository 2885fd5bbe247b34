import type { Language } from '../../../platform/i18n/language';
import { type MessageKey, translate } from '../../../platform/i18n/translate';
// Texts translated here are this domain's: its catalogue loads with this module.
import '../messages';


/**
 * A rejection's reason: what the operator typed, or, for a decision the system made (the gateway
 * cancelled, it could not be reached), a catalogue key shown in the reader's language.
 */
export const SYSTEM_REASONS = ['payment.reason.gateway.unavailable', 'payment.reason.gateway.cancelled', 'payment.reason.gateway.failed'] as const;
export type SystemReason = (typeof SYSTEM_REASONS)[number];

export function reasonText(reason: string | null, language: Language): string | null {
  if (reason === null) return null;
  return (SYSTEM_REASONS as readonly string[]).includes(reason) ? translate(language, reason as MessageKey) : reason;
}

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
