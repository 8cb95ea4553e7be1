import { describe, expect, it } from 'vitest';
import { formatPrice } from '@shared/decimal/format';
import { PAPER_SYMBOLS } from '@shared/market/paper-symbols';
import { quickOrderText } from './use-quick-order';

const btc = PAPER_SYMBOLS.find((s) => s.symbol === 'BTCUSDT')!;

describe('a quick order in words', () => {
  it('says a limit as the result lines do: kind, size on the step, symbol, price on the tick', () => {
    expect(
      quickOrderText(
        {
          symbol: 'BTCUSDT',
          side: 'BUY',
          type: 'LIMIT',
          timeInForce: 'GTC',
          quantity: '0.001',
          price: '64000',
        },
        btc,
      ),
    ).toBe(`Limit buy 0.00100 BTCUSDT at ${formatPrice('64000', '0.01')}`);
  });

  it('says a stop with its trigger', () => {
    expect(
      quickOrderText(
        { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP_LOSS', quantity: '0.5', stopPrice: '63100.5' },
        btc,
      ),
    ).toBe(`Stop loss sell 0.50000 BTCUSDT, trigger ${formatPrice('63100.5', '0.01')}`);
  });
});
