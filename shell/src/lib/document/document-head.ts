import { i18n } from '@khela/shared';

/**
 * The page's title and description in the reader's language (search results and shared links show
 * them). index.html carries the Bengali ones from the build for readers and crawlers without
 * JavaScript; from start-up on they follow the language the reader chose.
 */
export function describeDocument(): void {
  document.title = i18n.t('shell:siteTitle');
  let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.appendChild(description);
  }
  description.content = i18n.t('shell:siteDescription');
}

/** Keeps the title and description in the reader's language when it changes. */
export function followLanguageInDocument(): void {
  describeDocument();
  i18n.on('languageChanged', describeDocument);
}
