import { parseArgs } from 'node:util';
import { parseCountryList } from '../domains/operator/merchant-status';
import type { LocalizedText } from '../platform/i18n/language';
import { DEFAULT_MERCHANT_CODE } from '../platform/merchant/merchant';

export const USAGE = `usage:
  operator maintenance on|off [--merchant khela] [--message-bn TEXT] [--message-en TEXT]
  operator restrict CC,CC,...  [--merchant khela]    (ISO country codes; '' clears the list)
  operator show                [--merchant khela]`;

export type OperatorCommand =
  | { kind: 'maintenance'; merchant: string; enabled: boolean; message: LocalizedText }
  | { kind: 'restrict'; merchant: string; countries: string[] }
  | { kind: 'show'; merchant: string };

/** Turns argv into a command, or throws an Error whose message is meant for the operator. */
export function parseOperatorCommand(argv: string[]): OperatorCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      merchant: { type: 'string', default: DEFAULT_MERCHANT_CODE },
      'message-bn': { type: 'string' },
      'message-en': { type: 'string' },
    },
  });
  const merchant = values.merchant ?? DEFAULT_MERCHANT_CODE;
  const [verb, arg, ...rest] = positionals;
  if (rest.length > 0) throw new Error(`unexpected arguments: ${rest.join(' ')}\n${USAGE}`);
  switch (verb) {
    case 'maintenance': {
      if (arg !== 'on' && arg !== 'off') throw new Error(`maintenance needs on or off\n${USAGE}`);
      const message: LocalizedText = {};
      if (values['message-bn'] !== undefined) message.bn = values['message-bn'];
      if (values['message-en'] !== undefined) message.en = values['message-en'];
      return { kind: 'maintenance', merchant, enabled: arg === 'on', message };
    }
    case 'restrict':
      if (arg === undefined) throw new Error(`restrict needs a country list ('' clears it)\n${USAGE}`);
      return { kind: 'restrict', merchant, countries: parseCountryList(arg) };
    case 'show':
      if (arg !== undefined) throw new Error(`show takes no argument\n${USAGE}`);
      return { kind: 'show', merchant };
    default:
      throw new Error(USAGE);
  }
}
