/**
 * The start-up answers the api writes into index.html (api/src/site/start-answers.ts, issue 19):
 * the config call, game menus, merchant wallet mode, the visitors' announcements, the home's first
 * game lists and remotes.json, as the api's own routes answered them when it served the page.
 * The call layer takes each answer once, for the first GET with the same path, query, brand and
 * language, instead of a round trip; anything else (a later call, another brand or language, a
 * page kept too long, a page without them) goes to the network as before.
 */
import { START_ANSWERS_ID, type StartAnswersPayload } from '@khela/contracts/start-answers';

export { startAnswerKey } from '@khela/contracts/start-answers';

/** A page older than this (restored from a disk cache, or a phone whose clock is far off) asks again. */
const maxAgeMs = 5 * 60_000;
/** Past this in the page's life an answer is no longer "start-up": the call goes to the network. */
const pageLifeMs = 60_000;

let payload: StartAnswersPayload | null | undefined;
/** Set while a server render of a first frame reads its page's answers (withStartAnswers). */
let serverRender = false;

function isPayload(value: unknown): value is StartAnswersPayload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StartAnswersPayload>;
  return typeof candidate.servedAt === 'number' && typeof candidate.merchant === 'string' && typeof candidate.answers === 'object' && candidate.answers !== null;
}

function read(): StartAnswersPayload | null {
  if (payload !== undefined) return payload;
  payload = null;
  if (typeof document === 'undefined') return payload;
  const element = document.getElementById(START_ANSWERS_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return payload;
  try {
    const parsed = JSON.parse(element.textContent ?? '') as unknown;
    if (isPayload(parsed) && Math.abs(Date.now() - parsed.servedAt) <= maxAgeMs) payload = parsed;
  } catch {
    // Unreadable: every call goes to the network.
  }
  return payload;
}

/** The page is still starting (the answers describe the moment it was served). */
function starting(): boolean {
  return serverRender || typeof performance === 'undefined' || performance.now() <= pageLifeMs;
}

/**
 * The inlined answer for this GET, taken (a second identical call goes to the network), or null.
 * Only for the brand and Language header the answer was computed for.
 */
export function takeStartAnswer(key: string, merchant: string, language: string): { value: unknown } | null {
  const answer = peekStartAnswer(key, merchant, language);
  if (answer) delete read()!.answers[key];
  return answer;
}

/** The inlined answer for this GET if there is one, left in place (a later take still gets it). */
export function peekStartAnswer(key: string, merchant: string, language: string): { value: unknown } | null {
  const start = read();
  if (!start || !starting() || start.merchant !== merchant) return null;
  const answer = start.answers[key];
  if (!answer || answer.language !== language) return null;
  return { value: answer.value };
}

/** remotes.json as the api served it with the page, or null (the shell fetches it). Taken once. */
export function takeStartRemotes(): unknown {
  const start = read();
  if (!start || !starting() || start.remotes === null || typeof start.remotes !== 'object') return null;
  const remotes = start.remotes;
  start.remotes = null;
  return remotes;
}

/**
 * A server render of a first frame (remote/create-first-frame.tsx): `render` runs with these
 * answers as the page's, exactly as the page will have them, then the module is as before.
 * Synchronous on purpose: nothing else runs in between.
 */
export function withStartAnswers<T>(answers: StartAnswersPayload, render: () => T): T {
  const previous = payload;
  payload = { ...answers, answers: { ...answers.answers } };
  serverRender = true;
  try {
    return render();
  } finally {
    payload = previous;
    serverRender = false;
  }
}

/** Tests: read the document again. */
export function forgetStartAnswers(): void {
  payload = undefined;
}
