import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTradingTerminal, order } from '../panels/orders/fake-trading-terminal';
import { accountQueries } from './account-queries';
import { syncOrdersEvents } from './orders-queries';
import { profilesQueries, syncProfilesEvents } from './profiles-queries';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

const newClient = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return client;
};

describe('what main pushes keeps the caches fresh', () => {
  it('asks for balances and commission once while they are shown again and again', async () => {
    const { api, terminal } = fakeTradingTerminal();
    api.account.commission.mockResolvedValue({} as Awaited<ReturnType<typeof api.account.commission>>);
    const client = newClient();
    for (let mount = 0; mount < 3; mount += 1) {
      await client.fetchQuery(accountQueries.summary(terminal));
      await client.fetchQuery(accountQueries.commission(terminal, 'BTCUSDT'));
    }
    expect(api.account.summary).toHaveBeenCalledTimes(1);
    expect(api.account.commission).toHaveBeenCalledTimes(1);
  });

  it("marks a symbol's loaded trades stale when one of its orders fills, and only that symbol's", async () => {
    const { api, terminal, emit } = fakeTradingTerminal();
    const client = newClient();
    const off = syncOrdersEvents(terminal, client);
    const btc = accountQueries.trades(terminal, { symbol: 'BTCUSDT' });
    const eth = accountQueries.trades(terminal, { symbol: 'ETHUSDT' });
    await client.fetchQuery(btc);
    await client.fetchQuery(eth);

    emit('orders:updated', { orders: [order({ symbol: 'BTCUSDT', status: 'NEW', executedQty: '0.00000' })] });
    expect(client.getQueryState(btc.queryKey)?.isInvalidated).toBe(false);

    emit('orders:updated', {
      orders: [order({ symbol: 'BTCUSDT', status: 'FILLED', executedQty: '0.01000' })],
    });
    expect(client.getQueryState(btc.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(eth.queryKey)?.isInvalidated).toBe(false);
    // Not shown, so not refetched now: asked for again when next shown.
    expect(api.account.trades).toHaveBeenCalledTimes(2);
    await client.fetchQuery(btc);
    expect(api.account.trades).toHaveBeenCalledTimes(3);
    off();
  });

  it('asks for everything again when the active profile changes, and not when the list changes otherwise', async () => {
    const { api, terminal, emit, paper } = fakeTradingTerminal();
    const client = newClient();
    const off = syncProfilesEvents(terminal, client);
    await client.fetchQuery(profilesQueries.list(terminal));
    const balances = new QueryObserver(client, accountQueries.summary(terminal));
    const stopWatching = balances.subscribe(() => undefined);
    await vi.waitFor(() => expect(balances.getCurrentResult().isSuccess).toBe(true));

    const live = { ...paper, id: 'p-2', name: 'Live', builtIn: undefined, active: false };
    emit('profiles:changed', { profiles: [paper, live], activeProfileId: 'p-1' });
    expect(client.getQueryState(accountQueries.summary(terminal).queryKey)?.isInvalidated).toBe(false);

    emit('profiles:changed', { profiles: [paper, live], activeProfileId: 'p-2' });
    await vi.waitFor(() => expect(api.account.summary).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(balances.getCurrentResult().isFetching).toBe(false));
    expect(client.getQueryData(profilesQueries.list(terminal).queryKey)?.activeProfileId).toBe('p-2');
    expect(api.profiles.list).toHaveBeenCalledTimes(1);
    stopWatching();
    off();
  });
});
