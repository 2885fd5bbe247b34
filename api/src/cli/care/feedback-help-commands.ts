import { readFileSync } from 'node:fs';
import { FEEDBACK_OPS_PATHS, FEEDBACK_STATUSES, HELP_KEY_PATTERN, HELP_OPS_PATHS } from '@khela/contracts';
import { SYSTEM_OPERATOR } from '../../platform/ops/operator-actor';
import { brandFeedbackById, listBrandFeedback, listOpsHelpSections, reorderHelpSections, saveHelpSection } from '../../domains/feedback';
import { type RewardsCommandSpec, rewardsUsageError } from '../rewards/rewards-command';

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

function wholeNumber(option: string, value: string | boolean | undefined, fallback: number, max: number): number {
  const raw = text(value);
  if (!raw) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) return rewardsUsageError(`--${option}: 1 to ${max}, not ${raw}`);
  return Number(raw);
}

function feedbackId(positionals: string[], verb: string): string {
  const [id, ...extra] = positionals;
  if (!id || extra.length > 0 || !/^\d{1,15}$/.test(id)) return rewardsUsageError(`feedback ${verb} needs one feedback ID (a number)`);
  return id;
}

/** `operator feedback …`: the brand's feedback, one with its images, a reply (recorded, needs the server). */
export const feedbackCommands: RewardsCommandSpec[] = [
  {
    verb: 'list',
    usage: 'operator feedback list [--status PENDING|REPLIED] [--account A] [--page N] [--page-size N] [--merchant khela]   (PENDING: oldest first)',
    parse: ({ merchant, positionals, options }) => {
      if (positionals.length > 0) return rewardsUsageError(`unexpected arguments: ${positionals.join(' ')}`);
      const status = text(options.status).toUpperCase();
      if (status && !(FEEDBACK_STATUSES as readonly string[]).includes(status)) return rewardsUsageError(`--status: ${FEEDBACK_STATUSES.join(' or ')}, not ${status}`);
      const account = text(options.account);
      const pageNo = wholeNumber('page', options.page, 1, 100_000);
      const pageSize = wholeNumber('page-size', options['page-size'], 20, 100);
      const query = new URLSearchParams({ merchant, pageNo: String(pageNo), pageSize: String(pageSize), ...(status ? { status } : {}), ...(account ? { account } : {}) });
      return {
        http: { method: 'GET', path: `${FEEDBACK_OPS_PATHS.list}?${query}` },
        database: (db) => listBrandFeedback(db, merchant, { status: (status || undefined) as (typeof FEEDBACK_STATUSES)[number] | undefined, account: account || undefined }, { pageNo, pageSize }),
      };
    },
  },
  {
    verb: 'show',
    usage: 'operator feedback show ID [--merchant khela]   (one feedback with its images: GET /ops/feedback/images/IMAGE_ID?merchant=… serves each)',
    parse: ({ merchant, positionals }) => {
      const id = feedbackId(positionals, 'show');
      return {
        http: { method: 'GET', path: `${FEEDBACK_OPS_PATHS.one.replace(':id', id)}?merchant=${encodeURIComponent(merchant)}` },
        database: (db) => brandFeedbackById(db, merchant, id),
      };
    },
  },
  {
    verb: 'reply',
    usage: 'operator feedback reply ID --text TEXT [--merchant khela]   (the member reads it on their feedback page; a second reply corrects the first; recorded)',
    // Recorded under the operator's own name: it goes through the running server.
    parse: ({ merchant, positionals, options }) => {
      const id = feedbackId(positionals, 'reply');
      const reply = text(options.text);
      if (!reply) return rewardsUsageError('feedback reply needs --text (the reply the member reads)');
      return { http: { method: 'POST', path: FEEDBACK_OPS_PATHS.reply.replace(':id', id), body: { merchant, reply } } };
    },
  },
];

