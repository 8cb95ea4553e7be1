import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTradingTerminal } from '../../../panels/orders/fake-trading-terminal';
import { renderTrading } from '../../../panels/orders/render-trading';
import { layoutFileText } from './layout-file';
import { freeName, NamedLayouts, type LayoutDock } from './NamedLayouts';

afterEach(cleanup);

const layout = (panel: string) => ({
  grid: { root: { type: 'branch', data: [] }, width: 800, height: 600, orientation: 'HORIZONTAL' },
  panels: { [panel]: { id: panel, contentComponent: panel } },
});

function setUp(named: Record<string, Record<string, unknown>> = {}, show?: LayoutDock['show']) {
  const fake = fakeTradingTerminal();
  let current: Record<string, unknown> = layout('candles');
  const dock: LayoutDock = {
    read: () => current,
    show: vi.fn(
      show ??
        ((next: Record<string, unknown>) => {
          current = next;
          return Promise.resolve();
        }),
    ),
  };
  renderTrading(
    <NamedLayouts
      profileId="paper"
      named={named}
      dock={dock}
      knownPanels={new Set(['candles', 'watchlist'])}
      onClose={() => undefined}
    />,
    fake.terminal,
  );
  return { fake, dock, current: () => current };
}

const importText = (text: string, name = 'file.json') =>
  fireEvent.change(screen.getByLabelText('Import a layout file'), {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });

describe('named layouts', () => {
  it('saves the current layout under a trimmed name', async () => {
    const { fake } = setUp();
    fireEvent.change(screen.getByLabelText('Layout name'), { target: { value: '  Scalping ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save current as' }));
    await screen.findByText('Saved the current layout as “Scalping”.');
    expect(fake.api.workspace.saveNamed).toHaveBeenCalledWith({
      profileId: 'paper',
      name: 'Scalping',
      layout: layout('candles'),
    });
  });

  it('refuses an empty name without saving', async () => {
    const { fake } = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Save current as' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the layout a name');
    expect(fake.api.workspace.saveNamed).not.toHaveBeenCalled();
  });

  it('switches to a saved layout and deletes one', async () => {
    const { fake, current } = setUp({ Swing: layout('watchlist') });
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Swing' }));
    expect(current()).toEqual(layout('watchlist'));
    await screen.findByText('Switched to “Swing”.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Swing' }));
    await screen.findByText('Deleted “Swing”.');
    expect(fake.api.workspace.deleteNamed).toHaveBeenCalledWith({ profileId: 'paper', name: 'Swing' });
  });

  it('puts the layout back when a saved one cannot be shown', () => {
    const shown: unknown[] = [];
    setUp({ Bad: layout('watchlist') }, (next) => {
      shown.push(next);
      if (shown.length === 1) throw new Error('Invalid grid');
      return Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Bad' }));
    expect(shown).toEqual([layout('watchlist'), layout('candles')]);
    expect(screen.getByRole('alert').textContent).toMatch(/“Bad” could not be shown/);
  });

  it('says it switched only once the layout is kept for next time', async () => {
    let keep: () => void = () => undefined;
    setUp({ Swing: layout('watchlist') }, () => new Promise<void>((resolve) => (keep = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Swing' }));
    await Promise.resolve();
    expect(screen.queryByRole('status')).toBeNull();
    keep();
    await screen.findByText('Switched to “Swing”.');
  });

  it('says when a layout it shows could not be kept for next time', async () => {
    setUp({ Swing: layout('watchlist') }, () => Promise.reject(new Error('Disk full')));
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Swing' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Showing “Swing”, but it could not be kept for next time: Disk full',
    );
  });

  it('imports an exported file under a name not yet taken', async () => {
    const { fake, dock } = setUp({ Swing: layout('candles') });
    importText(layoutFileText('Swing', layout('watchlist')));
    await screen.findByText('Imported “Swing (2)”. Switch to it to use it.');
    expect(fake.api.workspace.saveNamed).toHaveBeenCalledWith({
      profileId: 'paper',
      name: 'Swing (2)',
      layout: layout('watchlist'),
    });
    expect(dock.show).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a layout, saving and showing nothing', async () => {
    const { fake, dock } = setUp({ Swing: layout('candles') });
    importText('{"balances":[]}', 'balances.json');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'balances.json: This file is not a layout exported by Tape Terminal. Nothing was changed.',
    );
    expect(fake.api.workspace.saveNamed).not.toHaveBeenCalled();
    expect(dock.show).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch to Swing' })).toBeTruthy());
  });

  it('finds a free name', () => {
    expect(freeName('A', [])).toBe('A');
    expect(freeName('A', ['A', 'A (2)'])).toBe('A (3)');
  });
});
