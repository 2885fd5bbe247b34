import { configAtom, EmptyState, history, Link, readStorage, sessionKeys, useSearchParams } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styles from '@/components/ui.module.css';
import { allowedGameUrl, launchedGameUrl } from './game-url';
import seamless from './seamless.module.css';

/** A game inside the site (the shell hides the side menu and footer here). */
export function SeamlessPage() {
  const { t } = useTranslation('games');
  const config = useAtomValue(configAtom);
  const [search] = useSearchParams();
  // A link's ?url= only from the brand's launch hosts; else the game the site's own launch opened here.
  const asked = search.get('url');
  const url = asked
    ? allowedGameUrl(asked, window.location.origin, config?.launchGameCDNs ?? [])
    : launchedGameUrl(readStorage('session', sessionKeys.startGameUrl), window.location.origin);

  return (
    <div className={seamless.page} data-testid="seamless-page">
      <div className={seamless.bar}>
        <button type="button" className={seamless.back} onClick={() => (window.history.length > 1 ? history.back() : history.push('/'))}>
          ‹ {t('seamless.back')}
        </button>
        <h1 className={seamless.title}>{t('seamless.title')}</h1>
      </div>
      {url ? (
        <iframe className={seamless.frame} src={url} title={t('seamless.frameTitle')} allow="autoplay; fullscreen" allowFullScreen referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <EmptyState title={t('seamless.blockedTitle')}>
          <p>{t('seamless.blockedBody')}</p>
          <Link to="/" className={styles.primary}>
            {t('seamless.home')}
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
