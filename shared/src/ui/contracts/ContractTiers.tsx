import type { ContractTierWire } from '@khela/contracts';
import type { Language } from '../../bus/event-bus';
import { formatMoney, formatNumber } from '../../format/money';
import { numberFormat } from '../../format/intl-formatters';

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };

/** A tier's rate as a reader sees it: P → a percentage of the base, F → a fixed amount (minor units). */
export function contractRateText(tier: Pick<ContractTierWire, 'rateType' | 'rate'>, language: Language, currencySymbol: string): string {
  if (tier.rateType === 'F') return formatMoney(BigInt(tier.rate.split('.')[0]!), { language, currencySymbol });
  const percent = numberFormat(locales[language], { maximumFractionDigits: 4 }).format(Number(tier.rate) * 100);
  return `${percent}%`;
}

export interface ContractTiersLabels {
  caption: string;
  tier: string;
  turnover: string;
  netLoss: string;
  activeMembers: string;
  rate: string;
}

/** The tiers of a contract as a table (the contract popup and the agent center's contract pages). */
export function ContractTiers({ tiers, labels, language, currencySymbol, showNetLoss }: {
  tiers: ContractTierWire[];
  labels: ContractTiersLabels;
  language: Language;
  currencySymbol: string;
  showNetLoss: boolean;
}) {
  return (
    <table data-testid="contract-tiers">
      <caption>{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.tier}</th>
          <th scope="col">{labels.turnover}</th>
          {showNetLoss ? <th scope="col">{labels.netLoss}</th> : null}
          <th scope="col">{labels.activeMembers}</th>
          <th scope="col">{labels.rate}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={index}>
            <th scope="row">{formatNumber(index + 1, language)}</th>
            <td>≥ {formatMoney(tier.turnover, { language, currencySymbol })}</td>
            {showNetLoss ? <td>≥ {formatMoney(tier.netLoss ?? 0, { language, currencySymbol })}</td> : null}
            <td>≥ {formatNumber(tier.activeMembers, language)}</td>
            <td>{contractRateText(tier, language, currencySymbol)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
