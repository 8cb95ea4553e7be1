import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import type { HashrateView, ProfitTransfersPage } from '@shared/ipc/mining';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { MiningPanel } from './MiningPanel';

afterEach(cleanup);

const hour = 3_600_000;
const day = 24 * hour;

/** A mining domain answering like the pool: series per (algo, userName), pages cut from 45 transfers. */
function fakeMining() {
  const calls: { channel: string; args: unknown }[] = [];
  const mining = {
    hashrate: async (args: { algo: string; userName: string }): Promise<HashrateView> => {
      calls.push({ channel: 'hashrate', args });
      return {
        ...args,
        hourly: [
          { time: 10 * hour, hashrate: '100000000000000', reject: '0.01' },
          { time: 11 * hour, hashrate: '200000000000000', reject: '0.02' },
        ],
        daily: [
          { time: 10 * day, hashrate: '150000000000000', reject: '0.005' },
          { time: 11 * day, hashrate: '150000000000000', reject: '0.015' },
          { time: 12 * day, hashrate: '250000000000000', reject: '0' },
        ],
      };
    },
    profitTransfers: async (args: {
      configId: number;
      userName: string;
      pageIndex: number;
      pageSize: number;
    }): Promise<ProfitTransfersPage> => {
      calls.push({ channel: 'profitTransfers', args });
      const total = 45;
      const start = (args.pageIndex - 1) * args.pageSize;
      const count = Math.max(0, Math.min(args.pageSize, total - start));
      return {
        configId: args.configId,
        userName: args.userName,
        pageIndex: args.pageIndex,
        pageSize: args.pageSize,
        totalNum: total,
        pageCount: Math.ceil(total / args.pageSize),
        details: Array.from({ length: count }, (_, i) => ({
          poolUsername: args.userName,
          toPoolUsername: 'alphabuyer7',
          algoName: 'sha256',
          hashRate: '40000000000000',
          day: 20261100 + ((start + i) % 28) + 1,
          amount: `0.0000${String(start + i).padStart(2, '0')}38`,
          coinName: 'BTC',
        })),
      };
    },
  };
  return { terminal: { mining } as unknown as TerminalApi, calls };
}

async function showAccount(configId = '') {
  const fake = fakeMining();
  renderWithTerminal(<MiningPanel />, fake.terminal);
  fireEvent.change(screen.getByRole('textbox', { name: 'Mining account' }), { target: { value: 'alpha' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Algorithm' }), { target: { value: 'scrypt' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Resale configuration ID' }), {
    target: { value: configId },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  return fake;
}

describe('the mining panel', () => {
  it('charts the hourly and daily hashrate with the reject rate for the account and algorithm', async () => {
    const fake = await showAccount();
    const hourly = await screen.findByRole('img', { name: /^Hourly hashrate/ });
    expect(hourly.getAttribute('aria-label')).toBe(
      'Hourly hashrate: 100.00 TH/s to 200.00 TH/s, reject rate up to 2.00 %',
    );
    expect(hourly.querySelector('.hashrate-line')?.getAttribute('points')).toBe('0.00,140.00 480.00,0.00');
    const rows = within(screen.getByRole('table', { name: 'Hourly hashrate' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Time (UTC)HashrateReject rate',
      '1970-01-01 11:00200.00 TH/s2.00 %',
      '1970-01-01 10:00100.00 TH/s1.00 %',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Daily' }));
    const daily = await screen.findByRole('img', { name: /^Daily hashrate/ });
    expect(daily.querySelector('.reject-line')?.getAttribute('points')).toBe(
      '0.00,93.33 240.00,0.00 480.00,140.00',
    );
    expect(within(screen.getByRole('table', { name: 'Daily hashrate' })).getAllByRole('row')).toHaveLength(4);
    expect(fake.calls).toEqual([{ channel: 'hashrate', args: { algo: 'scrypt', userName: 'alpha' } }]);
    expect(screen.queryByRole('table', { name: 'Profit transfer details' })).toBeNull();
  });

  it('pages through the profit transfers with a chosen page size', async () => {
    const fake = await showAccount('168');
    const status = await screen.findByRole('status', { name: 'Page' });
    await waitFor(() => expect(status.textContent).toBe('Page 1 of 3 · 45 transfers'));
    const table = screen.getByRole('table', { name: 'Profit transfer details' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      '2026-11-01alphaalphabuyer7sha25640.00 TH/s0.00000038 BTC',
    );
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(status.textContent).toBe('Page 3 of 3 · 45 transfers'));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(screen.getByRole('table', { name: 'Profit transfer details' })).getAllByRole('row'),
    ).toHaveLength(6);

    fireEvent.change(screen.getByRole('combobox', { name: 'Page size' }), { target: { value: '200' } });
    await waitFor(() => expect(status.textContent).toBe('Page 1 of 1 · 45 transfers'));
    expect(fake.calls.filter((c) => c.channel === 'profitTransfers').map((c) => c.args)).toEqual([
      { configId: 168, userName: 'alpha', pageIndex: 1, pageSize: 20 },
      { configId: 168, userName: 'alpha', pageIndex: 2, pageSize: 20 },
      { configId: 168, userName: 'alpha', pageIndex: 3, pageSize: 20 },
      { configId: 168, userName: 'alpha', pageIndex: 1, pageSize: 200 },
    ]);
  });

  it("shows the pool's refusal with its code where the account was asked for", async () => {
    const refusing = {
      mining: {
        hashrate: async () => {
          throw { kind: 'venue', code: -1130, message: "Data sent for parameter 'userName' is not valid." };
        },
        profitTransfers: async () => {
          throw { kind: 'venue', code: -1130, message: "Data sent for parameter 'configId' is not valid." };
        },
      },
    } as unknown as TerminalApi;
    renderWithTerminal(<MiningPanel />, refusing);
    fireEvent.change(screen.getByRole('textbox', { name: 'Mining account' }), {
      target: { value: 'no such' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Resale configuration ID' }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const hashrate = screen.getByRole('region', { name: 'Hashrate' });
    expect((await within(hashrate).findByRole('alert')).textContent).toBe(
      "Data sent for parameter 'userName' is not valid. (code -1130)",
    );
    const transfers = screen.getByRole('region', { name: 'Profit transfers' });
    expect((await within(transfers).findByRole('alert')).textContent).toBe(
      "Data sent for parameter 'configId' is not valid. (code -1130)",
    );
  });
});
