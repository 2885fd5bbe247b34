import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { useMemberQuery } from '@/lib/use-api-query';
import { rebateCalls } from './rebate-calls';
import { RebateBlockedNotice } from './RebateBlockedNotice';
import { RebateClaimButton } from './RebateClaimButton';
import { RebateHistory } from './RebateHistory';
import { RebateNow } from './RebateNow';
import styles from './rebate.module.css';

/**
 * manualRebate (SPEC §2, docs/rewards.md "Manual rebate"): the rebate on the member's valid bets
 * since the last claim, per category at their VIP level's rate, the limits, the claim button, and
 * the claims so far.
 */
export function ManualRebatePage() {
  const { t } = useTranslation('member');
  const [claims, setClaims] = useState(0);
  // Read on every visit: the last bets count at once (the api applies them first).
  const rebate = useMemberQuery(['rebate', claims], rebateCalls.page, { staleTime: 0 });
  // The claims come below the rebate once it has answered: its table's height is only known then,
  // and a section already drawn below it would be pushed down the screen (CLS, issue 19).
  const [rebateAnswered, setRebateAnswered] = useState(false);
  if (!rebateAnswered && (rebate.value !== null || rebate.error !== null)) setRebateAnswered(true);
  return (
    <PageFrame title={t('pages.manualRebate.title')} intro={t('pages.manualRebate.intro')} testId="member-page-manualRebate">
      <div className={styles.sections}>
        <Section title={t('rebate.nowTitle')} testId="rebate-now">
          <LoadStatus loading={rebate.loading} error={rebate.error} onRetry={rebate.reload} shown={Boolean(rebate.value)} shape="rows" count={3} />
          {rebate.value && (
            <>
              {rebate.value.blockedBy && <RebateBlockedNotice block={rebate.value.blockedBy} excluded={rebate.value.excluded} />}
              <RebateNow rebate={rebate.value} />
              <RebateClaimButton rebate={rebate.value} onClaimed={() => setClaims((count) => count + 1)} />
            </>
          )}
        </Section>
        {rebateAnswered && (
          <Section title={t('rebate.history.title')} testId="rebate-claims">
            <RebateHistory refreshKey={claims} />
          </Section>
        )}
      </div>
    </PageFrame>
  );
}
