import { describe, expect, it } from 'vitest';
import { formatHashrate, formatRate, hashrateGeometry } from './hashrate-chart-math';

/** One sample a second from time 1: each a hashrate and a reject rate. */
const samples = (...rows: [hashrate: string, reject: string][]) =>
  rows.map(([hashrate, reject], i) => ({ time: i + 1, hashrate, reject }));

describe('hashrateGeometry', () => {
  it('spans the hashrate between its lowest and highest value and the reject rate from zero', () => {
    const geometry = hashrateGeometry(
      samples(['100000000000000', '0.01'], ['300000000000000', '0.02'], ['200000000000000', '0']),
      { width: 300, height: 90 },
    );
    expect(geometry.hashrate).toBe('0.00,90.00 150.00,0.00 300.00,45.00');
    expect(geometry.reject).toBe('0.00,45.00 150.00,0.00 300.00,90.00');
    expect(geometry.maxHashrate).toBe('300000000000000');
    expect(geometry.minHashrate).toBe('100000000000000');
    expect(geometry.maxReject).toBe('0.02');
  });

  it('keeps exact thirds where a float would drift', () => {
    const geometry = hashrateGeometry(samples(['0.1', '0'], ['0.2', '0'], ['0.4', '0']), {
      width: 100,
      height: 30,
    });
    expect(geometry.hashrate).toBe('0.00,30.00 50.00,20.00 100.00,0.00');
    expect(geometry.reject).toBe('0.00,15.00 50.00,15.00 100.00,15.00');
  });
});

describe('formatHashrate and formatRate', () => {
  it('scale to the largest unit and show a rate in percent', () => {
    expect(formatHashrate('123450000000000')).toBe('123.45 TH/s');
    expect(formatHashrate('999')).toBe('999.00 H/s');
    expect(formatHashrate('1500000000')).toBe('1.50 GH/s');
    expect(formatRate('0.0123')).toBe('1.23 %');
  });
});
