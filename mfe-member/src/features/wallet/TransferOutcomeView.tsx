import type { Wallet } from '@khela/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import type { TransferOutcome } from './use-wallet-transfer';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import styles from './wallet.module.css';

export interface TransferOutcomeViewProps {
  outcome: TransferOutcome;
  wallets: readonly Wallet[];
  checking: boolean;
  onCheck: () => void;
  /** The message, so the form can move the focus to it when an answer arrives. */
  messageRef: Ref<HTMLParagraphElement>;
}

/** What became of the last move, in words, with "check status" while it is not settled. */
export function TransferOutcomeView({ outcome, wallets, checking, onCheck, messageRef }: TransferOutcomeViewProps) {
  const { t } = useTranslation('member');
  const labels = useWalletLabels();
  const name = (code: string) => labels.walletName(wallets.find((wallet) => wallet.code === code) ?? { code, name: code });
  let text: string;
  switch (outcome.kind) {
    case 'done':
      text = t('wallet.move.done', { amount: labels.money(outcome.request.amount), from: name(outcome.request.from), to: name(outcome.request.to) });
      break;
    case 'failed':
      text = t('wallet.move.failed');
      break;
    case 'locked':
      text = t(outcome.again ? 'wallet.move.stillLocked' : 'wallet.move.locked', { amount: labels.money(outcome.request.amount), from: name(outcome.request.from), to: name(outcome.request.to) });
      break;
    case 'unknown':
      text = t('wallet.move.unknown', { message: outcome.message });
      break;
    case 'refused':
      text = outcome.message;
  }
  const settled = outcome.kind === 'done';
  const troubled = outcome.kind === 'failed' || outcome.kind === 'refused' || outcome.kind === 'unknown';
  const checkable = outcome.kind === 'locked' || outcome.kind === 'unknown';
  return (
    <div className={`${styles.outcome} ${settled ? styles.done : ''} ${troubled ? styles.problem : ''}`} data-testid="transfer-outcome" data-outcome={outcome.kind}>
      <p ref={messageRef} tabIndex={-1} className={styles.message} role={troubled ? 'alert' : 'status'}>
        {text}
      </p>
      {outcome.kind === 'locked' && outcome.checkError && (
        <p role="alert" className={formStyles.fieldError}>
          {outcome.checkError}
        </p>
      )}
      {checkable && (
        <button type="button" className={formStyles.secondary} aria-disabled={checking || undefined} onClick={onCheck}>
          {checking ? t('wallet.move.checking') : t('wallet.move.checkStatus')}
        </button>
      )}
    </div>
  );
}
