import { currencySymbolAtom, formatMoney, useLanguage } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './jackpot.module.css';
import { randomStart, startJackpot } from './jackpot-ticker';

export function JackpotCounter() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const [value, setValue] = useState(() => randomStart());
  const headingId = useId();

  useEffect(() => startJackpot(setValue, value), []); // eslint-disable-line react-hooks/exhaustive-deps -- started once, from the first value

  return (
    <section className={styles.jackpot} aria-labelledby={headingId} data-testid="jackpot">
      <h2 id={headingId} className={styles.title}>
        {t('jackpot.title')}
      </h2>
      {/* Not a live region: a figure changing every few seconds must not interrupt a screen reader. */}
      <p className={styles.amount} data-testid="jackpot-amount">
        {formatMoney(value, { language, currencySymbol })}
      </p>
    </section>
  );
}
