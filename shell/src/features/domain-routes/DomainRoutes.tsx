import { useNearViewport } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { useDomainRoutes } from './domain-routes';

/** The footer's "other addresses": links to the brand's main and backup domains (SPEC §7 domain routes). */
export function DomainRoutes({ listClassName }: { listClassName?: string }) {
  const { t } = useTranslation('shell');
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = useDomainRoutes(near);
  const routes = query.data;
  if (query.isError || routes?.length === 0) return null;
  return (
    <nav ref={ref} aria-label={t('footer.domains')} data-testid="footer-domains">
      {routes && (
        <>
          <p>{t('footer.domainsHint')}</p>
          <ul className={listClassName}>
            {routes.map((route) => (
              <li key={route.domain}>
                <a href={route.url} rel="noopener">
                  {route.domain}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
