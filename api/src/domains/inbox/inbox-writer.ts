import { EventEmitter } from 'node:events';
import { json, type Queryable } from '../../platform/db/db';

/** The personal messages the system writes, and the parameters each template fills (docs/messages.md). */
export interface TemplateParams {
  'deposit.approved': { orderNo: string; amount: string };
  'deposit.rejected': { orderNo: string; amount: string; reason: string };
  'withdrawal.paid': { orderNo: string; amount: string };
  'withdrawal.rejected': { orderNo: string; amount: string; reason: string };
  'bonus.issued': { amount: string; titleEn: string; titleBn: string };
  'contract.offered': { upline: string; kind: string };
  'login.new.device': { at: string; ip: string };
  'feedback.replied': { feedbackId: string };
}
export type MessageTemplate = keyof TemplateParams;
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = ['deposit.approved', 'deposit.rejected', 'withdrawal.paid', 'withdrawal.rejected', 'bonus.issued', 'contract.offered', 'login.new.device', 'feedback.replied'];

export type PersonalMessage = {
  [T in MessageTemplate]: {
    merchantCode: string;
    memberId: string;
    template: T;
    params: TemplateParams[T];
    /** The event, unique in the brand: the same event writes one message however often it is told (`deposit:{orderNo}`). */
    eventKey: string;
  };
}[MessageTemplate];

/** Messages written inside other code's transactions, heard by every inbox of this process (inbox-live.ts) to announce once committed. */
export const writtenMessages = new EventEmitter().setMaxListeners(0);

export interface WrittenMessage {
  id: string;
  merchantCode: string;
  memberId: string;
}

/**
 * Writes a personal message inside the caller's transaction (it commits or rolls back with the
 * event). Idempotent: the event key is unique per brand, so a retried or repeated event writes
 * nothing the second time. The member's open pages hear of it once the transaction has committed.
 */
export async function writeMemberMessage(tx: Queryable, message: PersonalMessage): Promise<{ id: string; created: boolean }> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO member_messages (merchant_code, member_id, template, params, event_key)
     VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (merchant_code, event_key) DO NOTHING
     RETURNING id::text AS id`,
    [message.merchantCode, message.memberId, message.template, json(message.params), message.eventKey],
  );
  if (!row) return { id: '', created: false };
  const written: WrittenMessage = { id: row.id, merchantCode: message.merchantCode, memberId: message.memberId };
  writtenMessages.emit('written', written);
  return { id: row.id, created: true };
}
