import { createHash } from 'node:crypto';
import type { Language } from '../../platform/i18n/language';
import { type MessageKey, translate } from '../../platform/i18n/translate';
// Texts translated here are this domain's: its catalogue loads with this module.
import './messages';
import type { VendorStatus } from '@khela/contracts';


/** The vendor protocol's answer: plain JSON, not the site's envelope. Money in minor units. */
export interface VendorAnswer {
  status: VendorStatus;
  message?: string;
  transactionId?: string;
  /** Our ledger transfer for the movement (null for a lost round's win). */
  walletTransactionId?: string | null;
  balance?: number;
  currency?: string;
  playerId?: string;
  sessionToken?: string;
  language?: string;
  nickname?: string;
  funPlay?: boolean;
  /** adjust: what a take-back could not take from the player. */
  shortfall?: number;
}

const MESSAGE_KEYS: Record<VendorStatus, MessageKey> = {
  OK: 'vendorWallet.status.OK',
  INVALID_SIGNATURE: 'vendorWallet.status.INVALID_SIGNATURE',
  INVALID_REQUEST: 'vendorWallet.status.INVALID_REQUEST',
  INVALID_TOKEN: 'vendorWallet.status.INVALID_TOKEN',
  PLAYER_NOT_FOUND: 'vendorWallet.status.PLAYER_NOT_FOUND',
  SESSION_EXPIRED: 'vendorWallet.status.SESSION_EXPIRED',
  FUN_PLAY_SESSION: 'vendorWallet.status.FUN_PLAY_SESSION',
  INSUFFICIENT_FUNDS: 'vendorWallet.status.INSUFFICIENT_FUNDS',
  PLAYER_RESTRICTED: 'vendorWallet.status.PLAYER_RESTRICTED',
  BET_NOT_FOUND: 'vendorWallet.status.BET_NOT_FOUND',
  BET_ALREADY_SETTLED: 'vendorWallet.status.BET_ALREADY_SETTLED',
  BET_ALREADY_ROLLED_BACK: 'vendorWallet.status.BET_ALREADY_ROLLED_BACK',
  BET_NOT_SETTLED: 'vendorWallet.status.BET_NOT_SETTLED',
  ADJUSTMENT_EXCEEDS_PAYOUT: 'vendorWallet.status.ADJUSTMENT_EXCEEDS_PAYOUT',
  DUPLICATE_TRANSACTION_MISMATCH: 'vendorWallet.status.DUPLICATE_TRANSACTION_MISMATCH',
  INTERNAL_ERROR: 'vendorWallet.status.INTERNAL_ERROR',
};

/** A refusal's message is the translated text of its status (stored answers keep only the status). */
export function withMessage(answer: VendorAnswer, language: Language): VendorAnswer {
  if (answer.status === 'OK' || answer.message) return answer;
  return { ...answer, message: translate(language, MESSAGE_KEYS[answer.status]) };
}

export function refusal(status: VendorStatus, language: Language, key: MessageKey = MESSAGE_KEYS[status], params: Record<string, string | number> = {}): VendorAnswer {
  return { status, message: translate(language, key, params) };
}

/**
 * Fingerprint of a money call: the action and every field that decides what it does. A repeated
 * transaction id with the same fingerprint is a retry; with another, a different request.
 */
export function requestHash(action: string, fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify([action, ...fields])).digest('hex');
}
