import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from './payment-calls';
import styles from './payments.module.css';
import { usePaymentFormat } from './use-payment-format';

/** The deposit channels as cards: a radio group (arrow keys move), each with its name and bounds. */
export function ChannelPicker({ channels, selected, onSelect }: { channels: readonly DepositChannel[]; selected: string; onSelect: (code: string) => void }) {
  const { t } = useTranslation('member');
  const { money } = usePaymentFormat();
  const name = useId();
  return (
    <fieldset className={styles.choices} data-testid="deposit-channels">
      <legend>{t('deposit.channel')}</legend>
      {channels.map((channel) => (
        <label key={channel.code} className={styles.choice} data-testid={`deposit-channel-${channel.code}`}>
          <input type="radio" name={name} value={channel.code} checked={channel.code === selected} onChange={() => onSelect(channel.code)} />
          <span className={styles.choiceName}>{channel.name}</span>
          <span className={styles.choiceDetail}>{t('deposit.range', { min: money(channel.min), max: money(channel.max) })}</span>
        </label>
      ))}
    </fieldset>
  );
}
