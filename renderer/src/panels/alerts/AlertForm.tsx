import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  alertCondition,
  alertMarketNames,
  markAlertKinds,
  positionAlertKinds,
  type AlertMarket,
} from '@shared/ipc/alerts';
import { describeError } from '@shared/ipc/errors';
import { useCreateAlert } from '../../api/alerts-queries';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { useSymbols } from '../../api/use-symbols';
import { useMarketStore } from '../../stores/market-store';
import { AlertSelect } from './AlertFields';
import { ConditionFields } from './ConditionFields';
import { conditionOf, emptyDraft, kindNames, type ConditionDraft } from './condition-draft';
import { useFarSideNote } from './use-far-side-note';

type Watched = 'spot' | AlertMarket;
const watchedNames: Record<Watched, string> = {
  spot: 'Spot trades',
  usdm: `${alertMarketNames.usdm} mark price`,
  coinm: `${alertMarketNames.coinm} mark price`,
};
/** A spot symbol's kinds: all but a futures position's P&L and margin ratio, which are a contract's. */
const spotKinds = alertCondition.options
  .map((option) => option.shape.kind.value)
  .filter((kind) => !positionAlertKinds.includes(kind));

/** Adds an alert: on a spot symbol or a futures contract's mark, kind, its price or move, sound. */
export function AlertForm() {
  const terminal = useTerminal();
  const symbols = useSymbols();
  const activeSymbol = useMarketStore((s) => s.activeSymbol);
  const [watched, setWatched] = useState<Watched>('spot');
  const [symbol, setSymbol] = useState<string | null>(null);
  const [draft, setDraft] = useState<ConditionDraft>(emptyDraft);
  const [sound, setSound] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateAlert();
  const contracts = useQuery({
    ...futuresQueries.symbols(terminal, watched === 'spot' ? 'usdm' : watched),
    enabled: watched !== 'spot',
  });
  const symbolNames =
    watched === 'spot' ? [...(symbols.data?.keys() ?? [])] : (contracts.data ?? []).map((c) => c.symbol);
  const fallback = activeSymbol !== null && symbolNames.includes(activeSymbol) ? activeSymbol : '';
  const chosen = symbol !== null && symbolNames.includes(symbol) ? symbol : fallback;
  const kinds = watched === 'spot' ? spotKinds : markAlertKinds;
  const chooseWatched = (next: Watched) => {
    setWatched(next);
    const offered = next === 'spot' ? spotKinds : markAlertKinds;
    if (!offered.includes(draft.kind)) setDraft({ ...draft, kind: 'above' });
  };

  // Where the market is now, to say when a price alert is set on its far side.
  const note = useFarSideNote(draft, chosen === '' ? null : chosen, watched === 'spot' ? undefined : watched);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const condition = conditionOf(draft);
    if (typeof condition === 'string') return setProblem(condition);
    setProblem(null);
    create.mutate(
      { symbol: chosen, ...(watched === 'spot' ? {} : { market: watched }), condition, sound },
      {
        onSuccess: () => setDraft({ ...draft, price: '' }),
        onError: (error) => setProblem(describeError(error)),
      },
    );
  };

  return (
    <form className="alert-form" aria-label="New alert" onSubmit={submit}>
      <AlertSelect
        label="On"
        name="Alert market"
        value={watched}
        options={['spot', 'usdm', 'coinm'] as const}
        labels={watchedNames}
        onChange={chooseWatched}
      />
      <AlertSelect
        label="Symbol"
        name="Alert symbol"
        value={chosen}
        options={chosen === '' ? ['', ...symbolNames] : symbolNames}
        labels={{ '': 'Choose…' }}
        onChange={setSymbol}
      />
      <AlertSelect
        label="When"
        name="Alert kind"
        value={draft.kind}
        options={kinds}
        labels={kindNames}
        onChange={(kind) => setDraft({ ...draft, kind })}
      />
      <ConditionFields draft={draft} onChange={setDraft} />
      <label className="alert-sound">
        <input type="checkbox" checked={sound} onChange={(e) => setSound(e.target.checked)} />
        Sound
      </label>
      <button type="submit" disabled={chosen === '' || create.isPending}>
        Add alert
      </button>
      {note && <p className="muted alert-note">{note}</p>}
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
    </form>
  );
}
