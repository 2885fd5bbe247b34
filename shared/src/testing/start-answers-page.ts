import { DEFAULT_MERCHANT_CODE } from '@khela/contracts/constants';
import { START_ANSWERS_ID, startAnswerKey, type StartAnswersPayload } from '@khela/contracts/start-answers';
import { forgetStartAnswers } from '../api/start-answers';

export interface InlinedAnswer {
  path: string;
  searchParams?: Record<string, string | number>;
  language: string;
  value: unknown;
}

/**
 * Puts a start-up payload in the document as the api writes it into index.html
 * (api/src/site/start-answers.ts): an object, or any text (an unreadable one); returns what takes it away.
 */
export function serveStartPayload(payload: object | string): () => void {
  document.getElementById(START_ANSWERS_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = START_ANSWERS_ID;
  script.textContent = typeof payload === 'string' ? payload : JSON.stringify(payload);
  document.body.append(script);
  forgetStartAnswers();
  return () => {
    script.remove();
    forgetStartAnswers();
  };
}

/** A start-up payload for the brand's default merchant, as the api writes it now. */
export function startAnswersPayload(answers: readonly InlinedAnswer[]): StartAnswersPayload {
  const keyed = Object.fromEntries(answers.map(({ path, searchParams, language, value }) => [startAnswerKey(path, searchParams), { language, value }]));
  return { servedAt: Date.now(), merchant: DEFAULT_MERCHANT_CODE, answers: keyed, remotes: null };
}

/** Start-up answers for the brand's default merchant, served now (serveStartPayload). */
export function serveStartAnswers(answers: readonly InlinedAnswer[]): () => void {
  return serveStartPayload(startAnswersPayload(answers));
}

/** A first frame's markup (renderFirstFrame, docs/adr/0020) as a detached element, to query as the page would show it. */
export function firstFrameOf(markup: string | null): HTMLElement {
  if (markup === null) throw new Error('no first frame was drawn');
  const frame = document.createElement('div');
  frame.innerHTML = markup;
  return frame;
}
