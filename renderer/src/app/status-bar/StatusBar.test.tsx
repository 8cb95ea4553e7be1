import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamStatus } from '@shared/ipc/market';
import { syncMarketEvents } from '../../api/market-queries';
import { createFakeMarket } from '../../test-support/fake-market';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { StatusBar } from './StatusBar';

afterEach(cleanup);

const status = (
  stream: string,
  state: StreamStatus['state'],
  extra: Partial<StreamStatus> = {},
): StreamStatus => ({
  stream,
  state,
  latencyMs: null,
  clockOffsetMs: null,
  since: 1,
  reason: null,
  ...extra,
});

describe('StatusBar', () => {
  it('shows each stream with its state, latency and offset, and follows pushed changes', async () => {
    const fake = createFakeMarket({
      statuses: [status('market', 'live', { latencyMs: 12.4, clockOffsetMs: -3 })],
    });
    const { client } = renderWithTerminal(
      <StatusBar
        profile={{ id: 'paper', workspaceKey: 'paper', name: 'Paper', marking: 'PAPER', live: false }}
      />,
      fake.terminal,
    );
    syncMarketEvents(fake.terminal, client);
    await waitFor(() =>
      expect(screen.getByLabelText('Stream market').textContent).toBe('market live · 12 ms · offset −3 ms'),
    );
    expect(screen.getByLabelText('Stream market').className).toContain('state-live');
    expect(screen.getByLabelText('Venue REST status').textContent).toBe('REST live');

    act(() => fake.emitStatus(status('market', 'reconnecting', { reason: 'socket closed (1006)' })));
    act(() => fake.emitStatus(status('user-data', 'connecting')));
    await waitFor(() =>
      expect(screen.getByLabelText('Stream market').textContent).toBe('market reconnecting'),
    );
    expect(screen.getByLabelText('Stream market').getAttribute('title')).toBe('socket closed (1006)');
    expect(screen.getByLabelText('Stream user-data').textContent).toBe('user-data connecting');

    act(() => fake.emitStatus(status('user-data', 'live', { latencyMs: 2, orders: 'logged-on' })));
    await waitFor(() =>
      expect(screen.getByLabelText('Stream user-data').textContent).toBe('user-data live · orders · 2 ms'),
    );
    expect(screen.getByLabelText('Stream user-data').getAttribute('title')).toBe(
      'Spot orders are sent over this connection, logged on (no signature per order).',
    );
  });

  it('makes a live profile unmistakable', async () => {
    const fake = createFakeMarket();
    renderWithTerminal(
      <StatusBar profile={{ id: 'main', workspaceKey: 'main', name: 'Main', marking: 'LIVE', live: true }} />,
      fake.terminal,
    );
    const badge = screen.getByText('LIVE · Main');
    expect(badge.className).toContain('profile-live');
  });
});
