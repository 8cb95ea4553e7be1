import { useQuery } from '@tanstack/react-query';
import type { FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { TwapList } from '../order-entry/TwapList';
import { symbolFigures } from './figures';
import { useFamilyAction } from './family-action';

const SHOWN = 10;

/**
 * The family's newest TWAPs (ten at most), kept current by main's pushes (`useFuturesChanges`), each
 * on its contract's tick and step.
 */
export function FuturesTwaps({
  family,
  symbols,
}: {
  readonly family: FuturesFamily;
  readonly symbols: ReadonlyMap<string, FuturesSymbolView>;
}) {
  const terminal = useTerminal();
  const twaps = useQuery(futuresQueries.twaps(terminal));
  const stop = useFamilyAction(family, (id: string) => terminal.futures.stopTwap({ id }));
  return (
    <TwapList
      twaps={(twaps.data ?? []).filter((t) => t.family === family).slice(0, SHOWN)}
      figuresOf={(symbol) => symbolFigures(symbols.get(symbol))}
      onStop={(id) => stop.mutate(id)}
      stopError={stop.error}
    />
  );
}
