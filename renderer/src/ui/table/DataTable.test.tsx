import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';

interface Balance {
  readonly asset: string;
  readonly free: string;
}

const columns: Column<Balance>[] = [
  { id: 'asset', header: 'Asset', rowHeader: true, cell: (b) => b.asset },
  { id: 'free', header: 'Available', title: 'free', numeric: true, cell: (b) => b.free },
];

afterEach(cleanup);

describe('DataTable', () => {
  it('draws its headers and rows from the columns, figures right-aligned, rows named', () => {
    render(
      <DataTable
        label="Balances"
        columns={columns}
        rows={[{ asset: 'BTC', free: '0.50000000' }]}
        rowKey={(b) => b.asset}
        rowLabel={(b) => `${b.asset} balance`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Balances' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.title, h.className])).toEqual([
      ['Asset', '', ''],
      ['Available', 'free', 'num-col'],
    ]);
    const row = within(table).getByRole('row', { name: 'BTC balance' });
    expect(within(row).getByRole('rowheader').textContent).toBe('BTC');
    expect(within(row).getByRole('cell').className).toBe('num');
  });

  it('shows what it is told to when there are no rows', () => {
    render(
      <DataTable
        label="Balances"
        columns={columns}
        rows={[]}
        rowKey={(b) => b.asset}
        empty={<p>No balances.</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No balances.')).toBeTruthy();
  });
});
