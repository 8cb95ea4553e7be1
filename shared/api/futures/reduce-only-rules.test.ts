import { describe, expect, it } from 'vitest';
import { reduceOnlyRefusal } from './reduce-only-rules';

const open = (side: 'BUY' | 'SELL', origQty: string, executedQty = '0', reduceOnly = true) => ({
  side,
  origQty,
  executedQty,
  reduceOnly,
});

describe("a one-way reduce-only order's position rules", () => {
  it('must shrink the position', () => {
    expect(reduceOnlyRefusal({ side: 'SELL', quantity: '1' }, '0', [])?.code).toBe(-2022);
    expect(reduceOnlyRefusal({ side: 'BUY', quantity: '1' }, '2', [])?.code).toBe(-2022);
    expect(reduceOnlyRefusal({ side: 'BUY', quantity: '1' }, '-2', [])).toBeNull();
  });

  it("with the side's other open reduce-only orders (what is left of them), must not close more than is held", () => {
    const others = [
      open('SELL', '1.5', '0.5'),
      open('SELL', '0.5'),
      open('BUY', '9'),
      open('SELL', '9', '0', false),
    ];
    // 1.0 + 0.5 left open on the closing side: 0.5 of 2 is left to close.
    expect(reduceOnlyRefusal({ side: 'SELL', quantity: '0.5' }, '2', others)).toBeNull();
    expect(reduceOnlyRefusal({ side: 'SELL', quantity: '0.51' }, '2', others)).toEqual({
      code: -4118,
      msg: 'ReduceOnly Order Failed. Please check your existing position and open orders',
    });
  });
});
