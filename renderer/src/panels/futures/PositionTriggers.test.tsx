import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { FuturesPanel } from './FuturesPanel';
import { createFakeFutures, order, position } from './fake-futures';

afterEach(cleanup);

async function openWith(fake: ReturnType<typeof createFakeFutures>) {
  renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
  return screen.findByRole('row', { name: 'Long BTCUSDT position' });
}

describe("a position's take-profit and stop-loss", () => {
  it('sets a take-profit as a closePosition order on the mark, shows it, and moves it', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.010')] });
    const row = await openWith(fake);
    expect(within(row).getByRole('status', { name: 'Long BTCUSDT take-profit' }).textContent).toBe('TP —');
    fireEvent.change(within(row).getByRole('textbox', { name: 'Long BTCUSDT take-profit price' }), {
      target: { value: '62000.0' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Set Long BTCUSDT take-profit' }));
    const shown = await within(await openRowAgain()).findByRole('status', {
      name: 'Long BTCUSDT take-profit',
    });
    await waitFor(() => expect(shown.textContent).toMatch(/^TP 62,000/));
    expect(fake.callsTo('closePosition')).toEqual([
      {
        family: 'usdm',
        symbol: 'BTCUSDT',
        positionSide: 'BOTH',
        trigger: { type: 'TAKE_PROFIT_MARKET', stopPrice: '62000.0', workingType: 'MARK_PRICE' },
      },
    ]);

    const again = await openRowAgain();
    fireEvent.change(within(again).getByRole('textbox', { name: 'Long BTCUSDT take-profit price' }), {
      target: { value: '61500.0' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Move Long BTCUSDT take-profit' }));
    await waitFor(() => expect(fake.callsTo('closePosition')).toHaveLength(2));
    expect(fake.callsTo('closePosition')[1]).toMatchObject({ replaces: { algoId: 900 } });
    await waitFor(async () =>
      expect(
        within(await openRowAgain()).getByRole('status', { name: 'Long BTCUSDT take-profit' }).textContent,
      ).toMatch(/^TP 61,500/),
    );
    expect(screen.getByRole('row', { name: 'Conditional order 901' })).toBeTruthy();
  }, 20_000);

  it('says a typed trigger is not a price, and asks main nothing', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.010')] });
    const row = await openWith(fake);
    const price = within(row).getByRole('textbox', { name: 'Long BTCUSDT stop-loss price' });
    fireEvent.change(price, { target: { value: '58k' } });
    expect(within(row).getByRole('alert', { name: 'Long BTCUSDT stop-loss refused' }).textContent).toBe(
      'Not a price: "58k".',
    );
    expect(within(row).getByRole('button', { name: 'Set Long BTCUSDT stop-loss' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(price, { target: { value: '58000.0' } });
    expect(within(row).queryByRole('alert', { name: 'Long BTCUSDT stop-loss refused' })).toBeNull();
    expect(fake.callsTo('closePosition')).toEqual([]);
  });

  it('shows the take profits and stop losses for part of the position beside its own', async () => {
    const part = (orderId: number, type: string, stopPrice: string, origQty: string) => ({
      ...order('usdm', 'BTCUSDT', orderId),
      side: 'SELL' as const,
      type,
      origType: type,
      price: '0',
      stopPrice,
      origQty,
      reduceOnly: true,
    });
    const fake = createFakeFutures({
      positions: [position('usdm', 'BTCUSDT', '0.010')],
      orders: [
        part(21, 'TAKE_PROFIT_MARKET', '63000.0', '0.004'),
        part(22, 'TAKE_PROFIT_MARKET', '64000.0', '0.003'),
        // A buy, or an order that is not reduce-only, closes nothing of this long.
        { ...part(23, 'TAKE_PROFIT_MARKET', '65000.0', '0.003'), side: 'BUY' as const },
        { ...part(24, 'STOP_MARKET', '58000.0', '0.002'), reduceOnly: false },
      ],
    });
    const row = await openWith(fake);
    expect(
      within(row).getByRole('status', { name: 'Long BTCUSDT take-profit for part of the position' })
        .textContent,
    ).toBe('part 0.004 at 63,000.0 · part 0.003 at 64,000.0');
    expect(
      within(row).queryByRole('status', { name: 'Long BTCUSDT stop-loss for part of the position' }),
    ).toBeNull();
    expect(within(row).getByRole('status', { name: 'Long BTCUSDT take-profit' }).textContent).toBe('TP —');
  });
});

describe('the break-even stop', () => {
  it('types the entry price on the tick, rounded so the stop loses nothing, and sets it as the stop loss', async () => {
    const long = { ...position('usdm', 'BTCUSDT', '0.010'), entryPrice: '60000.04' };
    const fake = createFakeFutures({ positions: [long] });
    const row = await openWith(fake);
    fireEvent.click(
      within(row).getByRole('button', { name: 'Long BTCUSDT stop-loss at break-even: type the entry price' }),
    );
    expect(within(row).getByRole('textbox', { name: 'Long BTCUSDT stop-loss price' })).toHaveProperty(
      'value',
      '60000.1',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Set Long BTCUSDT stop-loss' }));
    await waitFor(() =>
      expect(fake.callsTo('closePosition')).toEqual([
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          positionSide: 'BOTH',
          trigger: { type: 'STOP_MARKET', stopPrice: '60000.1', workingType: 'MARK_PRICE' },
        },
      ]),
    );
  });

  it('rounds a short’s down', async () => {
    const short = { ...position('usdm', 'BTCUSDT', '-0.010'), entryPrice: '60000.04' };
    renderWithTerminal(<FuturesPanel family="usdm" />, createFakeFutures({ positions: [short] }).terminal);
    const row = await screen.findByRole('row', { name: 'Short BTCUSDT position' });
    fireEvent.click(
      within(row).getByRole('button', {
        name: 'Short BTCUSDT stop-loss at break-even: type the entry price',
      }),
    );
    expect(within(row).getByRole('textbox', { name: 'Short BTCUSDT stop-loss price' })).toHaveProperty(
      'value',
      '60000.0',
    );
  });
});

describe('margin', () => {
  it('switches the symbol to isolated margin and says why a position has no liquidation price', async () => {
    const held = {
      ...position('usdm', 'BTCUSDT', '0.010'),
      liquidationPrice: null,
      liquidationNote: 'No liquidation at this margin: it covers a fall to zero',
    };
    const fake = createFakeFutures({ positions: [held] });
    const row = await openWith(fake);
    expect(within(row).getByText('No liquidation at this margin: it covers a fall to zero')).toBeTruthy();
    const settings = screen.getByRole('group', { name: 'Margin settings' });
    expect(within(settings).getByRole('button', { name: 'Cross' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(settings).getByRole('button', { name: 'Isolated' }));
    await waitFor(() =>
      expect(within(settings).getByRole('button', { name: 'Isolated' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(fake.callsTo('setMarginType')).toEqual([
      { family: 'usdm', symbol: 'BTCUSDT', marginType: 'ISOLATED' },
    ]);
    expect(await screen.findByRole('table', { name: 'Leverage brackets' })).toBeTruthy();
  }, 20_000);
});

const openRowAgain = () => screen.findByRole('row', { name: 'Long BTCUSDT position' });
