import type { AccountRegistry } from '../accounts/account-registry';
import type { VenueStore } from '../store/venue-store';

export interface Deposit {
  /** Account uid or name. */
  readonly account: number | string;
  readonly asset: string;
  readonly amount: string;
}

/** Credits paper money at start (`--deposit`); every start credits again. */
export function creditDeposits(
  store: VenueStore,
  accounts: AccountRegistry,
  deposits: readonly Deposit[],
): void {
  for (const credit of deposits) {
    const account = accounts.accounts.find((a) => a.uid === credit.account || a.name === credit.account);
    if (!account) throw new Error(`--deposit names an unknown account: ${String(credit.account)}`);
    store.execute({ kind: 'deposit', accountId: account.name, asset: credit.asset, amount: credit.amount });
  }
}
