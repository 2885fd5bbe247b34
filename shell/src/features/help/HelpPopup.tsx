import { calls, loadHtmlSanitizer, Popup, SafeHtml } from '@khela/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '@/components/LoadStatus';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';
import { useLoad } from '@/lib/use-load';

const sectionId = (key: string) => `help-section-${key}`;

function scrollToSection(key: string): void {
  document.getElementById(sectionId(key))?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
}

/** The help center (SPEC §2): every section, opened at props.section (e.g. 'term' for /help#term). */
export function HelpPopup({ props, onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const help = useLoad(calls.help);
  const section = typeof props.section === 'string' ? props.section : undefined;

  // The section bodies fill in once the sanitizer has arrived; scrolling before that would stop
  // short of the section once the bodies above it take their height.
  const [bodiesShown, setBodiesShown] = useState(false);
  useEffect(() => {
    let live = true;
    loadHtmlSanitizer().then(
      () => live && setBodiesShown(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (help.status === 'ready' && bodiesShown && section) scrollToSection(section);
  }, [help.status, bodiesShown, section]);

  return (
    <Popup title={t('popups.help.title')} onClose={onClose} className={styles.wide} testId="popup-help">
      {help.status !== 'ready' ? (
        <LoadStatus state={help} />
      ) : (
        <div className={styles.help}>
          <nav aria-label={t('popups.help.contents')}>
            <ul className={styles.helpIndex}>
              {help.value.map((item) => (
                <li key={item.key}>
                  <button type="button" className={styles.titleButton} aria-current={item.key === section ? 'true' : undefined} onClick={() => scrollToSection(item.key)}>
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.helpSections}>
            {help.value.map((item) => (
              <section key={item.key} id={sectionId(item.key)} aria-labelledby={`${sectionId(item.key)}-title`} data-testid={sectionId(item.key)}>
                <h3 id={`${sectionId(item.key)}-title`} className={styles.detailTitle}>
                  {item.title}
                </h3>
                <SafeHtml className={styles.html} html={item.content} />
              </section>
            ))}
          </div>
        </div>
      )}
    </Popup>
  );
}
