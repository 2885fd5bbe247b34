import walletStyles from '@/components/records.module.css';

/** The account record's colours for a change of money: green for a gain, red for a loss, none for zero. */
export function signedTone(minor: number): string {
  return (minor > 0 ? walletStyles.credit : minor < 0 ? walletStyles.debit : undefined) ?? '';
}
