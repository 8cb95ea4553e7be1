import { Engine, EngineError, fromFixed } from '../../main/paper-venue/engine';
import type { EngineCommand } from '../../main/paper-venue/engine';
import { btcusdt as symbol } from '../../main/paper-venue/engine/testkit';
import type { MatchingOp } from './order-stream';

const accounts = ['a1', 'a2', 'a3', 'a4'];
const START = 1_700_000_000_000;

const priceText = (ticks: number) => fromFixed(BigInt(ticks) * 1_000_000n);
const qtyText = (lots: number) => fromFixed(BigInt(lots) * 1_000n);

/**
 * The stream as engine commands, built before the clock starts (the engine's input is what the
 * HTTP layer hands over: decimal strings). Orders are spread over four accounts.
 */
export function engineCommands(ops: readonly MatchingOp[]): EngineCommand[] {
  const owner = new Map<string, string>();
  return ops.map((op, i): EngineCommand => {
    const at = START + i;
    if (op.kind === 'cancel') {
      return {
        kind: 'cancelOrder',
        at,
        accountId: owner.get(op.id) as string,
        symbol: symbol.symbol,
        origClientOrderId: op.id,
      };
    }
    const accountId = accounts[i % accounts.length] as string;
    owner.set(op.id, accountId);
    const order =
      op.kind === 'limit'
        ? {
            symbol: symbol.symbol,
            side: op.side,
            type: 'LIMIT' as const,
            timeInForce: 'GTC' as const,
            price: priceText(op.ticks),
            quantity: qtyText(op.lots),
            newClientOrderId: op.id,
          }
        : {
            symbol: symbol.symbol,
            side: op.side,
            type: 'MARKET' as const,
            quantity: qtyText(op.lots),
            newClientOrderId: op.id,
          };
    return { kind: 'placeOrder', at, accountId, order };
  });
}

/** A fresh engine with the four accounts funded far beyond what the stream can spend. */
export function freshEngine(): Engine {
  const engine = new Engine([symbol]);
  for (const accountId of accounts) {
    engine.execute({
      kind: 'openAccount',
      at: START - 1,
      account: {
        accountId,
        balances: { USDT: '100000000000', BTC: '1000000000' },
        commission: { maker: '0.001', taker: '0.001' },
      },
    });
  }
  return engine;
}

/** Runs every command; returns how many the engine refused (cancels of orders already filled). */
export function runEngine(engine: Engine, commands: readonly EngineCommand[]): number {
  let refused = 0;
  for (const command of commands) {
    try {
      engine.execute(command);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      refused += 1;
    }
  }
  return refused;
}

/**
 * Runs every command and returns the last answer of each kind (a refusal is an answer too), holding
 * no other answer on the way (for the resident engine).
 */
export function lastAnswers(engine: Engine, commands: readonly EngineCommand[]): unknown[] {
  const last = new Map<unknown, unknown>();
  for (const command of commands) {
    try {
      const answer = engine.execute(command);
      last.set(answer.constructor, answer);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      last.set(EngineError, error);
    }
  }
  return [...last.values()];
}
