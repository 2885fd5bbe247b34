import { formatNumber, isAgentAtom, isTrialAtom, Link, memberInfoAtom, unreadMessageAtom, useLanguage, useLocation } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '@/components/customer-service/CustomerServiceButton';
import { LanguageSelect } from '@/components/LanguageSelect';
import { BalanceDisplay } from '@/features/balance/BalanceDisplay';
import { signOut } from '@/features/identity/sign-out';
import { loggedInAtom } from '@/lib/session/logged-in';
import { memberPaths, sitePaths } from '@/lib/site-paths';
import { MemberLink } from '../MemberLink';
import { AgentClock } from './AgentClock';
import styles from './agent-site.module.css';

/** The agent's money and mail: the member center's own pages, with a way back (docs/agents.md "Agent site"). */
const agentLinks = [
  { to: memberPaths.deposit, key: 'agentSite.deposit', primary: true },
  { to: memberPaths.withdraw, key: 'agentSite.withdraw', primary: false },
  { to: memberPaths.messages, key: 'agentSite.messages', primary: false },
] as const;

/**
 * The agent site's header (SPEC §2): who is signed in, the brand's clock with its GMT offset, the
 * balance (show/hide, refresh), deposit, withdraw, messages, customer service, the language switch
 * and sign-out, which lands on /agent. A visitor on /agent sees the brand, customer service, the
 * language switch and the way back to the player site.
 */
export function AgentHeader() {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(loggedInAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const member = useAtomValue(memberInfoAtom);
  const unread = useAtomValue(unreadMessageAtom);
  const language = useLanguage();
  const { pathname } = useLocation();
  const agent = loggedIn && isAgent;
  return (
    <header className={styles.header} data-testid="agent-header">
      <div className={styles.identity}>
        <Link to={agent ? sitePaths.agentCenter : sitePaths.agentLanding} className={styles.brand}>
          {t('agentSite.brand')}
        </Link>
        {agent && (
          <p className={styles.who}>
            <span className="kh-visually-hidden">{t('agentSite.signedInAs')} </span>
            <strong data-testid="agent-name">{member?.nickname || member?.account}</strong>
          </p>
        )}
        {agent && <AgentClock />}
      </div>
      <div className={styles.actions}>
        {agent && !isTrial && <BalanceDisplay />}
        {agent && (
          <nav aria-label={t('agentSite.accountLinks')} className={styles.links}>
            {agentLinks.map((link) => (
              <MemberLink key={link.to} to={link.to} className={`kh-button ${link.primary ? 'kh-button--primary' : ''} ${styles.linkButton}`}>
                {t(link.key)}
                {link.to === memberPaths.messages && unread > 0 && (
                  <span data-testid="agent-unread">
                    <span className={styles.badge} aria-hidden="true">
                      {formatNumber(unread, language)}
                    </span>
                    <span className="kh-visually-hidden"> {t('agentSite.unread', { count: unread })}</span>
                  </span>
                )}
              </MemberLink>
            ))}
          </nav>
        )}
        <CustomerServiceButton />
        {!agent && (
          <Link to={sitePaths.home} className={`kh-button ${styles.linkButton}`}>
            {t('agentSite.playerSite')}
          </Link>
        )}
        <LanguageSelect compact />
        {loggedIn && (
          <button type="button" className={`kh-button ${styles.linkButton}`} onClick={() => void signOut(pathname)} data-testid="agent-sign-out">
            {t('agentSite.signOut')}
          </button>
        )}
      </div>
    </header>
  );
}
