import { LoadStatus, PageFrame } from '@khela/shared/reports';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberQuery } from '@/lib/use-api-query';
import { BreakSection } from './BreakSection';
import { HistorySection } from './HistorySection';
import { LimitsSection } from './LimitsSection';
import { saferCalls, type SaferOverview } from './safer-calls';
import styles from './safer.module.css';

/** What a section of the page is given: the member's limits and exclusion, and how to update them. */
export interface SaferSectionProps {
  overview: SaferOverview;
  onChange: (next: SaferOverview) => void;
}

/** The page's own sections, in order; sections of other features (reality checks) come as children, after them. */
export const saferSections: ReadonlyArray<{ id: string; Section: ComponentType<SaferSectionProps> }> = [
  { id: 'limits', Section: LimitsSection },
  { id: 'break', Section: BreakSection },
  { id: 'history', Section: HistorySection },
];

/**
 * /member/saferGambling (docs/safer-gambling.md): the member's limits with what is used and any
 * waiting increase, a time-out or self-exclusion, and the last 3 months of their money.
 */
export function SaferGamblingPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('member');
  const loaded = useMemberQuery<SaferOverview>(['safer', 'overview'], saferCalls.overview, { staleTime: 0 });
  const overview = loaded.value;
  return (
    <PageFrame title={t('pages.saferGambling.title')} intro={t('pages.saferGambling.intro')} testId="member-page-saferGambling">
      <LoadStatus loading={loaded.loading && !overview} error={overview ? null : loaded.error} onRetry={loaded.reload} shape="lines" count={4} />
      {overview && (
        <div className={styles.limits}>
          {saferSections.map(({ id, Section }) => (
            <Section key={id} overview={overview} onChange={loaded.setValue} />
          ))}
          {children}
        </div>
      )}
    </PageFrame>
  );
}
