import { formatNumber, isAgentAtom, memberInfoAtom, unreadMessageAtom, useLanguage, vipLabelNameAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@khela/shared';
import { CustomerServiceButton } from '@/components/customer-service/CustomerServiceButton';
import styles from './header.module.css';
import { Icon } from '@/components/Icon';
import iconStyles from '@/components/icon-button.module.css';
import { MemberLink } from './MemberLink';
import { memberPaths, sitePaths } from '@/lib/site-paths';
import { signOut } from '@/features/identity/sign-out';
import { copyMemberId } from '@/lib/copy';
import { useDismiss } from './use-dismiss';

const accountLinks = [
  { to: memberPaths.securityCenter, key: 'header.myAccount' },
  { to: memberPaths.bettingRecord, key: 'header.bettingRecord' },
  { to: memberPaths.messages, key: 'header.messages' },
] as const;

/** Avatar with VIP label, opening the member dropdown of SPEC §2. */
export function MemberMenu() {
  const { t } = useTranslation('shell');
  const member = useAtomValue(memberInfoAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const vipLabel = useAtomValue(vipLabelNameAtom);
  const unread = useAtomValue(unreadMessageAtom);
  const language = useLanguage();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unreadId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, buttonRef, close);

  return (
    <div className={styles.memberMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.accountMenu')}
        aria-describedby={unread > 0 ? unreadId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.avatar}>
          <Icon name="user" />
          {unread > 0 && (
            <span className={styles.unreadBadge} data-testid="header-unread">
              <span aria-hidden="true">{formatNumber(unread, language)}</span>
              <span id={unreadId} className="kh-visually-hidden">
                {t('header.unread', { count: unread, shown: formatNumber(unread, language) })}
              </span>
            </span>
          )}
        </span>
        {vipLabel && <span className={styles.vip}>{vipLabel}</span>}
      </button>
      {open && (
        <div id={panelId} className={styles.memberPanel} data-testid="member-panel">
          {member && (
            <div className={styles.memberId}>
              <span>
                {t('header.memberId')} <strong>{member.id}</strong>
              </span>
              <button type="button" className={iconStyles.iconButton} aria-label={t('header.copyId')} onClick={() => void copyMemberId(member.id)}>
                <Icon name="copy" />
              </button>
            </div>
          )}
          <ul className={styles.memberLinks}>
            {vipLabel && (
              <li>
                <MemberLink to={sitePaths.vip} onNavigate={close} testId="member-menu-vip">
                  {t('header.vipLevel', { label: vipLabel })}
                </MemberLink>
              </li>
            )}
            {accountLinks.map((link) => (
              <li key={link.to}>
                <MemberLink to={link.to} onNavigate={close}>
                  {t(link.key)}
                  {link.to === memberPaths.messages && unread > 0 && (
                    <span className={styles.unreadCount} data-testid="member-menu-unread" aria-label={t('header.unread', { count: unread, shown: formatNumber(unread, language) })}>
                      {formatNumber(unread, language)}
                    </span>
                  )}
                </MemberLink>
              </li>
            ))}
            <li>
              <CustomerServiceButton variant="menu" />
            </li>
            {isAgent && (
              <li>
                <MemberLink to={sitePaths.agentCenter} onNavigate={close}>
                  {t('header.agentCenter')}
                </MemberLink>
              </li>
            )}
            <li>
              <button
                type="button"
                className={styles.signOut}
                onClick={() => {
                  close();
                  void signOut(pathname);
                }}
              >
                {t('header.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
