import { describe, expect, it } from 'vitest';
import type { TwapView } from '@shared/ipc/twap';
import { endWords } from './twap-words';

const view = (change: Partial<TwapView>): TwapView => ({
  id: 'twap-1',
  family: 'usdm',
  symbol: 'BTCUSDT',
  side: 'SELL',
  quantity: '0.010',
  slices: 5,
  durationSeconds: 60,
  limitPrice: '64000.0',
  sent: 4,
  skipped: 1,
  executedQty: '0.008',
  avgPrice: '64123.456',
  startedAt: 0,
  nextAt: null,
  state: 'done',
  note: '1 of 5 slices skipped past the limit.',
  ...change,
});

describe("a TWAP's end in words", () => {
  it('says what it sent and filled on the tick and step, an average with its own digits, and the note', () => {
    expect(endWords(view({}), '0.1', '0.001')).toBe(
      'TWAP sell 0.010 BTCUSDT done: 4 of 5 slices sent, 0.008 filled at 64,123.456 average. 1 of 5 slices skipped past the limit.',
    );
    expect(
      endWords(
        view({
          state: 'stopped',
          sent: 0,
          executedQty: '0',
          avgPrice: null,
          note: 'Stopped by you after 0 of 5 slices.',
        }),
        '0.1',
        '0.001',
      ),
    ).toBe('TWAP sell 0.010 BTCUSDT stopped: nothing filled. Stopped by you after 0 of 5 slices.');
  });
});
