import { useState } from 'react';
import type { FuturesFamily, FuturesSymbolView, PositionView } from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { ErrorText } from '../orders/ErrorText';
import { symbolFigures, isZero } from './figures';
import { useFamilyAction } from './family-action';
import { positionName } from './position-triggers';

/** The ways Close all closes, in the trader's words. */
const closeAtWords = [
  ['market', 'Market'],
  ['mark', 'Limit at each mark'],
] as const;

/**
 * Closes every open position of the family, after the trader confirms the list (always: it is the
 * panic button): at market, or with a reduce-only limit at each mark (no slippage; it may rest). Says
 * how many closed or were placed, and names each one that did not, with why.
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
  const [at, setAt] = useState<'market' | 'mark'>('market');
  const closeAll = useFamilyAction(family, (how: 'market' | 'mark') =>
    terminal.futures.closeAllPositions({ family, at: how }),
  );
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
            {result.at === 'market'
              ? `Closed ${result.closed.length} position${result.closed.length === 1 ? '' : 's'} at market.`
              : `Placed ${result.closed.length} reduce-only limit${result.closed.length === 1 ? '' : 's'} at the mark: ${
                  result.closed.filter((c) => c.order.status === 'FILLED').length
                } filled, the rest on the book.`}
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
          title={`Close all ${open.length} position${open.length === 1 ? '' : 's'}?`}
          confirmLabel={at === 'market' ? 'Close all at market' : 'Place the limits'}
          onConfirm={() => {
            setConfirming(false);
            closeAll.mutate(at);
          }}
          onCancel={() => setConfirming(false)}
        >
          <fieldset className="close-all-how">
            <legend>Close at</legend>
            {closeAtWords.map(([how, words]) => (
              <label key={how}>
                <input type="radio" name="close-all-at" checked={at === how} onChange={() => setAt(how)} />{' '}
                {words}{' '}
              </label>
            ))}
          </fieldset>
          <ul aria-label="Positions to close">
            {open.map((p) => (
              <li key={`${p.symbol}-${p.positionSide}`}>
                {positionName(p)} {size(p)}
              </li>
            ))}
          </ul>
          <p>
            {at === 'market'
              ? 'Each is closed with a reduce-only market order; their take profit and stop loss go with them.'
              : 'Each gets a reduce-only limit at its mark price, on the tick and never worse than the mark: no slippage, but a limit the market moves away from waits on the book.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
