import type { ChaseView } from '@shared/ipc/chase';
import { isZero } from '@shared/decimal/decimal';
import { ErrorText } from '../orders/ErrorText';
import './running-list.css';

const stateWords: Record<ChaseView['state'], string> = {
  chasing: 'Chasing',
  filled: 'Filled',
  stopped: 'Stopped',
  ended: 'Ended',
};

/** "Chase buy 0.010 BTCUSDT": how a chase is named in labels. */
export const chaseName = (c: ChaseView, size: (value: string) => string) =>
  `Chase ${c.side === 'BUY' ? 'buy' : 'sell'} ${size(c.quantity)} ${c.symbol}`;

interface Figures {
  readonly price: (value: string) => string;
  readonly size: (value: string) => string;
}

/**
 * Chases, newest first: where each order stands, what filled, how often it moved, and why it stopped; a chasing
 * one can be stopped (its order stays).
 */
export function ChaseList({
  chases,
  figuresOf,
  onStop,
  stopError,
}: {
  readonly chases: readonly ChaseView[];
  /** Each symbol's prices and sizes, on its tick and step. */
  readonly figuresOf: (symbol: string) => Figures;
  readonly onStop: (id: string) => void;
  readonly stopError: unknown;
}) {
  if (chases.length === 0) return null;
  return (
    <section aria-label="Chases" className="running-list">
      <ul>
        {chases.map((c) => {
          const figures = figuresOf(c.symbol);
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
              {/* What filled before it ended another way, or while it goes on; a filled chase filled it all. */}
              {c.state !== 'filled' && !isZero(c.filled) && (
                <span>
                  {' '}
                  · filled {figures.size(c.filled)} of {figures.size(c.quantity)}
                </span>
              )}
              <span>
                {' '}
                · moved {c.moves}× · {stateWords[c.state]}
              </span>
              {c.note && <span className="running-note"> · {c.note}</span>}
              {c.state === 'chasing' && (
                <button type="button" aria-label={`Stop ${name}`} onClick={() => onStop(c.id)}>
                  Stop
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ErrorText error={stopError} label="Stop chase error" />
    </section>
  );
}
