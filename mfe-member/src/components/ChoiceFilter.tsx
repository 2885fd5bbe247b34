import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@khela/shared/reports';

export interface ChoiceFilterProps<V extends string> {
  label: string;
  /** The empty value is "All". */
  value: V | '';
  choices: readonly V[];
  /** The words of a choice. */
  nameOf: (choice: V) => string;
  onChange: (value: V | '') => void;
}

/** A record list's select filter: "All" first, then its choices, and back only a value it offered. */
export function ChoiceFilter<V extends string>({ label, value, choices, nameOf, onChange }: ChoiceFilterProps<V>) {
  const { t } = useTranslation('member');
  const options: Array<[string, string]> = [['', t('filters.all')], ...choices.map((choice): [string, string] => [choice, nameOf(choice)])];
  return <SelectFilter label={label} value={value} options={options} onChange={(picked) => onChange(choices.find((choice) => choice === picked) ?? '')} />;
}