/** A language's text from --NAME-bn / --NAME-en, or from a file with --NAME-bn-file / --NAME-en-file. */
function localized(options: Record<string, string | boolean | undefined>, name: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const language of ['bn', 'en']) {
    const file = text(options[`${name}-${language}-file`]);
    const value = file ? readFileSync(file, 'utf8') : options[`${name}-${language}`];
    if (typeof value === 'string') out[language] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function helpKey(positionals: string[], verb: string): string {
  const [key, ...extra] = positionals;
  if (!key || extra.length > 0) return rewardsUsageError(`help-center ${verb} needs one section KEY`);
  if (!new RegExp(HELP_KEY_PATTERN).test(key)) return rewardsUsageError(`KEY: lower-case letters, digits, - and _ (up to 40), not ${key}`);
  return key;
}

const saveOver = (merchant: string, key: string, body: Record<string, unknown>) => ({
  http: { method: 'PUT' as const, path: HELP_OPS_PATHS.one.replace(':key', key), body: { merchant, ...body } },
  database: (db: Parameters<NonNullable<ReturnType<RewardsCommandSpec['parse']>['database']>>[0]) =>
    db.transaction((tx) => saveHelpSection(tx, SYSTEM_OPERATOR, key, { merchant, ...body })),
});

/** `operator help-center …`: the brand's help sections (all recorded). */
export const helpCenterCommands: RewardsCommandSpec[] = [
  {
    verb: 'list',
    usage: 'operator help-center list [--merchant khela]   (every section in both languages, hidden ones too, in order)',
    parse: ({ merchant, positionals }) => {
      if (positionals.length > 0) return rewardsUsageError(`unexpected arguments: ${positionals.join(' ')}`);
      return {
        http: { method: 'GET', path: `${HELP_OPS_PATHS.list}?merchant=${encodeURIComponent(merchant)}` },
        database: (db) => listOpsHelpSections(db, merchant),
      };
    },
  },
  {
    verb: 'set',
    usage: [
      'operator help-center set KEY [--title-bn T] [--title-en T] [--content-bn HTML | --content-bn-file F] [--content-en HTML | --content-en-file F]',
      '                             [--sort N] [--merchant khela]   (creates or edits a section; HTML is sanitized; languages not given stay)',
    ].join('\n'),
    parse: ({ merchant, positionals, options }) => {
      const key = helpKey(positionals, 'set');
      const title = localized(options, 'title');
      const content = localized(options, 'content');
      const sort = text(options.sort);
      if (sort && !/^\d{1,5}$/.test(sort)) return rewardsUsageError(`--sort: a whole number, not ${sort}`);
      if (!title && !content && !sort) return rewardsUsageError('help-center set needs a --title-*, a --content-* or --sort');
      return saveOver(merchant, key, { ...(title ? { title } : {}), ...(content ? { content } : {}), ...(sort ? { sortOrder: Number(sort) } : {}) });
    },
  },
  {
    verb: 'hide',
    usage: 'operator help-center hide KEY [--merchant khela]   (players no longer see or find it)',
    parse: ({ merchant, positionals }) => saveOver(merchant, helpKey(positionals, 'hide'), { hidden: true }),
  },
  {
    verb: 'show',
    usage: 'operator help-center show KEY [--merchant khela]   (shows a hidden section again)',
    parse: ({ merchant, positionals }) => saveOver(merchant, helpKey(positionals, 'show'), { hidden: false }),
  },
  {
    verb: 'order',
    usage: 'operator help-center order KEY,KEY,... [--merchant khela]   (every section of the brand, once, in the new order)',
    parse: ({ merchant, positionals }) => {
      const [list, ...extra] = positionals;
      if (!list || extra.length > 0) return rewardsUsageError('help-center order needs KEY,KEY,... (every section once)');
      const keys = list.split(',').map((key) => key.trim()).filter((key) => key.length > 0);
      return {
        http: { method: 'POST', path: HELP_OPS_PATHS.order, body: { merchant, keys } },
        database: (db) => db.transaction((tx) => reorderHelpSections(tx, SYSTEM_OPERATOR, merchant, keys)),
      };
    },
  },
];
