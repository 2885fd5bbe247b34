import { formatDateTime, formatNumber, inboxCalls, unreadMessageAtom, unwrap, useLanguage, useMutation, type ApiError, type InboxMessage, type InboxOpenAnswer, type InboxPage } from '@khela/shared';
import { formStyles, LoadStatus, PageFrame } from '@khela/shared/reports';
import { EmptyState } from '@khela/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/Pager';
import { timeZoneAtom } from '@/lib/brand-settings';
import { useMemberQuery } from '@/lib/use-api-query';
import { useReloadOnChange } from '@/lib/use-reload-on-change';
import styles from './messages.module.css';

const PAGE_SIZE = 10;

interface MessageCardProps {
  message: InboxMessage;
  open: boolean;
  busy: boolean;
  onToggle: (message: InboxMessage) => void;
  onDelete: (message: InboxMessage) => void;
}

function MessageCard({ message, open, busy, onToggle, onDelete }: MessageCardProps) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const timeZone = useAtomValue(timeZoneAtom);
  const bodyId = useId();
  return (
    <li className={styles.message} data-testid="inbox-message" data-read={message.read} data-kind={message.kind}>
      <h2 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => onToggle(message)}>
          {!message.read && <span className={styles.dot} aria-hidden="true" />}
          <span className={styles.title}>{message.title}</span>
          {!message.read && <span className={styles.unreadLabel}>{t('inbox.unread')}</span>}
        </button>
      </h2>
      <p className={styles.meta}>
        <span>{t(message.kind === 'PLATFORM' ? 'inbox.kind.platform' : 'inbox.kind.personal')}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language, timeZone)}</time>
      </p>
      <div id={bodyId} hidden={!open} className={styles.body}>
        <p className={styles.content} data-testid="inbox-content">
          {message.content}
        </p>
        <button type="button" className={styles.delete} disabled={busy} onClick={() => onDelete(message)} aria-label={t('inbox.deleteNamed', { title: message.title })}>
          {t('inbox.delete')}
        </button>
      </div>
    </li>
  );
}

/**
 * messageV2 (docs/messages.md): the member's inbox, newest first. Opening a message marks it read;
 * a message can be deleted; "mark all read" clears the badge. The badge (unreadMessage) follows
 * live over /ws: a new message arriving reloads the list.
 */
export function MessagesPage() {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const loaded = useMemberQuery<InboxPage>(['inbox', page], () => inboxCalls.list(page, PAGE_SIZE), { staleTime: 0 });
  const { reload, setValue } = loaded;
  const markSeen = useReloadOnChange(useAtomValue(unreadMessageAtom), reload);
  const setUnread = useSetAtom(unreadMessageAtom);

  /** The count after our own change: the badge takes it, and it causes no reload here. */
  const takeCount = (unread: number) => {
    markSeen(unread);
    setUnread(unread);
  };
  const update = (change: (records: InboxMessage[]) => InboxMessage[], unread: number) =>
    setValue((current) => (current ? { ...current, records: change(current.records), unread } : current));

  const open = useMutation<InboxOpenAnswer, ApiError, string>({
    mutationFn: (id) => unwrap(inboxCalls.open(id)),
    onSuccess: (answer) => {
      update((records) => records.map((record) => (record.id === answer.message.id ? answer.message : record)), answer.unread);
      takeCount(answer.unread);
    },
  });
  const remove = useMutation<{ unread: number }, ApiError, InboxMessage>({
    mutationFn: (message) => unwrap(inboxCalls.remove(message.id)),
    onSuccess: (answer, message) => {
      setOpenId(null);
      setNotice(t('inbox.deleted', { title: message.title }));
      takeCount(answer.unread);
      reload();
    },
  });
  const readAll = useMutation<{ unread: number }, ApiError, void>({
    mutationFn: () => unwrap(inboxCalls.readAll()),
    onSuccess: (answer) => {
      update((records) => records.map((record) => ({ ...record, read: true })), answer.unread);
      setNotice(t('inbox.allRead'));
      takeCount(answer.unread);
    },
  });

  const onToggle = (message: InboxMessage) => {
    setNotice(null);
    if (openId === message.id) {
      setOpenId(null);
      return;
    }
    setOpenId(message.id);
    if (!message.read) open.mutate(message.id);
  };
  const onDelete = (message: InboxMessage) => {
    if (remove.isPending) return;
    remove.mutate(message);
  };

  const inbox = loaded.value;
  const error = open.error ?? remove.error ?? readAll.error;
  return (
    <PageFrame title={t('pages.messageV2.title')} intro={t('pages.messageV2.intro')} testId="member-page-messageV2">
      <LoadStatus loading={loaded.loading && !inbox} error={inbox ? null : loaded.error} onRetry={reload} shape="rows" count={5} />
      {inbox && inbox.total > 0 && (
        <div className={styles.toolbar}>
          <p className={styles.count} data-testid="inbox-unread-count">
            {t('inbox.unreadCount', { count: inbox.unread, shown: formatNumber(inbox.unread, language) })}
          </p>
          <button type="button" className={formStyles.secondary} disabled={inbox.unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
            {t('inbox.markAllRead')}
          </button>
        </div>
      )}
      <p role="status" className={styles.notice} data-testid="inbox-notice">
        {notice}
      </p>
      {error && (
        <p role="alert" className={formStyles.fieldError}>
          {error.message}
        </p>
      )}
      {inbox && inbox.total === 0 && (
        <EmptyState title={t('inbox.empty')} testId="inbox-empty">
          {t('inbox.emptyHint')}
        </EmptyState>
      )}
      {inbox && inbox.records.length > 0 && (
        <ul className={styles.list} aria-label={t('pages.messageV2.title')}>
          {inbox.records.map((message) => (
            <MessageCard key={message.id} message={message} open={openId === message.id} busy={remove.isPending} onToggle={onToggle} onDelete={onDelete} />
          ))}
        </ul>
      )}
      {inbox && inbox.totalPages > 1 && (
        <Pager label={t('inbox.pages')} page={page} totalPages={inbox.totalPages} language={language} busy={loaded.loading} onChange={(next) => { setOpenId(null); setPage(next); }} />
      )}
    </PageFrame>
  );
}
