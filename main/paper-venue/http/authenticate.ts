import { API_KEY_FORMAT, type KeyPermission } from '../accounts/accounts-file';
import type { AccountRegistry, KeyHolder } from '../accounts/account-registry';
import type { SecurityType } from './endpoint-table';
import { fail } from './venue-failure';

/** A key holding USER_DATA may also read its stream. */
const GRANTS: Record<Exclude<SecurityType, 'NONE'>, readonly KeyPermission[]> = {
  TRADE: ['TRADE'],
  USER_DATA: ['USER_DATA'],
  USER_STREAM: ['USER_STREAM', 'USER_DATA'],
};

/** Finds the caller from `X-MBX-APIKEY`: -2014 for a missing or malformed key, -2015 for an unknown one. */
export function identifyCaller(header: string | string[] | undefined, registry: AccountRegistry): KeyHolder {
  if (typeof header !== 'string' || !API_KEY_FORMAT.test(header)) throw fail.apiKeyFormat();
  const holder = registry.byApiKey(header);
  if (!holder) throw fail.rejectedKey();
  return holder;
}

/** -2015 unless the key may call endpoints of this security type. */
export function checkKeyPermission(holder: KeyHolder, security: Exclude<SecurityType, 'NONE'>): void {
  if (!GRANTS[security].some((permission) => holder.key.permissions.has(permission)))
    throw fail.rejectedKey();
}
