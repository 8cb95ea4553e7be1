import { useQuery } from '@tanstack/react-query';
import type { CostMethod, ProfileTotal } from '@shared/ipc/positions';
import { positionsQueries } from '../../api/positions-queries';
import { useTerminal } from '../../api/terminal-context';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { ErrorText } from '../orders/ErrorText';
import { direction, money, signed } from './figures';

/** Every profile's value and P&L in one valuation asset; a venue that did not answer says why. */
export function ProfileTotals({
  quoteAsset,
  method,
}: {
  readonly quoteAsset: string;
  readonly method: CostMethod;
}) {
  const terminal = useTerminal();
  const totals = useQuery(positionsQueries.profiles(terminal, quoteAsset, method));
  const unreachable = (p: ProfileTotal, figure: string) => (p.reachable ? figure : '—');
  const columns: Column<ProfileTotal>[] = [
    {
      id: 'name',
      header: 'Profile',
      rowHeader: true,
      cell: (p) => (p.active ? `${p.name} (active)` : p.name),
    },
    { id: 'venue', header: 'Venue', cell: (p) => p.venue },
    {
      id: 'total',
      header: `Value (${quoteAsset})`,
      numeric: true,
      cell: (p) => (p.reachable ? money(p.total, quoteAsset) : `Unreachable: ${p.reason ?? 'no answer'}`),
      cellClass: (p) => (p.reachable ? undefined : 'error-text'),
    },
    {
      id: 'unrealized',
      header: 'Unrealized P&L',
      numeric: true,
      cell: (p) => unreachable(p, signed(p.unrealized, quoteAsset)),
      cellClass: (p) => direction(p.unrealized),
    },
    {
      id: 'realized',
      header: 'Realized all time',
      numeric: true,
      cell: (p) => unreachable(p, signed(p.realized, quoteAsset)),
      cellClass: (p) => direction(p.realized),
    },
  ];
  return (
    <section aria-label="Every profile">
      <ErrorText error={totals.error} label="Profiles could not be totalled" />
      {totals.isFetching && <p aria-live="polite">Asking every profile&apos;s venue…</p>}
      {totals.data && (
        <>
          <DataTable
            label="Every profile"
            columns={columns}
            rows={totals.data.profiles}
            rowKey={(p) => p.profileId}
          />
          <p aria-label="Every profile total" className="num">
            All reachable profiles: {money(totals.data.total, quoteAsset)} {quoteAsset} · unrealized{' '}
            {signed(totals.data.unrealized, quoteAsset)} · realized {signed(totals.data.realized, quoteAsset)}
          </p>
        </>
      )}
    </section>
  );
}
