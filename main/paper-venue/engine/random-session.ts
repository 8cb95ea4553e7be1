import { seededRandom } from '@shared/random/seeded';
import { EngineError } from './errors';
import { fromFixed, SCALE, toFixed } from './fixed';
import type { testVenue } from './testkit';
import type { SelfTradePreventionMode, Side } from './types';

/**
 * A reproducible random trading session for property tests: each `step()` sends one random
 * command (orders of every type, lists, cancels, amends, cancelReplace) and says whether the
 * engine accepted it.
 */
export function randomSession(v: ReturnType<typeof testVenue>, seed: number): { step(): boolean } {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const accounts = ['alice', 'bob', 'carol'];
  const stpModes: SelfTradePreventionMode[] = [
    'NONE',
    'EXPIRE_TAKER',
    'EXPIRE_MAKER',
    'EXPIRE_BOTH',
    'DECREMENT',
  ];
  // Decimals are made from whole numbers of hundredths: no float ever holds a price or quantity.
  const cents = (n: bigint) => fromFixed(n * 1_000_000n);
  const price = () => cents(9_500n + BigInt(Math.floor(random() * 1000)));
  const qty = () => cents(1n + BigInt(Math.floor(random() * 300)));
  return {
    step(): boolean {
      const accountId = pick(accounts);
      const side: Side = random() < 0.5 ? 'BUY' : 'SELL';
      const stp = pick(stpModes);
      const roll = random();
      try {
        if (roll < 0.45) {
          const iceberg = random() < 0.15;
          const quantity = qty();
          v.limit(accountId, side, price(), quantity, {
            timeInForce: iceberg ? 'GTC' : pick(['GTC', 'GTC', 'IOC', 'FOK'] as const),
            selfTradePreventionMode: stp,
            ...(iceberg ? { icebergQty: fromFixed(toFixed(quantity) / 3n) } : {}),
          });
        } else if (roll < 0.55) {
          v.place(
            accountId,
            random() < 0.5
              ? { side, type: 'MARKET', quantity: qty(), selfTradePreventionMode: stp }
              : {
                  side,
                  type: 'MARKET',
                  quoteOrderQty: fromFixed(toFixed(qty()) * 50n),
                  selfTradePreventionMode: stp,
                },
          );
        } else if (roll < 0.62) {
          const type = pick(['STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'] as const);
          const trailing = random() < 0.3;
          v.place(accountId, {
            side,
            type,
            quantity: qty(),
            ...(type.endsWith('LIMIT') ? { price: price(), timeInForce: 'GTC' as const } : {}),
            ...(trailing ? { trailingDelta: 50 + Math.floor(random() * 200) } : { stopPrice: price() }),
            selfTradePreventionMode: stp,
          });
        } else if (roll < 0.66) {
          v.place(accountId, { side, type: 'LIMIT_MAKER', price: price(), quantity: qty() });
        } else if (roll < 0.7) {
          const last = toFixed(v.queries.lastPrice('BTCUSDT') ?? '100');
          const off = (delta: bigint) => fromFixed(last + delta * SCALE);
          v.engine.execute({
            kind: 'placeOco',
            at: v.at(),
            accountId,
            list: {
              symbol: 'BTCUSDT',
              side,
              quantity: qty(),
              above:
                side === 'SELL'
                  ? { type: 'LIMIT_MAKER', price: off(3n) }
                  : { type: 'STOP_LOSS', stopPrice: off(3n) },
              below:
                side === 'SELL'
                  ? {
                      type: 'STOP_LOSS_LIMIT',
                      price: off(-4n),
                      stopPrice: off(-3n),
                      timeInForce: 'GTC',
                    }
                  : { type: 'LIMIT_MAKER', price: off(-3n) },
            },
          });
        } else if (roll < 0.74) {
          v.engine.execute({
            kind: 'placeOtoco',
            at: v.at(),
            accountId,
            list: {
              symbol: 'BTCUSDT',
              working: { type: 'LIMIT', side, price: price(), quantity: qty(), timeInForce: 'GTC' },
              pendingSide: side === 'BUY' ? 'SELL' : 'BUY',
              pendingQuantity: qty(),
              pendingAbove:
                side === 'BUY'
                  ? { type: 'LIMIT_MAKER', price: '110' }
                  : { type: 'STOP_LOSS', stopPrice: '110' },
              pendingBelow:
                side === 'BUY'
                  ? { type: 'STOP_LOSS', stopPrice: '90' }
                  : { type: 'LIMIT_MAKER', price: '90' },
            },
          });
        } else {
          const open = v.queries.openOrders(accountId, 'BTCUSDT');
          if (open.length === 0) return false;
          const target = pick(open);
          if (roll < 0.9) {
            v.engine.execute({
              kind: 'cancelOrder',
              at: v.at(),
              accountId,
              symbol: 'BTCUSDT',
              orderId: target.orderId,
            });
          } else if (roll < 0.95) {
            const newQty = fromFixed((toFixed(target.origQty) * 6n) / 10n);
            v.engine.execute({
              kind: 'amendOrder',
              at: v.at(),
              accountId,
              symbol: 'BTCUSDT',
              orderId: target.orderId,
              newQty,
            });
          } else {
            v.engine.execute({
              kind: 'cancelReplace',
              at: v.at(),
              accountId,
              cancelReplaceMode: random() < 0.5 ? 'STOP_ON_FAILURE' : 'ALLOW_FAILURE',
              cancelOrderId: target.orderId,
              order: {
                symbol: 'BTCUSDT',
                side,
                type: 'LIMIT',
                timeInForce: 'GTC',
                price: price(),
                quantity: qty(),
              },
            });
          }
        }
        return true;
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        return false;
      }
    },
  };
}
