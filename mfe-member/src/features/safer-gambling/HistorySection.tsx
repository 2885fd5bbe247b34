import { dateTimeFormat } from '@khela/shared';
import { LoadStatus } from '@khela/shared/reports';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { useMemberQuery } from '@/lib/use-api-query';
import { saferCalls, type SaferHistory } from './safer-calls';
import { useSaferFormat } from './use-safer-format';
import styles from './safer.module.css';

/** "2026-11" as the reader's month name and year. */
function useMonthName() {
  const { language } = useSaferFormat();
  return (month: string) => dateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** RTS 12 history: the last 3 months of deposits, withdrawals and net result, as the api computed them. */
export function HistorySection() {
  const { t } = useTranslation('member');
  const { money } = useSaferFormat();
  const monthName = useMonthName();
  const loaded = useMemberQuery<SaferHistory>(['safer', 'history'], saferCalls.history, { staleTime: 0 });
  return (
    <Section title={t('safer.history.title')} testId="safer-history" wide>
      <p className={styles.usage}>{t('safer.history.intro')}</p>
      <LoadStatus loading={loaded.loading && !loaded.value} error={loaded.value ? null : loaded.error} onRetry={loaded.reload} shape="rows" count={3} />
      {loaded.value && (
        <table className={styles.table}>
          <caption className={styles.usage}>{t('safer.history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('safer.history.month')}</th>
              <th scope="col">{t('safer.history.deposits')}</th>
              <th scope="col">{t('safer.history.withdrawals')}</th>
              <th scope="col">{t('safer.history.net')}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.months.map((month) => (
              <tr key={month.month} data-testid={`safer-history-${month.month}`}>
                <th scope="row">{monthName(month.month)}</th>
                <td>{money(month.deposits)}</td>
                <td>{money(month.withdrawals)}</td>
                <td>{money(month.netResult)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
