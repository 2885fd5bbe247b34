import { mainWallet, type Wallet } from '@khela/shared';
import { parseAmount } from '@/lib/amount-input';

/** What the move form holds: wallet codes and the amount as typed. */
export interface TransferForm {
  from: string;
  to: string;
  amount: string;
}

export type AmountProblem = 'required' | 'format' | 'zero' | 'tooMuch';

export interface TransferProblems {
  from?: 'locked';
  to?: 'locked';
  amount?: AmountProblem;
}

/** Money moves between the main wallet and one game wallet: main to any game wallet, a game wallet back to main. */
export function destinationsFor(from: string, wallets: readonly Wallet[]): Wallet[] {
  return from === mainWallet ? wallets.filter((wallet) => wallet.code !== mainWallet) : wallets.filter((wallet) => wallet.code === mainWallet);
}

/** The form's first choice: from the main wallet to the first game wallet. */
export function firstPair(wallets: readonly Wallet[]): Pick<TransferForm, 'from' | 'to'> {
  return { from: mainWallet, to: destinationsFor(mainWallet, wallets)[0]?.code ?? '' };
}

/** After `from` changes, `to` stays if it is still a destination, else becomes the first one. */
export function withFrom(form: TransferForm, from: string, wallets: readonly Wallet[]): TransferForm {
  const destinations = destinationsFor(from, wallets);
  const to = destinations.some((wallet) => wallet.code === form.to) ? form.to : (destinations[0]?.code ?? '');
  return { ...form, from, to };
}

/** Checks the form against the wallets as last loaded; `amount` is the minor units when it reads. */
export function checkTransfer(form: TransferForm, wallets: readonly Wallet[]): { problems: TransferProblems; amount: number | null } {
  const problems: TransferProblems = {};
  const from = wallets.find((wallet) => wallet.code === form.from);
  const to = wallets.find((wallet) => wallet.code === form.to);
  if (from?.locked) problems.from = 'locked';
  if (to?.locked) problems.to = 'locked';
  const amount = parseAmount(form.amount);
  if (form.amount.trim() === '') problems.amount = 'required';
  else if (amount === null) problems.amount = 'format';
  else if (amount === 0) problems.amount = 'zero';
  else if (from && amount > from.balance) problems.amount = 'tooMuch';
  return { problems, amount };
}

/** The fields in the order the form shows them, for moving the focus to the first wrong one. */
export const transferFields = ['from', 'to', 'amount'] as const;
