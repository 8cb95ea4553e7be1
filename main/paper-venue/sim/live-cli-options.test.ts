import { describe, expect, it } from 'vitest';
import { parseLiveCliOptions } from './live-cli-options';

describe('live venue flags', () => {
  it('reads activity, admin token and deposits and leaves the rest', () => {
    const options = parseLiveCliOptions([
      '--port',
      '0',
      '--activity',
      'busy',
      '--admin-token=0123456789abcdef',
      '--deposit',
      'alice:USDT:1000.5',
      '--deposit',
      '1:BTC:2',
      '--ws-max-age',
      '3600',
    ]);
    expect(options).toEqual({
      activity: 'busy',
      adminToken: '0123456789abcdef',
      deposits: [
        { account: 'alice', asset: 'USDT', amount: '1000.5' },
        { account: 1, asset: 'BTC', amount: '2' },
      ],
      wsMaxAgeSeconds: 3600,
      rest: ['--port', '0'],
    });
    expect(parseLiveCliOptions([]).activity).toBe('normal');
  });

  it('refuses bad values', () => {
    expect(() => parseLiveCliOptions(['--activity', 'wild'])).toThrow('--activity must be one of');
    expect(() => parseLiveCliOptions(['--admin-token', 'short'])).toThrow('at least 16');
    expect(() => parseLiveCliOptions(['--deposit', 'alice:usdt:1'])).toThrow('ACCOUNT:ASSET:AMOUNT');
    expect(() => parseLiveCliOptions(['--deposit'])).toThrow('needs a value');
    expect(() => parseLiveCliOptions(['--ws-max-age', '0'])).toThrow('--ws-max-age must be');
  });
});
