import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, FuturesSymbolView, PositionView } from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { exact, fixed, isNegative, isZero } from './figures';

interface PositionsTableProps {
  readonly family: FuturesFamily;
  readonly positions: readonly PositionView[];
  readonly symbols: ReadonlyMap<string, FuturesSymbolView>;
  /** Why closing (a new order) is not possible now; null when it is. */
  readonly blockedReason: string | null;
}

const sideName = (p: PositionView) =>
  p.positionSide === 'BOTH'
    ? isNegative(p.size)
      ? 'Short'
      : 'Long'
    : p.positionSide === 'LONG'
      ? 'Long'
      : 'Short';

/** Open positions with their figures, each closable at market after a confirmation. */
export function PositionsTable({ family, positions, symbols, blockedReason }: PositionsTableProps) {
  const open = positions.filter((p) => !isZero(p.size));
  if (open.length === 0) return <p className="empty">No open positions.</p>;
  return (
    <table aria-label="Positions" className="data-table">
      <thead>
        <tr>
          <th scope="col">Symbol</th>
          <th scope="col">Side</th>
          <th scope="col" className="num-col">
            Size
          </th>
          <th scope="col" className="num-col">
            Entry
          </th>
          <th scope="col" className="num-col">
            Mark
          </th>
          <th scope="col" className="num-col">
            Unrealised PnL
          </th>
          <th scope="col" className="num-col">
            Leverage
          </th>
          <th scope="col" className="num-col">
            Liq. price
          </th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {open.map((p) => (
          <PositionRow
            key={`${p.symbol}-${p.positionSide}`}
            family={family}
            position={p}
            rules={symbols.get(p.symbol)}
            blocked={blockedReason !== null}
          />
        ))}
      </tbody>
    </table>
  );
}

function PositionRow({
  family,
  position: p,
  rules,
  blocked,
}: {
  family: FuturesFamily;
  position: PositionView;
  rules: FuturesSymbolView | undefined;
  blocked: boolean;
}) {
  const terminal = useTerminal();
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () =>
      terminal.futures.closePosition({ family, symbol: p.symbol, positionSide: p.positionSide }),
    onSuccess: () => setConfirming(false),
  });
  const price = (v: string) => (rules ? fixed(v, rules.pricePrecision) : exact(v));
  const name = `${sideName(p)} ${p.symbol}`;
  return (
    <tr aria-label={`${name} position`}>
      <td>{p.symbol}</td>
      <td>{sideName(p)}</td>
      <td className="num">{exact(p.size)}</td>
      <td className="num">{price(p.entryPrice)}</td>
      <td className="num">{price(p.markPrice)}</td>
      <td className={`num ${isNegative(p.unrealizedPnl) ? 'dir-down' : 'dir-up'}`}>
        {exact(p.unrealizedPnl)}
      </td>
      <td className="num">{p.leverage}×</td>
      <td className="num">{p.liquidationPrice === null ? '—' : price(p.liquidationPrice)}</td>
      <td>
        {confirming ? (
          <span role="group" aria-label={`Confirm closing ${name}`}>
            Close {exact(p.size)} at market?{' '}
            <button type="button" onClick={() => close.mutate()} disabled={blocked || close.isPending}>
              Confirm close
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </span>
        ) : (
          <button
            type="button"
            aria-label={`Close ${name} position`}
            disabled={blocked}
            onClick={() => setConfirming(true)}
          >
            Close position
          </button>
        )}
        {close.isError && (
          <p role="alert" className="error-text" aria-label="Close refused">
            {describeError(close.error)}
          </p>
        )}
      </td>
    </tr>
  );
}
