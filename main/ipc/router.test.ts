import { describe, expect, it, vi } from 'vitest';
import type { Handlers } from '@shared/ipc/contract';
import { createIpcRouter } from './router';

const clock = { serverTime: 1_700_000_000_000, offsetMs: 5, roundTripMs: 2, measuredAt: 1, venueUrl: 'x' };
const trusted = { trusted: true, description: 'app://terminal/index.html', sessionId: 's1' };

function routerWith(time: Handlers['tt:venue:time'] = async () => clock) {
  const handler = vi.fn(time);
  return { handler, router: createIpcRouter({ 'tt:venue:time': handler } as Partial<Handlers> as Handlers) };
}

describe('the validated IPC layer', () => {
  it('answers a known channel from a trusted sender with the handler result', async () => {
    const { router } = routerWith();
    await expect(router.dispatch('tt:venue:time', undefined, trusted)).resolves.toEqual({
      ok: true,
      value: clock,
    });
  });

  it('refuses an unknown channel without calling anything', async () => {
    const { router, handler } = routerWith();
    const response = await router.dispatch('tt:venue:secrets', undefined, trusted);
    expect(response).toEqual({
      ok: false,
      error: {
        kind: 'unknown-channel',
        message: 'Unknown IPC channel "tt:venue:secrets": it is not in the contract.',
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses inherited object keys as channels', async () => {
    const { router } = routerWith();
    const response = await router.dispatch('constructor', undefined, trusted);
    expect(response.ok).toBe(false);
    expect(!response.ok && response.error.kind).toBe('unknown-channel');
  });

  it('refuses a sender that is not our own top-level frame', async () => {
    const { router, handler } = routerWith();
    const response = await router.dispatch('tt:venue:time', undefined, {
      trusted: false,
      description: 'https://evil.example/frame',
      sessionId: 's2',
    });
    expect(response).toEqual({
      ok: false,
      error: {
        kind: 'untrusted-sender',
        message:
          'IPC request "tt:venue:time" refused: the sender (https://evil.example/frame) is not the terminal\'s own top-level frame.',
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses arguments that fail the request's schema, naming the channel", async () => {
    const { router, handler } = routerWith();
    const response = await router.dispatch('tt:venue:time', { sneaky: true }, trusted);
    expect(response.ok).toBe(false);
    if (!response.ok) {
      expect(response.error.kind).toBe('invalid-arguments');
      expect(response.error.message).toMatch(/^Invalid arguments for "tt:venue:time": \(args\): /);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('carries an error that knows its payload (a venue error) across as that payload', async () => {
    class PayloadError extends Error {
      toPayload() {
        return { kind: 'venue' as const, status: 400, code: -1021, message: 'GET /api/v3/time: late' };
      }
    }
    const { router } = routerWith(async () => {
      throw new PayloadError('late');
    });
    expect(await router.dispatch('tt:venue:time', undefined, trusted)).toEqual({
      ok: false,
      error: { kind: 'venue', status: 400, code: -1021, message: 'GET /api/v3/time: late' },
    });
  });

  it('turns any other failure into an internal error without a stack', async () => {
    const { router } = routerWith(async () => {
      throw new Error('boom');
    });
    expect(await router.dispatch('tt:venue:time', undefined, trusted)).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'boom' },
    });
  });
});
