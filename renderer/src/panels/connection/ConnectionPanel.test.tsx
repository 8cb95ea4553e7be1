import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import type { VenueClock } from '@shared/ipc/venue';
import { TerminalProvider } from '../../api/terminal-context';
import { syncVenueEvents } from '../../api/venue-queries';
import { ConnectionPanel } from './ConnectionPanel';

afterEach(cleanup);

const clock = (offsetMs: number): VenueClock => ({
  serverTime: Date.now() + offsetMs,
  offsetMs,
  roundTripMs: 3,
  measuredAt: Date.now(),
  venueUrl: 'http://127.0.0.1:9999',
});

function renderWith(time: () => Promise<VenueClock>) {
  let push: ((c: VenueClock) => void) | undefined;
  const terminal = {
    venue: {
      time: vi.fn(time),
      onTime: (listener: (c: VenueClock) => void) => {
        push = listener;
        return () => undefined;
      },
    },
  } as unknown as TerminalApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  syncVenueEvents(terminal, client);
  render(
    <QueryClientProvider client={client}>
      <TerminalProvider terminal={terminal}>
        <ConnectionPanel />
      </TerminalProvider>
    </QueryClientProvider>,
  );
  return { terminal, push: (c: VenueClock) => act(() => push!(c)) };
}

describe('ConnectionPanel', () => {
  it('shows connecting, then connected with the measured offset and round trip', async () => {
    renderWith(async () => clock(1234));
    expect(screen.getByRole('status', { name: 'Connection state' }).textContent).toBe('connecting');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('connected'));
    expect(screen.getByLabelText('Clock offset').textContent).toBe('+1234 ms');
    expect(screen.getByLabelText('Round trip').textContent).toBe('3 ms');
    expect(screen.getByLabelText('Server time').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it('shows a venue error with its code when the venue cannot be reached', async () => {
    renderWith(async () => {
      throw { kind: 'venue', message: 'GET /api/v3/time: Too many requests.', code: -1003, status: 429 };
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('disconnected'));
    expect(screen.getByRole('alert').textContent).toBe('GET /api/v3/time: Too many requests. (code -1003)');
  });

  it("takes main's pushed re-syncs into the same cache", async () => {
    const { push } = renderWith(async () => clock(10));
    await waitFor(() => expect(screen.getByLabelText('Clock offset').textContent).toBe('+10 ms'));
    push(clock(-250));
    await waitFor(() => expect(screen.getByLabelText('Clock offset').textContent).toBe('−250 ms'));
  });

  it('measures again on request', async () => {
    const { terminal } = renderWith(async () => clock(5));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('connected'));
    fireEvent.click(screen.getByRole('button', { name: 'Measure again' }));
    await waitFor(() => expect(terminal.venue.time).toHaveBeenCalledTimes(2));
  });
});
