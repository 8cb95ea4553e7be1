import { useQuery } from '@tanstack/react-query';
import type { FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import type { TwapView } from '@shared/ipc/twap';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { useUiStore } from '../../stores/ui-store';
import { formatClockSeconds } from '../../ui/format-time';
import { ErrorText } from '../orders/ErrorText';
import { contractFigures } from './figures';
import { useFamilyAction } from './family-action';

const SHOWN = 10;

const stateWords: Record<TwapView['state'], string> = {
  running: 'Running',
  done: 'Done',
  stopped: 'Stopped',
};

/** "TWAP buy 0.030 BTCUSDT": how a TWAP is named in labels. */
export const twapName = (t: TwapView, size: (value: string) => string) =>
  `TWAP ${t.side === 'BUY' ? 'buy' : 'sell'} ${size(t.quantity)} ${t.symbol}`;

/**
 * The family's newest TWAPs (ten at most), newest first, kept current by main's pushes
 * (`useFuturesChanges`): slices sent of all, what they filled and at what average, when the next goes,
 * and why one stopped; a running one can be stopped (what filled stays).
 */
export function FuturesTwaps({
  family,
  symbols,
}: {
  readonly family: FuturesFamily;
  readonly symbols: ReadonlyMap<string, FuturesSymbolView>;
}) {
  const terminal = useTerminal();
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const twaps = useQuery(futuresQueries.twaps(terminal));
  const stop = useFamilyAction(family, (id: string) => terminal.futures.stopTwap({ id }));
  const shown = (twaps.data ?? []).filter((t) => t.family === family).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <section aria-label="TWAPs" className="futures-chases">
      <ul>
        {shown.map((t) => {
          const figures = contractFigures(symbols.get(t.symbol));
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
              {t.note && <span className="chase-note"> · {t.note}</span>}
              {t.state === 'running' && (
                <button type="button" aria-label={`Stop ${name}`} onClick={() => stop.mutate(t.id)}>
                  Stop
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ErrorText error={stop.error} label="Stop TWAP error" />
    </section>
  );
}
