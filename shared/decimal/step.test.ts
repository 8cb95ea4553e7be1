import { describe, expect, it } from 'vitest';
import { isMultipleOfStep, roundToStep, stepDecimals } from './step';

describe('roundToStep', () => {
  it('rounds to a step of 0.05 in every direction', () => {
    expect(roundToStep('0.17', '0.05', 'floor')).toBe('0.15');
    expect(roundToStep('0.17', '0.05', 'ceil')).toBe('0.20');
    expect(roundToStep('0.17', '0.05', 'nearest')).toBe('0.15');
    expect(roundToStep('0.175', '0.05', 'nearest')).toBe('0.20');
    expect(roundToStep('1.05', '0.05')).toBe('1.05');
  });

  it('works where floats fail (0.1 + 0.2 style values, tiny ticks, huge quantities)', () => {
    expect(roundToStep('0.3', '0.1')).toBe('0.3');
    expect(roundToStep('0.00000299', '0.00000100')).toBe('0.000002');
    expect(roundToStep('123456789012345.678901234', '0.001')).toBe('123456789012345.678');
    expect(roundToStep('17', '5', 'ceil')).toBe('20');
    expect(roundToStep('42.5', '0.25', 'floor')).toBe('42.50');
  });

  it('treats floor and ceil as directions, also below zero', () => {
    expect(roundToStep('-0.17', '0.05', 'floor')).toBe('-0.20');
    expect(roundToStep('-0.17', '0.05', 'ceil')).toBe('-0.15');
  });

  it('leaves the value alone for a zero step and refuses a negative one', () => {
    expect(roundToStep('0.123', '0')).toBe('0.123');
    expect(() => roundToStep('1', '-0.1')).toThrow(RangeError);
  });
});

describe('isMultipleOfStep', () => {
  it('is exact for steps that are not powers of ten', () => {
    expect(isMultipleOfStep('0.15', '0.05')).toBe(true);
    expect(isMultipleOfStep('0.16', '0.05')).toBe(false);
    expect(isMultipleOfStep('0.3', '0.1')).toBe(true);
    expect(isMultipleOfStep('0.00100000', '0.00100000')).toBe(true);
    expect(isMultipleOfStep('0.0015', '0.001')).toBe(false);
  });

  it('accepts anything for a zero step', () => {
    expect(isMultipleOfStep('0.123456789', '0.00000000')).toBe(true);
  });
});

describe('stepDecimals', () => {
  it('counts significant decimals of the step, not its padding', () => {
    expect(stepDecimals('0.05')).toBe(2);
    expect(stepDecimals('0.00100000')).toBe(3);
    expect(stepDecimals('1.00000000')).toBe(0);
  });
});
