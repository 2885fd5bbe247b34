import type { Db } from '../platform/db/db';
import {
  type MerchantStatus,
  readMerchantStatus,
  setMaintenance,
  setRestrictedCountries,
} from '../domains/operator/merchant-status';
import type { OperatorCommand } from './operator-command';

/** Runs a command against the database directly (the server must be stopped when it is PGlite). */
export async function runOnDatabase(db: Db, command: OperatorCommand): Promise<MerchantStatus | null> {
  switch (command.kind) {
    case 'maintenance':
      return setMaintenance(db, command.merchant, command.enabled, command.message);
    case 'restrict':
      return setRestrictedCountries(db, command.merchant, command.countries);
    case 'show':
      return readMerchantStatus(db, command.merchant);
  }
}

/** Is a server answering at apiUrl? A short probe, so the CLI never hangs. */
export async function serverAnswers(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/healthz', apiUrl), { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Runs a command through the running server's /ops endpoints. */
export async function runOverHttp(apiUrl: string, token: string, command: OperatorCommand): Promise<MerchantStatus> {
  const headers = { 'content-type': 'application/json', 'x-operator-token': token };
  const request =
    command.kind === 'show'
      ? fetch(new URL(`/ops/merchant?merchant=${encodeURIComponent(command.merchant)}`, apiUrl), { headers })
      : fetch(new URL(command.kind === 'maintenance' ? '/ops/merchant/maintenance' : '/ops/merchant/restriction', apiUrl), {
          method: 'POST',
          headers,
          body: JSON.stringify(
            command.kind === 'maintenance'
              ? { merchant: command.merchant, enabled: command.enabled, message: command.message }
              : { merchant: command.merchant, countries: command.countries },
          ),
        });
  const response = await request;
  const body = (await response.json()) as { success: boolean; value: MerchantStatus; message: string | null };
  if (!body.success) throw new Error(`server refused (${response.status}): ${body.message ?? 'no message'}`);
  return body.value;
}
