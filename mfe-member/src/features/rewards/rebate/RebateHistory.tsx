import { LoadStatus } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import factStyles from '@/components/facts.module.css';
import { Pager } from '@/components/Pager';
import recordStyles from '@/components/records.module.css';
import { TimeFact } from '@/components/TimeFact';
import { useMemberQuery } from '@/lib/use-api-query';
import { rebateCalls } from './rebate-calls';
import styles from './rebate.module.css';
import { useRebateFormat } from './use-rebate-format';

const pageSize = 10;

/** The member's claims, newest first: when, what was paid (and what the cap cut), and each line. */
export function RebateHistory({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation('member');
  const { money, rate, lineName, language } = useRebateFormat();
  const [page, setPage] = useState(1);
  const claims = useMemberQuery(['rebateClaims', page, pageSize, refreshKey], () => rebateCalls.claims(page, pageSize), { staleTime: 0 });
  const totalPages = Math.max(1, claims.value?.totalPages ?? 1);
  return (
    <>
      <LoadStatus loading={claims.loading} error={claims.error} onRetry={claims.reload} shown={Boolean(claims.value)} shape="rows" count={4} />
      {claims.value &&
        (claims.value.records.length === 0 ? (
          <p className={styles.muted}>{t('rebate.history.empty')}</p>
        ) : (
          <ul className={recordStyles.records} aria-label={t('rebate.history.title')} data-testid="rebate-history">
            {claims.value.records.map((claim) => (
              <li key={claim.id} className={recordStyles.record}>
                <div className={recordStyles.recordTop}>
                  <span className={recordStyles.recordType}>{t(`rebate.history.kind.${claim.kind}`)}</span>
                  <span className={recordStyles.credit}>{money(claim.paid)}</span>
                </div>
                <dl className={factStyles.facts}>
                  <TimeFact label={t('rebate.history.at')} at={claim.createdAt} />
                  <dt>{t('rebate.columns.validBet')}</dt>
                  <dd>{money(claim.validBet)}</dd>
                  {claim.paid < claim.total && (
                    <>
                      <dt>{t('rebate.history.capped')}</dt>
                      <dd>{t('rebate.history.cappedValue', { total: money(claim.total), paid: money(claim.paid) })}</dd>
                    </>
                  )}
                  {claim.lines
                    .filter((line) => line.amount > 0)
                    .map((line) => (
                      <div key={`${line.gameType}|${line.vendorCode}`} className={styles.factRow}>
                        <dt>{lineName(line)}</dt>
                        <dd>{t('rebate.history.line', { validBet: money(line.validBet), rate: rate(line.ratePpm), amount: money(line.amount) })}</dd>
                      </div>
                    ))}
                </dl>
              </li>
            ))}
          </ul>
        ))}
      {claims.value && totalPages > 1 && <Pager label={t('rebate.history.pages')} page={page} totalPages={totalPages} language={language} busy={claims.loading} onChange={setPage} />}
    </>
  );
}
