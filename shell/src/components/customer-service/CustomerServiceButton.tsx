import { useAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openCsListAtom, openCustomerService, useCustomerServiceLinks } from './customer-service';
import styles from '../widgets.module.css';

/**
 * SPEC §2: with one entry the chat opens directly; with several a list toggles, and opening one
 * list closes any other on the page.
 */
export function CustomerServiceButton({ variant = 'button' }: { variant?: 'button' | 'menu' }) {
  const { t } = useTranslation('shell');
  const links = useCustomerServiceLinks();
  const listId = useId();
  const [openList, setOpenList] = useAtom(openCsListAtom);
  const open = openList === listId;
  if (links.length === 0) return null;
  const onlyOne = links.length === 1 ? links[0] : undefined;
  return (
    <div className={styles.cs} data-variant={variant}>
      <button
        type="button"
        className={variant === 'button' ? 'kh-button kh-button--primary' : styles.menuButton}
        aria-expanded={onlyOne ? undefined : open}
        aria-controls={onlyOne ? undefined : listId}
        onClick={() => (onlyOne ? openCustomerService(onlyOne) : setOpenList(open ? null : listId))}
        data-testid="cs-button"
      >
        {t('customerService.open')}
      </button>
      {!onlyOne && open && (
        <ul id={listId} className={styles.csList} data-testid="cs-list">
          {links.map((link) => (
            <li key={link.csType}>
              {link.csType === 'LIVECHAT' ? (
                <button
                  type="button"
                  className={styles.csListButton}
                  onClick={() => {
                    setOpenList(null);
                    openCustomerService(link);
                  }}
                >
                  {t(`customerService.${link.csType}`)}
                </button>
              ) : (
                <a href={link.url} target="_blank" rel="noopener noreferrer" onClick={() => setOpenList(null)}>
                  {t(`customerService.${link.csType}`)}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
