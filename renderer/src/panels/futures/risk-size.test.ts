import { describe, expect, it } from 'vitest';
import { exitPnlAfterFees } from './exit-outcomes';
import { sizeForRisk, type RiskInputs } from './risk-size';
import { rewardToRisk } from '../orders/reward-risk';

const linear = { contractSize: null, marginAsset: 'USDT' };
const inverse = { contractSize: 100, marginAsset: 'BTC' };
const rates = { entry: '0.0002', exit: '0.0005' };

const long = (change: Partial<RiskInputs> = {}): RiskInputs => ({
  long: true,
  entryPrice: '60000',
  stopLoss: '59000',
  risk: '50',
  unit: 'amount',
  available: '10000',
  stepSize: '0.001',
  ...change,
});

describe('sizeForRisk', () => {
  it('is the risk over what one unit loses at the stop, down to the step, on a linear contract', () => {
    // 50 / 1,000 = 0.05 exactly: it loses the whole risk
    expect(sizeForRisk(linear, long())).toEqual({ ok: true, quantity: '0.050', loss: '-50', asset: 'USDT' });
    // 50 / 1,100 = 0.04545… → 0.045, losing 49.5
    expect(sizeForRisk(linear, long({ stopLoss: '58900' }))).toEqual({
      ok: true,
      quantity: '0.045',
      loss: '-49.5',
      asset: 'USDT',
    });
    // a short's stop is above its entry
    expect(sizeForRisk(linear, long({ long: false, stopLoss: '61000' }))).toMatchObject({
      quantity: '0.050',
      loss: '-50',
    });
  });

  it("counts both trades' commission once the rates are read, and never loses more than the risk", () => {
    // one BTC loses 1,000 + 60,000 × 0.0002 + 59,000 × 0.0005 = 1,041.5; 50 / 1,041.5 = 0.048007… → 0.048
    const sized = sizeForRisk(linear, long({ rates }));
    expect(sized).toEqual({ ok: true, quantity: '0.048', loss: '-49.992', asset: 'USDT' });
    // the loss said is the form's own figure at the stop loss for that size
    expect(exitPnlAfterFees(linear, true, '60000', '59000', '0.048', rates)?.value).toBe('-49.992');
    // one step more would lose more than the risk
    expect(exitPnlAfterFees(linear, true, '60000', '59000', '0.049', rates)?.value).toBe('-51.0335');
  });

  it('takes a percentage of what is available', () => {
    // 0.5 % of 10,000 = 50
    expect(sizeForRisk(linear, long({ risk: '0.5', unit: 'percent' }))).toMatchObject({ quantity: '0.050' });
    expect(sizeForRisk(linear, long({ risk: '0.5', unit: 'percent', available: undefined }))).toBeNull();
  });

  it('sizes an inverse contract in contracts, exactly, and says the loss at eight places', () => {
    // one contract of 100 USD from 50,000 to 40,000: 100 × (1/40,000 − 1/50,000) = 0.0005 BTC;
    // 0.0016 / 0.0005 = 3.2 → 3 contracts losing 0.0015
    expect(
      sizeForRisk(inverse, long({ entryPrice: '50000', stopLoss: '40000', risk: '0.0016', stepSize: '1' })),
    ).toEqual({ ok: true, quantity: '3', loss: '-0.0015', asset: 'BTC' });
  });

  it('says when a single step already loses more than the risk', () => {
    expect(sizeForRisk(linear, long({ risk: '0.5' }))).toEqual({
      ok: false,
      reason: 'One step of size (0.001) loses more than 0.50 USDT at the stop loss.',
    });
  });

  it('says nothing while a figure is missing, or while the stop would not lose', () => {
    expect(sizeForRisk(linear, long({ risk: '' }))).toBeNull();
    expect(sizeForRisk(linear, long({ stopLoss: '' }))).toBeNull();
    expect(sizeForRisk(linear, long({ entryPrice: undefined }))).toBeNull();
    expect(sizeForRisk(linear, long({ risk: '1e2' }))).toBeNull();
    // a long's stop above its entry gains (the form refuses it with -2021 itself)
    expect(sizeForRisk(linear, long({ stopLoss: '61000' }))).toBeNull();
    // at the entry without fees nothing is lost
    expect(sizeForRisk(linear, long({ stopLoss: '60000' }))).toBeNull();
  });
});

describe('rewardToRisk', () => {
  it('is the gain at the take profit over the loss at the stop, at two places', () => {
    expect(rewardToRisk('29.56', '-20.41')).toBe('1.45');
    expect(rewardToRisk('100', '-50')).toBe('2.00');
  });

  it('is nothing unless the take profit gains and the stop loses', () => {
    expect(rewardToRisk('-1', '-20')).toBeNull();
    expect(rewardToRisk('10', '5')).toBeNull();
    expect(rewardToRisk('10', '0')).toBeNull();
  });
});
