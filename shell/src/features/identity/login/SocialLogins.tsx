import { history, merchantCode } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { oidcProvidersAtom } from './identity-config';
import { oidcStartUrl } from './login-calls';
import own from './login.module.css';
import { useIdentityTranslation } from '../identity-texts';

/** Routes that only open a popup: coming back there after a social login would open it again. */
const popupRoutes = ['/login', '/register'];

/** Where the social login should bring the reader back: this page, or home from a popup route. */
export function socialReturnPath(): string {
  const { pathname, search } = history.location;
  return popupRoutes.includes(pathname.toLowerCase()) ? '/' : `${pathname}${search}`;
}

/** The brand's social logins (SPEC §7: Google, Facebook), each leaving for the provider's page. */
export function SocialLogins() {
  const { t } = useIdentityTranslation();
  const providers = useAtomValue(oidcProvidersAtom);
  if (providers.length === 0) return null;
  return (
    <nav aria-label={t('login.social.label')}>
      <p className={own.divider}>{t('login.social.or')}</p>
      <ul className={own.socials}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <a className={`kh-button ${own.social}`} href={oidcStartUrl(provider.id, socialReturnPath(), merchantCode())}>
              {t('login.social.continueWith', { name: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
