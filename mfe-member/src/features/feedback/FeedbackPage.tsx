import { formatDateTime, useLanguage } from '@khela/shared';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/Pager';
import { Section } from '@/components/Section';
import { timeZoneAtom } from '@/lib/brand-settings';
import { useMemberQuery } from '@/lib/use-api-query';
import { feedbackCalls, type FeedbackRecord } from './feedback-calls';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackImages } from './FeedbackImages';
import styles from './feedback.module.css';

export const feedbackPageSize = 10;

function FeedbackCard({ record }: { record: FeedbackRecord }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const timeZone = useAtomValue(timeZoneAtom);
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  return (
    <li className={styles.record} data-testid="feedback-record">
      <div className={styles.recordHead}>
        <h3 className={styles.recordTitle}>{t(`feedback.types.${record.type}`)}</h3>
        <span className={`${styles.badge} ${record.status === 'REPLIED' ? styles.done : styles.pending}`} data-testid="feedback-status" data-status={record.status}>
          {t(`feedback.status.${record.status}`)}
        </span>
      </div>
      <p className={styles.content}>{record.content}</p>
      <p className={styles.muted}>{t('feedback.list.sentAt', { time: when(record.createdAt) })}</p>
      <FeedbackImages images={record.images} />
      {record.reply !== null ? (
        <div className={styles.reply} data-testid="feedback-reply">
          <h4 className={styles.replyTitle}>{t('feedback.list.reply')}</h4>
          <p className={styles.content}>{record.reply}</p>
          {record.repliedAt && <p className={styles.muted}>{when(record.repliedAt)}</p>}
        </div>
      ) : (
        <p className={styles.muted}>{t('feedback.list.waiting')}</p>
      )}
    </li>
  );
}

/**
 * Feedback (SPEC §1, §5): the form, and the member's own feedback with the brand's replies, newest
 * first. Replies arrive whenever an operator writes one: the list is read again each time it is shown.
 */
export function FeedbackPage() {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useMemberQuery(['feedback', page, feedbackPageSize], () => feedbackCalls.list(page, feedbackPageSize), { staleTime: 0 });
  const totalPages = Math.max(1, list.value?.totalPages ?? 1);

  return (
    <PageFrame title={t('pages.feedback.title')} intro={t('pages.feedback.intro')} testId="member-page-feedback">
      <div className={styles.sections}>
        <Section title={t('feedback.form.title')} testId="feedback-form">
          <p className={styles.muted}>{t('feedback.form.intro')}</p>
          <FeedbackForm
            onSent={() => {
              if (page === 1) list.reload();
              else setPage(1);
            }}
          />
        </Section>
        <Section title={t('feedback.list.title')} testId="feedback-list">
          <LoadStatus loading={list.loading} error={list.error} onRetry={list.reload} shown={Boolean(list.value)} shape="rows" count={3} />
          {list.value &&
            (list.value.records.length === 0 ? (
              <p className={styles.empty}>{t('feedback.list.empty')}</p>
            ) : (
              <ul className={styles.records} aria-label={t('feedback.list.title')} aria-busy={list.loading}>
                {list.value.records.map((record) => (
                  <FeedbackCard key={record.id} record={record} />
                ))}
              </ul>
            ))}
          {list.value && totalPages > 1 && <Pager label={t('feedback.list.pages')} page={page} totalPages={totalPages} language={language} busy={list.loading} onChange={setPage} />}
        </Section>
      </div>
    </PageFrame>
  );
}
