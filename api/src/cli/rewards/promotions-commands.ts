import { readFileSync } from 'node:fs';
import { CAMPAIGN_CATEGORIES, CAMPAIGN_KINDS, type CampaignCategory, type CampaignKind, type CampaignSaveBody } from '@khela/contracts/rewards';
import { SYSTEM_OPERATOR } from '../../platform/ops/operator-actor';
import { abuseGroups } from '../../domains/rewards/promotions/abuse';
import { saveCampaignAsOperator, switchCampaignAsOperator } from '../../domains/rewards/promotions/campaign-admin';
import { listCampaigns, opsCampaignView } from '../../domains/rewards/promotions/campaigns';
import { listClaims } from '../../domains/rewards/promotions/claims-list';
import type { EntryStatus } from '../../domains/rewards/promotions/entries';
import { opsClaimView } from '../../domains/rewards/promotions/promotion-views';
import { rewardsUsageError, type RewardsArgs, type RewardsCommandSpec } from './rewards-command';

const text = (options: RewardsArgs['options'], name: string): string | undefined => {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
};

function json(options: RewardsArgs['options'], name: string): Record<string, unknown> | undefined {
  const value = text(options, name);
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through to the usage error
  }
  return rewardsUsageError(`--${name} must be a JSON object`);
}

const readTerms = (options: RewardsArgs['options'], name: string) => {
  const file = text(options, name);
  return file === undefined ? undefined : readFileSync(file, 'utf8');
};

/** The category a kind's cards sit under unless --category says otherwise. */
const DEFAULT_CATEGORY: Record<CampaignKind, CampaignCategory> = {
  first_deposit: 'deposit',
  reload: 'deposit',
  daily_signin: 'daily',
  loss_rescue: 'rescue',
  raffle: 'raffle',
  announcement: 'news',
};

function campaignBody({ merchant, positionals: [code], options }: RewardsArgs): CampaignSaveBody {
  if (!code) return rewardsUsageError('campaign-set needs the campaign CODE');
  const kind = text(options, 'kind');
  if (!kind || !(CAMPAIGN_KINDS as readonly string[]).includes(kind)) return rewardsUsageError(`--kind must be one of: ${CAMPAIGN_KINDS.join(', ')}`);
  const category = text(options, 'category') ?? DEFAULT_CATEGORY[kind as CampaignKind];
  if (!(CAMPAIGN_CATEGORIES as readonly string[]).includes(category)) return rewardsUsageError(`--category must be one of: ${CAMPAIGN_CATEGORIES.join(', ')}`);
  const titleEn = text(options, 'title-en');
  const titleBn = text(options, 'title-bn');
  const startsAt = text(options, 'from');
  if (!titleEn || !titleBn || !startsAt) return rewardsUsageError('campaign-set needs --title-en, --title-bn and --from ISO');
  const approval = text(options, 'approval');
  if (approval !== undefined && approval !== 'auto' && approval !== 'operator') return rewardsUsageError('--approval is auto or operator');
  const sort = text(options, 'sort');
  const body: CampaignSaveBody = {
    merchant,
    code,
    kind: kind as CampaignKind,
    category: category as CampaignCategory,
    titleEn,
    titleBn,
    startsAt,
    endsAt: text(options, 'to') ?? null,
    rules: json(options, 'rules') ?? {},
    eligibility: json(options, 'eligibility') ?? {},
  };
  const optional = {
    summaryEn: text(options, 'summary-en'),
    summaryBn: text(options, 'summary-bn'),
    termsEn: readTerms(options, 'terms-en-file'),
    termsBn: readTerms(options, 'terms-bn-file'),
    image: text(options, 'image'),
    sort: sort === undefined ? undefined : Number(sort),
    approval: approval as 'auto' | 'operator' | undefined,
  };
  for (const [name, value] of Object.entries(optional)) if (value !== undefined) Object.assign(body, { [name]: value });
  return body;
}

const STATUSES: readonly EntryStatus[] = ['JOINED', 'PROCESS', 'CLAIM', 'APPLYING', 'REJECTED', 'CLAIMED', 'ISSUED'];

