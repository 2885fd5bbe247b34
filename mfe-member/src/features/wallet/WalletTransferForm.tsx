import { Icon, type Wallet } from '@khela/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles, SelectFilter, TextField } from '@khela/shared/reports';
import { amountText } from '@/lib/amount-input';
import { checkTransfer, destinationsFor, firstPair, transferFields, withFrom, type TransferForm, type TransferProblems } from './transfer-form';
import { TransferOutcomeView } from './TransferOutcomeView';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import { useWalletTransfer } from './use-wallet-transfer';
import styles from './wallet.module.css';

type Field = (typeof transferFields)[number];

/**
 * Moves money between the main wallet and a game wallet: from, to (swap), amount (with "all"),
 * checked here first, then sent with its own request id. The outcome takes the focus when it
 * arrives, so it is read at once; a wrong field takes it instead when the form is refused here.
 */
export function WalletTransferForm({ wallets, onWallets }: { wallets: readonly Wallet[]; onWallets: (wallets: Wallet[]) => void }) {
  const { t } = useTranslation('member');
  const labels = useWalletLabels();
  const [form, setForm] = useState<TransferForm>(() => ({ ...firstPair(wallets), amount: '' }));
  const [problems, setProblems] = useState<TransferProblems>({});
  const transfer = useWalletTransfer(onWallets);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const message = useRef<HTMLParagraphElement>(null);
  const [focusOutcome, setFocusOutcome] = useState(0);
  useEffect(() => {
    if (focusOutcome > 0) message.current?.focus();
  }, [focusOutcome]);

  const from = wallets.find((wallet) => wallet.code === form.from);
  const change = (next: TransferForm, touched: Field[]) => {
    setForm(next);
    setProblems((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !touched.includes(field as Field))));
    transfer.formChanged();
  };
  const option = (wallet: Wallet): [string, string] => [
    wallet.code,
    `${labels.walletName(wallet)} (${labels.money(wallet.balance)})${wallet.locked ? ` · ${t('wallet.locked')}` : ''}`,
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (transfer.busy) return;
    const checked = checkTransfer(form, wallets);
    setProblems(checked.problems);
    const firstWrong = transferFields.find((field) => checked.problems[field]);
    if (firstWrong) return fields.current[firstWrong]?.focus();
    const outcome = await transfer.send({ from: form.from, to: form.to, amount: checked.amount! });
    if (!outcome) return;
    if (outcome.kind === 'done') setForm((previous) => ({ ...previous, amount: '' }));
    setFocusOutcome((n) => n + 1);
  };

  const check = async () => {
    const outcome = await transfer.check();
    if (outcome?.kind === 'done') setForm((previous) => ({ ...previous, amount: '' }));
    // The check button stays for a move still unsettled (the focus with it); otherwise the answer takes the focus.
    if (outcome && outcome.kind !== 'locked' && outcome.kind !== 'unknown') setFocusOutcome((n) => n + 1);
  };

  const problemText = (field: Field): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    const wallet = wallets.find((candidate) => candidate.code === form[field === 'amount' ? 'from' : field]);
    return t(`wallet.move.errors.${problem}`, { wallet: labels.walletName(wallet), amount: labels.money(from?.balance ?? 0) });
  };

  const sending = transfer.busy === 'sending';
  return (
    <>
      <form className={formStyles.form} aria-label={t('wallet.move.title')} onSubmit={(event) => void submit(event)} noValidate data-testid="wallet-transfer-form">
        <div className={styles.pair}>
          <SelectFilter
            ref={(element) => {
              fields.current.from = element;
            }}
            label={t('wallet.move.from')}
            value={form.from}
            options={wallets.map(option)}
            onChange={(code) => change(withFrom(form, code, wallets), ['from', 'to', 'amount'])}
            error={problemText('from')}
          />
          <button
            type="button"
            className={`${formStyles.secondary} ${styles.swap}`}
            onClick={() => change({ ...form, from: form.to, to: form.from }, ['from', 'to', 'amount'])}
          >
            <Icon name="swap-vertical" />{' '}
            {t('wallet.move.swap')}
          </button>
          <SelectFilter
            ref={(element) => {
              fields.current.to = element;
            }}
            label={t('wallet.move.to')}
            value={form.to}
            options={destinationsFor(form.from, wallets).map(option)}
            onChange={(code) => change({ ...form, to: code }, ['to'])}
            error={problemText('to')}
          />
        </div>
        <div className={styles.amountRow}>
          <TextField
            ref={(element) => {
              fields.current.amount = element;
            }}
            label={t('wallet.move.amount')}
            hint={t('wallet.move.available', { wallet: labels.walletName(from), amount: labels.money(from?.balance ?? 0) })}
            error={problemText('amount')}
            value={form.amount}
            onChange={(event) => change({ ...form, amount: event.target.value }, ['amount'])}
            inputMode="decimal"
            autoComplete="off"
            name="amount"
          />
          <button
            type="button"
            className={`${formStyles.secondary} ${styles.allButton}`}
            data-testid="transfer-all"
            onClick={() => change({ ...form, amount: amountText(from?.balance ?? 0) }, ['amount'])}
          >
            {t('wallet.move.all')}
          </button>
        </div>
        <button type="submit" className={formStyles.primary} aria-disabled={transfer.busy !== null || undefined}>
          {sending ? t('wallet.move.sending') : t('wallet.move.submit')}
        </button>
      </form>
      {transfer.outcome && (
        <TransferOutcomeView outcome={transfer.outcome} wallets={wallets} checking={transfer.busy === 'checking'} onCheck={() => void check()} messageRef={message} />
      )}
    </>
  );
}
