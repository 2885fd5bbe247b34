import { moneyToWire, type Page } from '@khela/contracts';
import type { AdjustmentResult } from './balance-adjustments';
import type { MemberLedger } from './member-ledger';
import type { OperatorAccount } from './operator-accounts';
import type { OperatorActionRecord } from './operator-actions-record';

/**
 * The operator API's answers on the wire (docs/wallet.md): money as numbers of minor units, times
 * as ISO strings. The routes send them and the CLI prints them, whichever way it ran.
 */
export function operatorAccountView(account: OperatorAccount) {
  return {
    id: account.id,
    username: account.username,
    role: account.role,
    merchant: account.merchantCode,
    active: account.active,
    createdAt: account.createdAt.toISOString(),
  };
}

export function adjustmentView(result: AdjustmentResult) {
  return { transferId: result.transferId, balance: moneyToWire(result.balance) };
}

export function memberLedgerView(ledger: MemberLedger) {
  return {
    member: ledger.member,
    accounts: ledger.accounts.map((row) => ({ ...row, balance: moneyToWire(row.balance), held: moneyToWire(row.held) })),
    ...ledger.entries,
    records: ledger.entries.records.map((entry) => ({
      ...entry,
      time: entry.time.toISOString(),
      amount: moneyToWire(entry.amount),
      held: moneyToWire(entry.held),
      balanceAfter: moneyToWire(entry.balanceAfter),
      heldAfter: moneyToWire(entry.heldAfter),
    })),
  };
}

export function actionsView(found: Page<OperatorActionRecord>) {
  return { ...found, records: found.records.map((record) => ({ ...record, createdAt: record.createdAt.toISOString() })) };
}
