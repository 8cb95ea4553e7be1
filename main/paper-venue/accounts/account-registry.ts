import type { AccountConfig, AccountsFile } from './accounts-file';
import { createKeyVerifier, type ApiKeyVerifier } from './key-verifier';

/** A paper trading account as configured: identity, symbol permissions, opening balances, fees. */
export interface PaperAccount {
  /** Stable id, 1-based in file order; the engine keys balances and orders by it. */
  readonly uid: number;
  readonly name: string;
  /** Account permissions (SPOT, MARGIN, TRD_GRP_…), matched against symbols' permissionSets. */
  readonly permissions: readonly string[];
  readonly balances: Readonly<Record<string, string>>;
  readonly commission: { readonly maker: string; readonly taker: string };
}

export interface KeyHolder {
  readonly account: PaperAccount;
  readonly key: ApiKeyVerifier;
}

export interface AccountRegistry {
  readonly accounts: readonly PaperAccount[];
  /** The account and verifier behind an API key, if the venue issued it. */
  byApiKey(apiKey: string): KeyHolder | undefined;
}

function toAccount(config: AccountConfig, index: number): PaperAccount {
  return {
    uid: index + 1,
    name: config.name,
    permissions: config.permissions,
    balances: config.balances,
    commission: config.commission,
  };
}

/** The venue's accounts and keys, from a parsed accounts file. */
export function createAccountRegistry(file: AccountsFile | undefined): AccountRegistry {
  const holders = new Map<string, KeyHolder>();
  const accounts = (file?.accounts ?? []).map((config, index) => {
    const account = toAccount(config, index);
    for (const key of config.keys) {
      holders.set(key.apiKey, { account, key: createKeyVerifier(key, config.keyPermissions[key.apiKey]) });
    }
    return account;
  });
  return { accounts, byApiKey: (apiKey) => holders.get(apiKey) };
}
