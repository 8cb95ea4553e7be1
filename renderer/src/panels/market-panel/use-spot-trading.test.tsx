import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MoveOutcome } from '@shared/ipc/orders';
import { TerminalProvider } from '../../api/terminal-context';
import { fakeTradingTerminal, order } from '../orders/fake-trading-terminal';
import { useMovesInFlight } from '../orders/moves-in-flight';
import { useSpotTrading } from './use-spot-trading';

afterEach(cleanup);

/** The hook over a fake terminal with one resting buy, whose move answers when `answer` is called. */
function withOneOrder() {
  const fake = fakeTradingTerminal();
  const resting = order({ clientOrderId: 'mine-1', side: 'BUY', price: '63000.00' });
  fake.api.orders.open.mockResolvedValue([resting]);
  const answers: ((outcome: MoveOutcome) => void)[] = [];
  fake.api.orders.move.mockImplementation(
    () =>
      new Promise<MoveOutcome>((resolve) => {
        answers.push(resolve);
      }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TerminalProvider terminal={fake.terminal}>{children}</TerminalProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useSpotTrading('BTCUSDT'), { wrapper });
  /** Answers the oldest move not yet answered. */
  const answer = (outcome: MoveOutcome) => answers.shift()?.(outcome);
  return { fake, hook, answer };
}

const refused: MoveOutcome = {
  moved: false,
  how: 'none',
  order: null,
  list: null,
  reason: 'Order would immediately match.',
};

describe('moving an order from the ladder or chart', () => {
  it('shows it where it was dropped at once, marked moving, and back where it stands when refused', async () => {
    const { fake, hook, answer } = withOneOrder();
    await waitFor(() => expect(hook.result.current.orders.openOrders).toHaveLength(1));
    const mark = hook.result.current.orders.openOrders[0]!;
    expect(mark.at).toBe('63000.00');

    act(() => hook.result.current.orders.move(mark, '62990.00'));
    // Before the venue answers: at the dropped price.
    expect(hook.result.current.orders.openOrders[0]).toMatchObject({ at: '62990.00', moving: true });
    await waitFor(() =>
      expect(fake.api.orders.move).toHaveBeenCalledWith(
        expect.objectContaining({ order: { symbol: 'BTCUSDT', clientOrderId: 'mine-1' }, price: '62990.00' }),
      ),
    );
    expect(hook.result.current.orders.openOrders[0]).toMatchObject({ at: '62990.00', moving: true });

    await act(async () => answer(refused));
    await waitFor(() => expect(hook.result.current.orders.openOrders[0]?.moving).toBeUndefined());
    expect(hook.result.current.orders.openOrders[0]?.at).toBe('63000.00');
    expect(useMovesInFlight.getState().to.size).toBe(0);
  });

  it('keeps showing the later drop when the earlier move of the same order is answered first', async () => {
    const { fake, hook, answer } = withOneOrder();
    await waitFor(() => expect(hook.result.current.orders.openOrders).toHaveLength(1));
    const mark = hook.result.current.orders.openOrders[0]!;
    act(() => hook.result.current.orders.move(mark, '62990.00'));
    act(() => hook.result.current.orders.move(mark, '62980.00'));
    await waitFor(() => expect(fake.api.orders.move).toHaveBeenCalledTimes(2));
    await act(async () => answer(refused));
    expect(hook.result.current.orders.openOrders[0]).toMatchObject({ at: '62980.00', moving: true });
    await act(async () => answer(refused));
    await waitFor(() => expect(hook.result.current.orders.openOrders[0]?.at).toBe('63000.00'));
  });
});
