import { calls, loadHtmlSanitizer, navigate, Popup, SafeHtml, unwrap, useLanguage, useQuery } from '@khela/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '@/components/LoadStatus';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import { memberPaths } from '@/lib/site-paths';
import { HelpSearch } from './HelpSearch';
import styles from '@/components/popups.module.css';

const sectionId = (key: string) => `help-section-${key}`;

function scrollToSection(key: string): void {
  document.getElementById(sectionId(key))?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
}

/**
 * The help center (SPEC §2): every section the brand's operators wrote, opened at props.section
 * (e.g. 'term' for /help#term); a search across titles and bodies; a way on to the feedback page.
 */
export function HelpPopup({ props, onClose }: PopupViewProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  // Help pages change with a release, not within a visit: a reopen within five minutes shows them at once.
  const help = useQuery({ queryKey: ['help', language], queryFn: () => unwrap(calls.help()), staleTime: 5 * 60_000 });
  const section = typeof props.section === 'string' ? props.section : undefined;

  // The section bodies fill in once the sanitizer has arrived; scrolling before that would stop
  // short of the section once the bodies above it take their height.
  const sanitizer = useQuery({ queryKey: ['html-sanitizer'], queryFn: async () => (await loadHtmlSanitizer(), true), staleTime: Infinity, retry: false });
  const bodiesShown = sanitizer.isSuccess;

  useEffect(() => {
    if (help.isSuccess && bodiesShown && section) scrollToSection(section);
  }, [help.isSuccess, bodiesShown, section]);

  return (
    <Popup title={t('popups.help.title')} onClose={onClose} className={styles.wide} testId="popup-help">
      {!help.isSuccess ? (
        <LoadStatus query={help} />
      ) : (
        <div className={styles.help}>
          <div className={styles.helpSide}>
            <HelpSearch onPick={scrollToSection} />
            <nav aria-label={t('popups.help.contents')}>
              <ul className={styles.helpIndex}>
                {help.data.map((item) => (
                  <li key={item.key}>
                    <button type="button" className={styles.titleButton} aria-current={item.key === section ? 'true' : undefined} onClick={() => scrollToSection(item.key)}>
                      {item.title}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.helpFeedback}>
              <p className={styles.helpSearchHint}>{t('popups.help.feedbackHint')}</p>
              <button
                type="button"
                className="kh-button"
                onClick={() => {
                  onClose();
                  navigate(memberPaths.feedback);
                }}
              >
                {t('popups.help.feedback')}
              </button>
            </div>
          </div>
          <div className={styles.helpSections}>
            {help.data.map((item) => (
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
