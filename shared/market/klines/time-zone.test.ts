import { describe, expect, it } from 'vitest';
import { parseTimeZoneOffset } from './time-zone';

describe('parseTimeZoneOffset', () => {
  it.each([
    ['0', 0],
    ['8', 480],
    ['+8', 480],
    ['-1:00', -60],
    ['05:45', 345],
    ['+08:00', 480],
    ['-12:00', -720],
    ['+14:00', 840],
    ['-0', 0],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(parseTimeZoneOffset(text)).toBe(minutes);
  });

  it.each(['', '15', '-12:01', '+14:30', '5:60', '5:5', 'UTC', '8h', '08:00:00', '1.5', ' 8'])(
    'refuses %j',
    (text) => {
      expect(parseTimeZoneOffset(text)).toBeUndefined();
    },
  );
});
