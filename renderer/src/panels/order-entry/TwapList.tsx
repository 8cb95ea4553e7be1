import type { TwapView } from '@shared/ipc/twap';
import { useUiStore } from '../../stores/ui-store';
import { formatClockSeconds } from '../../ui/format-time';
import { ErrorText } from '../orders/ErrorText';
import './running-list.css';

const stateWords: Record<TwapView['state'], string> = {
  running: 'Running',
  done: 'Done',
  stopped: 'Stopped',
};

/** How a market's sizes and prices are shown. */
export interface TwapFigures {
  readonly size: (value: string) => string;
  readonly price: (value: string) => string;
  /** An average price: its own digits past the tick. */
  readonly average: (value: string) => string;
}

/** "TWAP buy 0.030 BTCUSDT": how a TWAP is named in labels. */
export const twapName = (t: TwapView, size: (value: string) => string) =>
  `TWAP ${t.side === 'BUY' ? 'buy' : 'sell'} ${size(t.quantity)} ${t.symbol}`;

/**
 * TWAPs, newest first: slices sent of all, what they filled and at what average, when the next goes,
 * and why one stopped; a running one can be stopped (what filled stays).
 */
export function TwapList({
  twaps,
  figuresOf,
  onStop,
  stopError,
}: {
  readonly twaps: readonly TwapView[];
  readonly figuresOf: (symbol: string) => TwapFigures;
  readonly onStop: (id: string) => void;
  readonly stopError: unknown;
}) {
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  if (twaps.length === 0) return null;
  return (
    <section aria-label="TWAPs" className="running-list">
      <ul>
        {twaps.map((t) => {
          const figures = figuresOf(t.symbol);
          const name = twapName(t, figures.size);
          return (
            <li key={t.id} aria-label={name}>
              <span>{name}</span>
              <span>
                {' '}
                · {t.sent} of {t.slices} slices sent
                {t.skipped > 0 && `, ${t.skipped} skipped`} · filled {figures.size(t.executedQty)}
                {t.avgPrice !== null && ` at ${figures.average(t.avgPrice)} avg`}
              </span>
              {t.limitPrice !== null && (
                <span>
                  {' '}
                  · skips {t.side === 'BUY' ? 'above' : 'below'} {figures.price(t.limitPrice)}
                </span>
              )}
              {t.nextAt !== null && <span> · next at {formatClockSeconds(t.nextAt, timeDisplay)}</span>}
              <span> · {stateWords[t.state]}</span>
              {t.note && <span className="running-note"> · {t.note}</span>}
              {t.state === 'running' && (
                <button type="button" aria-label={`Stop ${name}`} onClick={() => onStop(t.id)}>
                  Stop
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ErrorText error={stopError} label="Stop TWAP error" />
    </section>
  );
}
