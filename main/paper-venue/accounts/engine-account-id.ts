import type { AccountRegistry } from './account-registry';

/**
 * The matching engine's id of a venue account: its name (unique in the accounts file, and stable
 * when accounts are reordered, unlike the uid). Every part of the venue keys the engine this way.
 */
export function engineAccountIdOf(accounts: AccountRegistry): (uid: number) => string {
  const names = new Map(accounts.accounts.map((account) => [account.uid, account.name]));
  return (uid) => {
    const name = names.get(uid);
    if (name === undefined) throw new Error(`No venue account has uid ${uid}.`);
    return name;
  };
}
