import { gameMenusAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SelectFilter, type DayRange } from '@khela/shared/reports';
import { betCategories, betStatuses, betVendors } from './bet-filters';
import type { BetFilters } from './use-bet-records';
import { ChoiceFilter } from '@/components/ChoiceFilter';
import { RecordFilters } from '@/components/RecordFilters';

export interface BetRecordFiltersProps {
  filters: BetFilters;
  range: DayRange;
  today: string;
  onFilters: (change: Partial<BetFilters>) => void;
  onRange: (range: DayRange) => void;
}

/**
 * Category, provider, status and days. The providers are the chosen category's (the menus the
 * shell loaded), so a new category clears the provider: the old one may not be in it.
 */
export function BetRecordFilters({ filters, range, today, onFilters, onRange }: BetRecordFiltersProps) {
  const { t } = useTranslation('member');
  const menus = useAtomValue(gameMenusAtom);
  const all: [string, string] = ['', t('filters.all')];
  const categories = betCategories(menus).map((gameType): [string, string] => [gameType, t(`common:categories.${gameType}`, { defaultValue: gameType })]);
  const vendors = betVendors(menus, filters.gameType).map((vendor): [string, string] => [vendor.vassalage, vendor.displayName]);
  return (
    <RecordFilters label={t('bets.filters')} range={range} today={today} onRange={onRange}>
      <SelectFilter label={t('filters.category')} value={filters.gameType} options={[all, ...categories]} onChange={(gameType) => onFilters({ gameType, vendor: '' })} />
      <SelectFilter label={t('bets.vendor')} value={filters.vendor} options={[all, ...vendors]} onChange={(vendor) => onFilters({ vendor })} />
      <ChoiceFilter label={t('filters.status')} value={filters.status} choices={betStatuses} nameOf={(status) => t(`bets.status.${status}`)} onChange={(status) => onFilters({ status })} />
    </RecordFilters>
  );
}
