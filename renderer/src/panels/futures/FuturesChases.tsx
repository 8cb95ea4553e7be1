import { useQuery } from '@tanstack/react-query';
import type { ChaseView, FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { ErrorText } from '../orders/ErrorText';
import { symbolFigures } from './figures';
import { useFamilyAction } from './family-action';

const SHOWN = 10;

const stateWords: Record<ChaseView['state'], string> = {
  chasing: 'Chasing',
  filled: 'Filled',
  stopped: 'Stopped',
  ended: 'Ended',
};

/** "Chase buy 0.010 BTCUSDT": how a chase is named in labels. */
export const chaseName = (c: ChaseView, size: (value: string) => string) =>
  `Chase ${c.side === 'BUY' ? 'buy' : 'sell'} ${size(c.quantity)} ${c.symbol}`;

/**
 * The family's newest chases (ten at most), newest first, kept current by main's pushes
 * (`useFuturesChanges`): where each order stands, how often it moved, and why it stopped; a chasing
 * one can be stopped (its order stays).
 */
export function FuturesChases({
  family,
  symbols,
}: {
  readonly family: FuturesFamily;
  readonly symbols: ReadonlyMap<string, FuturesSymbolView>;
}) {
  const terminal = useTerminal();
  const chases = useQuery(futuresQueries.chases(terminal));
  const stop = useFamilyAction(family, (id: string) => terminal.futures.stopChase({ id }));
  // The newest few: a chase that ended long ago says nothing the order history does not.
  const shown = (chases.data ?? []).filter((c) => c.family === family).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <section aria-label="Chases" className="futures-chases">
      <ul>
        {shown.map((c) => {
          const figures = symbolFigures(symbols.get(c.symbol));
          const name = chaseName(c, figures.size);
          return (
            <li key={c.id} aria-label={name}>
              <span>{name}</span>
              {c.price !== null && (
                <span>
                  {' '}
                  at {figures.price(c.price)}
                  {c.startPrice !== null &&
                    c.startPrice !== c.price &&
                    ` (from ${figures.price(c.startPrice)})`}
                </span>
              )}
              {c.limitPrice !== null && (
                <span>
                  {' '}
                  · no {c.side === 'BUY' ? 'higher' : 'lower'} than {figures.price(c.limitPrice)}
                </span>
              )}
              <span>
                {' '}
                · moved {c.moves}× · {stateWords[c.state]}
              </span>
              {c.note && <span className="chase-note"> · {c.note}</span>}
              {c.state === 'chasing' && (
                <button type="button" aria-label={`Stop ${name}`} onClick={() => stop.mutate(c.id)}>
                  Stop
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ErrorText error={stop.error} label="Stop chase error" />
    </section>
  );
}