/** The promotions part's commands (docs/rewards.md "Promotions"). */
export const promotionsCommands: RewardsCommandSpec[] = [
  {
    verb: 'campaigns',
    usage: 'operator rewards campaigns [--merchant khela]   (the brand’s campaigns with their rules)',
    parse: ({ merchant }) => ({
      http: { method: 'GET', path: `/ops/rewards/campaigns?merchant=${encodeURIComponent(merchant)}` },
      database: async (db) => ({ campaigns: (await listCampaigns(db, merchant)).map(opsCampaignView) }),
    }),
  },
  {
    verb: 'campaign-set',
    usage:
      'operator rewards campaign-set CODE --kind first_deposit|reload|daily_signin|loss_rescue|raffle|announcement --rules JSON [--eligibility JSON] --title-en T --title-bn T [--summary-en S --summary-bn S] [--terms-en-file F --terms-bn-file F] --from ISO [--to ISO] [--category C] [--approval operator] [--sort N] [--image URL]',
    parse: (args) => {
      const body = campaignBody(args);
      return {
        http: { method: 'POST', path: '/ops/rewards/campaigns', body: { ...body } },
        database: async (db) => opsCampaignView(await saveCampaignAsOperator(db, SYSTEM_OPERATOR, body)),
      };
    },
  },
  ...([true, false] as const).map((enabled): RewardsCommandSpec => ({
    verb: enabled ? 'campaign-enable' : 'campaign-disable',
    usage: `operator rewards ${enabled ? 'campaign-enable' : 'campaign-disable'} CODE [--merchant khela]`,
    parse: ({ merchant, positionals: [code] }) => {
      if (!code) return rewardsUsageError('name the campaign CODE');
      return {
        http: { method: 'POST', path: `/ops/rewards/campaigns/${encodeURIComponent(code)}/${enabled ? 'enable' : 'disable'}`, body: { merchant } },
        database: async (db) => opsCampaignView(await switchCampaignAsOperator(db, SYSTEM_OPERATOR, merchant, code, enabled)),
      };
    },
  })),
  {
    verb: 'claims',
    usage: 'operator rewards claims [--status APPLYING] [--merchant khela]   (promotion entries, newest first)',
    parse: ({ merchant, options }) => {
      const status = text(options, 'status');
      if (status !== undefined && !STATUSES.includes(status as EntryStatus)) return rewardsUsageError(`--status must be one of: ${STATUSES.join(', ')}`);
      const query = new URLSearchParams({ merchant, ...(status ? { status } : {}) });
      return {
        http: { method: 'GET', path: `/ops/rewards/claims?${query.toString()}` },
        database: async (db) => ({ claims: (await listClaims(db, merchant, status as EntryStatus | undefined)).map(opsClaimView) }),
      };
    },
  },
  {
    verb: 'claim',
    usage: 'operator rewards claim approve|reject ID [--reason TEXT] [--merchant khela]   (needs the running server: it moves money)',
    parse: ({ merchant, positionals: [decision, id], options }) => {
      if (decision !== 'approve' && decision !== 'reject') return rewardsUsageError('claim needs approve or reject, then the claim ID');
      if (!id || !/^[0-9]+$/.test(id)) return rewardsUsageError('claim needs the claim ID (a number)');
      const reason = text(options, 'reason');
      if (decision === 'reject' && !reason?.trim()) return rewardsUsageError('a rejection needs --reason (the member reads it)');
      return { http: { method: 'POST', path: `/ops/rewards/claims/${id}/${decision}`, body: { merchant, ...(reason ? { reason } : {}) } } };
    },
  },
  {
    verb: 'abuse',
    usage: 'operator rewards abuse [--merchant khela]   (members holding campaign bonuses who share a device or payout account)',
    parse: ({ merchant }) => ({
      http: { method: 'GET', path: `/ops/rewards/abuse?merchant=${encodeURIComponent(merchant)}` },
      database: async (db) => ({ groups: await abuseGroups(db, merchant) }),
    }),
  },
];
