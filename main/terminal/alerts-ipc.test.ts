import { expect, it } from 'vitest';
import type { AlertView } from '@shared/ipc/alerts';
import { terminalForThisFile } from './test-support';

const fixture = terminalForThisFile({ activity: 'off' });

async function call<T>(channel: string, args?: unknown): Promise<T> {
  const response = await fixture.dispatch<T>(channel, args);
  if (!response.ok) throw new Error(`${channel}: ${response.error.message}`);
  return response.value;
}

it('keeps the Paper profile’s alerts through the composed terminal', async () => {
  const created = await call<AlertView>('tt:alerts:create', {
    symbol: 'BTCUSDT',
    condition: { kind: 'above', price: '1000000' },
    sound: false,
  });
  expect(await call<AlertView[]>('tt:alerts:list', {})).toEqual([created]);
});
