import type { AccountConfig, AccountsFile, KeyConfig, KeyPermission } from './accounts-file';
import { API_KEY_FORMAT } from './accounts-file';
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
  /**
   * Replaces every key of the named account while the venue runs (a client that lost its private key
   * registers a new one): balances, orders and history stay the account's. Throws for an unknown
   * account, a malformed key, or an API key another account holds.
   */
  replaceKeys(
    accountName: string,
    keys: readonly KeyConfig[],
    permissions: Readonly<Record<string, readonly KeyPermission[]>>,
  ): void;
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
  return {
    accounts,
    byApiKey: (apiKey) => holders.get(apiKey),
    replaceKeys(accountName, keys, permissions) {
      const account = accounts.find((candidate) => candidate.name === accountName);
      if (!account) throw new Error(`No venue account is named "${accountName}".`);
      const verifiers = keys.map((key) => {
        if (!API_KEY_FORMAT.test(key.apiKey))
          throw new Error('The API key is not 1 to 128 letters and digits.');
        const holder = holders.get(key.apiKey);
        if (holder && holder.account !== account) throw new Error('Another account holds this API key.');
        return createKeyVerifier(key, permissions[key.apiKey]);
      });
      for (const [apiKey, holder] of holders) if (holder.account === account) holders.delete(apiKey);
      for (const key of verifiers) holders.set(key.apiKey, { account, key });
    },
  };
}
