import { useState } from 'react';
import type { FuturesFamily, FuturesSymbolView, PositionView } from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { ErrorText } from '../orders/ErrorText';
import { symbolFigures, isZero } from './figures';
import { useFamilyAction } from './family-action';
import { positionName } from './position-triggers';

/**
 * Closes every open position of the family at market, after the trader confirms the list (always:
 * it is the panic button). Says how many closed, and names each one that did not, with why.
 */
export function CloseAllPositions({
  family,
  positions,
  symbols,
  blocked,
}: {
  readonly family: FuturesFamily;
  readonly positions: readonly PositionView[];
  readonly symbols: ReadonlyMap<string, FuturesSymbolView>;
  readonly blocked: boolean;
}) {
  const terminal = useTerminal();
  const [confirming, setConfirming] = useState(false);
  const closeAll = useFamilyAction(family, () => terminal.futures.closeAllPositions({ family }));
  const open = positions.filter((p) => !isZero(p.size));
  const size = (p: PositionView) => symbolFigures(symbols.get(p.symbol)).size(p.size.replace(/^-/, ''));
  const result = closeAll.data;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          closeAll.reset();
          setConfirming(true);
        }}
        disabled={blocked || open.length === 0 || closeAll.isPending}
      >
        Close all positions
      </button>
      <ErrorText error={closeAll.error} label="Close all positions error" />
      {result && (
        <div role="status" aria-label="Close all positions result">
          <p>
            Closed {result.closed.length} position{result.closed.length === 1 ? '' : 's'} at market.
          </p>
          {result.failed.map((f) => (
            <p key={`${f.symbol}-${f.positionSide}`} className="error-text">
              {positionName(f)} not closed: {f.reason}
            </p>
          ))}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Close all ${open.length} position${open.length === 1 ? '' : 's'} at market?`}
          confirmLabel="Close all at market"
          onConfirm={() => {
            setConfirming(false);
            closeAll.mutate();
          }}
          onCancel={() => setConfirming(false)}
        >
          <ul aria-label="Positions to close">
            {open.map((p) => (
              <li key={`${p.symbol}-${p.positionSide}`}>
                {positionName(p)} {size(p)}
              </li>
            ))}
          </ul>
          <p>Each is closed with a reduce-only market order; their take profit and stop loss go with them.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
