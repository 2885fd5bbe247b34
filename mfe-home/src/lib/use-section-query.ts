import { keepPreviousData, useLanguage, useQuery, type Language } from '@khela/shared';
import { useNearHomeViewport } from './use-near-viewport';

export interface SectionTiming {
  /** How long an answer is shown without asking again (each section says why). */
  staleTime: number;
  /** Asked again on this period while the page is visible (a hidden tab spends no data). */
  refetchInterval?: number;
}

/**
 * A below-the-fold home section's call: asked once the section nears the viewport (the first load
 * spends the network on the banner and the first tiles), keyed by the language its names come in,
 * the previous language's answer kept on screen until the new one arrives.
 */
export function useSectionQuery<T>(name: string, load: (language: Language) => Promise<T>, timing: SectionTiming) {
  const language = useLanguage();
  const [ref, near] = useNearHomeViewport<HTMLElement>();
  const query = useQuery({ queryKey: ['home', name, language], queryFn: () => load(language), enabled: near, placeholderData: keepPreviousData, ...timing });
  return { ref, query, near };
}

export type SectionQuery<T> = ReturnType<typeof useSectionQuery<T>>;
