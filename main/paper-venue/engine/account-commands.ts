// Deposits and external locks: balance changes that are not trades.
// Functions over the Engine (engine.ts), which keeps the state and dispatches commands.
import { EngineError, messages } from './errors';
import { fromFixed, toFixed } from './fixed';
import type { CommandOf, DepositResult, ExternalLockResult } from './commands';
import type { Engine } from './engine';

/** Credits paper money: a balanceUpdate event, then the accountPosition of the changed asset. */
export function deposit(e: Engine, command: CommandOf<'deposit'>): DepositResult {
  const account = e.ledger.get(command.accountId);
  const amount = toFixed(command.amount);
  if (amount <= 0n) throw new EngineError(-1130, messages.depositAmount);
  e.ledger.deposit(account, command.asset, amount, command.at);
  if (e.events.active) {
    e.events.balanceUpdate(command.at, account.accountId, command.asset, fromFixed(amount));
  }
  return {
    accountId: account.accountId,
    asset: command.asset,
    amount: fromFixed(amount),
    free: fromFixed(e.ledger.free(account, command.asset)),
    transactTime: command.at,
  };
}

/** An external system (collateral, say) locks or releases balance: an externalLockUpdate event. */
export function externalLock(e: Engine, command: CommandOf<'externalLock'>): ExternalLockResult {
  const account = e.ledger.get(command.accountId);
  const negative = command.delta.startsWith('-');
  const magnitude = toFixed(negative ? command.delta.slice(1) : command.delta);
  if (magnitude === 0n) throw new EngineError(-1130, messages.externalLockDelta);
  const amount = negative ? -magnitude : magnitude;
  e.ledger.externalLock(account, command.asset, amount, command.at);
  if (e.events.active) {
    e.events.externalLockUpdate(command.at, account.accountId, command.asset, fromFixed(amount));
  }
  const view = e.ledger.view(account, command.asset);
  return {
    accountId: account.accountId,
    asset: command.asset,
    delta: fromFixed(amount),
    free: view.free,
    locked: view.locked,
    transactTime: command.at,
  };
}
