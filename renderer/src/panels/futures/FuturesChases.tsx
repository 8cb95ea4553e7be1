import { useQuery } from '@tanstack/react-query';
import type { FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { ChaseList } from '../order-entry/ChaseList';
import { symbolFigures } from './figures';
import { useFamilyAction } from './family-action';

const SHOWN = 10;

/** The family's newest chases (ten at most), kept current by main's pushes (`useFuturesChanges`). */
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
  return (
    <ChaseList
      chases={(chases.data ?? []).filter((c) => c.family === family).slice(0, SHOWN)}
      figuresOf={(symbol) => symbolFigures(symbols.get(symbol))}
      onStop={(id) => stop.mutate(id)}
      stopError={stop.error}
    />
  );
}
