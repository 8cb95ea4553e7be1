import { describe, expect, it } from 'vitest';
import type { FuturesTransactionView } from '@shared/ipc/futures';
import { dailyPnl } from './daily-pnl';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const at = (date: string, hour: number) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
let id = 1;
const income = (
  incomeType: string,
  income: string,
  time: number,
  asset = 'USDT',
): FuturesTransactionView => ({
  family: 'usdm',
  symbol: 'BTCUSDT',
  incomeType,
  income,
  asset,
  time,
  tranId: String(id++),
  tradeId: '',
});

describe('the futures result day by day', () => {
  it('sums realized P&L, fees and funding per day and asset, newest first, exactly', () => {
    const rows = [
      income('REALIZED_PNL', '12.5', at('2026-11-29', 9)),
      income('COMMISSION', '-0.30000050', at('2026-11-29', 9)),
      income('FUNDING_FEE', '-0.1', at('2026-11-29', 16)),
      income('REALIZED_PNL', '-4', at('2026-11-30', 1)),
      income('COMMISSION', '-0.2', at('2026-11-30', 1)),
      income('REALIZED_PNL', '0.001', at('2026-11-30', 2), 'BTC'),
      // Money moved in is no trading result.
      income('TRANSFER', '1000', at('2026-11-30', 3)),
    ];
    expect(dailyPnl(rows, day)).toEqual([
      { day: '2026-11-30', asset: 'BTC', realizedPnl: '0.001', fees: '0', funding: '0', netPnl: '0.001' },
      { day: '2026-11-30', asset: 'USDT', realizedPnl: '-4', fees: '-0.2', funding: '0', netPnl: '-4.2' },
      {
        day: '2026-11-29',
        asset: 'USDT',
        realizedPnl: '12.5',
        fees: '-0.3000005',
        funding: '-0.1',
        netPnl: '12.0999995',
      },
    ]);
  });

  it('makes nothing of no income', () => {
    expect(dailyPnl([], day)).toEqual([]);
  });
});
