import { fromFixed, toFixed } from './fixed';
import { EngineError, messages } from './errors';
import type { AccountSetup } from './types';

/** One asset in one account, in 1e-8 units: a movement reads and writes its record, not two maps. */
export interface Holding {
  free: bigint;
  locked: bigint;
}

export interface Account {
  readonly accountId: string;
  /** Numeric id: the account's uid and its self-trade-prevention trade group. */
  readonly uid: number;
  /** Asset → its free and locked amounts, from the first movement of the asset on. */
  readonly holdings: Map<string, Holding>;
  /** The part of `locked` held by an external system (externalLock), per asset. */
  readonly externalLocked: Map<string, bigint>;
  readonly makerRate: bigint;
  readonly takerRate: bigint;
  readonly commission: { readonly maker: string; readonly taker: string };
  updateTime: number;
}

export interface BalanceView {
  readonly asset: string;
  readonly free: string;
  readonly locked: string;
}

/**
 * Free and locked balances of every account. Each movement is a transfer between free, locked,
 * another account or the fee pot, so for every asset the sum over accounts plus fees only changes
 * through deposits.
 */
export class Ledger {
  readonly accounts = new Map<string, Account>();
  readonly fees = new Map<string, bigint>();
  /** Accounts and assets changed during the current command. */
  private readonly dirty = new Map<string, Set<string>>();
  /** Whether to note changed balances at all (only events read them). */
  trackChanges = true;

  open(setup: AccountSetup, at: number): Account {
    const existing = this.accounts.get(setup.accountId);
    if (existing) return existing;
    const account: Account = {
      accountId: setup.accountId,
      uid: this.accounts.size + 1,
      holdings: new Map(),
      externalLocked: new Map(),
      makerRate: toFixed(setup.commission.maker),
      takerRate: toFixed(setup.commission.taker),
      commission: { maker: setup.commission.maker, taker: setup.commission.taker },
      updateTime: at,
    };
    for (const [asset, amount] of Object.entries(setup.balances))
      account.holdings.set(asset, { free: toFixed(amount), locked: 0n });
    this.accounts.set(account.accountId, account);
    return account;
  }

  get(accountId: string): Account {
    const account = this.accounts.get(accountId);
    if (!account) throw new EngineError(-2015, 'Invalid API-key, IP, or permissions for action.');
    return account;
  }

  free(account: Account, asset: string): bigint {
    return account.holdings.get(asset)?.free ?? 0n;
  }

  lockedOf(account: Account, asset: string): bigint {
    return account.holdings.get(asset)?.locked ?? 0n;
  }

  /** The account's record of the asset, made (empty) on its first movement. */
  private holding(account: Account, asset: string): Holding {
    let holding = account.holdings.get(asset);
    if (holding === undefined) {
      holding = { free: 0n, locked: 0n };
      account.holdings.set(asset, holding);
    }
    return holding;
  }

  /** Moves free → locked; throws the -2010 insufficient-balance rejection when free is short. */
  lock(account: Account, asset: string, amount: bigint): void {
    if (amount === 0n) return;
    const holding = account.holdings.get(asset);
    if (holding === undefined || holding.free < amount)
      throw new EngineError(-2010, messages.insufficientBalance);
    holding.free -= amount;
    holding.locked += amount;
    this.markDirty(account, asset);
  }

  unlock(account: Account, asset: string, amount: bigint): void {
    if (amount === 0n) return;
    const holding = this.holding(account, asset);
    holding.locked -= amount;
    holding.free += amount;
    this.markDirty(account, asset);
  }

  /** Spends locked funds: they leave the account (to the counterparty). */
  spendLocked(account: Account, asset: string, amount: bigint): void {
    this.holding(account, asset).locked -= amount;
    this.markDirty(account, asset);
  }

  /** Credits received funds minus the commission, which goes to the fee pot. */
  receive(account: Account, asset: string, amount: bigint, commission: bigint): void {
    this.holding(account, asset).free += amount - commission;
    if (commission !== 0n) this.fees.set(asset, (this.fees.get(asset) ?? 0n) + commission);
    this.markDirty(account, asset);
  }

  /** Paper money from outside: the only movement that changes an asset's total. */
  deposit(account: Account, asset: string, amount: bigint, at: number): void {
    this.holding(account, asset).free += amount;
    account.updateTime = at;
    this.markDirty(account, asset);
  }

  /** An external system locks (amount > 0) or releases (amount < 0) part of the free balance. */
  externalLock(account: Account, asset: string, amount: bigint, at: number): void {
    const held = account.externalLocked.get(asset) ?? 0n;
    if (amount > 0n) this.lock(account, asset, amount);
    else {
      if (-amount > held) throw new EngineError(-1130, messages.externalLockDelta);
      this.unlock(account, asset, -amount);
    }
    account.externalLocked.set(asset, held + amount);
    account.updateTime = at;
  }

  markDirty(account: Account, asset: string): void {
    if (!this.trackChanges) return;
    let assets = this.dirty.get(account.accountId);
    if (!assets) {
      assets = new Set();
      this.dirty.set(account.accountId, assets);
    }
    assets.add(asset);
  }

  drainDirty(): Map<string, Set<string>> {
    const copy = new Map(this.dirty);
    this.dirty.clear();
    return copy;
  }

  clearDirty(): void {
    if (this.dirty.size > 0) this.dirty.clear();
  }

  view(account: Account, asset: string): BalanceView {
    return {
      asset,
      free: fromFixed(this.free(account, asset)),
      locked: fromFixed(this.lockedOf(account, asset)),
    };
  }

  balances(account: Account): BalanceView[] {
    return [...account.holdings.keys()].sort().map((asset) => this.view(account, asset));
  }

  /** Sum over all accounts (free + locked) plus collected fees, per asset. */
  totals(): Map<string, bigint> {
    const totals = new Map<string, bigint>(this.fees);
    for (const account of this.accounts.values()) {
      for (const [asset, { free, locked }] of account.holdings)
        totals.set(asset, (totals.get(asset) ?? 0n) + free + locked);
    }
    return totals;
  }
}
