import { describe, expect, it, vi } from 'vitest';
import { channels, eventNames } from './contract';
import { createTerminalApi, type IpcTransport } from './terminal-api';

function fakeTransport(): IpcTransport & { invoke: ReturnType<typeof vi.fn> } {
  return {
    invoke: vi.fn(async () => ({ ok: true as const, value: 'v' })),
    subscribe: vi.fn(() => () => undefined),
  };
}

describe('createTerminalApi', () => {
  it('exposes exactly the named methods of the contract, one per domain, and nothing generic', () => {
    const api = createTerminalApi(fakeTransport()) as unknown as Record<string, Record<string, unknown>>;
    const names = Object.entries(api).flatMap(([d, methods]) => Object.keys(methods).map((m) => `${d}.${m}`));
    const expected = [
      ...channels.map((c) => c.split(':').slice(1).join('.')),
      ...eventNames.map((e) => {
        const [, d, v] = e.split(':');
        return `${d}.on${v![0]!.toUpperCase()}${v!.slice(1)}`;
      }),
    ];
    expect(names.sort()).toEqual(expected.sort());
    expect(names).toContain('venue.time');
    expect(names).toContain('venue.onTime');
    expect(Object.values(api).every((m) => !('invoke' in m) && !('send' in m))).toBe(true);
  });

  it('invokes its own channel and unwraps the result', async () => {
    const transport = fakeTransport();
    await expect(createTerminalApi(transport).venue.time()).resolves.toBe('v');
    expect(transport.invoke).toHaveBeenCalledWith('tt:venue:time', undefined);
  });

  it('rejects with the structured error payload, code included', async () => {
    const transport = fakeTransport();
    const error = { kind: 'venue' as const, message: 'no', code: -1003, status: 429 };
    transport.invoke.mockResolvedValueOnce({ ok: false, error });
    await expect(createTerminalApi(transport).venue.time()).rejects.toEqual(error);
  });
});
