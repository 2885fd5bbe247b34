import { DEFAULT_MERCHANT_CODE } from '@khela/contracts/constants';
import { START_ANSWERS_ID, startAnswerKey } from '@khela/contracts/start-answers';
import { forgetStartAnswers } from '../api/start-answers';

export interface InlinedAnswer {
  path: string;
  searchParams?: Record<string, string | number>;
  language: string;
  value: unknown;
}

/**
 * Puts start-up answers in the document as the api writes them into index.html
 * (api/src/site/start-answers.ts), for the brand's default merchant; returns what takes them away.
 */
export function serveStartAnswers(answers: readonly InlinedAnswer[]): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = START_ANSWERS_ID;
  const keyed = Object.fromEntries(answers.map(({ path, searchParams, language, value }) => [startAnswerKey(path, searchParams), { language, value }]));
  script.textContent = JSON.stringify({ servedAt: Date.now(), merchant: DEFAULT_MERCHANT_CODE, answers: keyed, remotes: null });
  document.body.append(script);
  forgetStartAnswers();
  return () => {
    script.remove();
    forgetStartAnswers();
  };
}
