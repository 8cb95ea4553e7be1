import { useState, type FormEvent } from 'react';
import { alertCondition } from '@shared/ipc/alerts';
import { describeError } from '@shared/ipc/errors';
import { useCreateAlert } from '../../api/alerts-queries';
import { useSymbols } from '../../api/use-symbols';
import { useMarketStore } from '../../stores/market-store';
import { AlertSelect } from './AlertFields';
import { ConditionFields } from './ConditionFields';
import { conditionOf, emptyDraft, kindNames, type ConditionDraft } from './condition-draft';

/** Adds an alert: symbol, kind, its price or move and window, sound on or off. */
export function AlertForm() {
  const symbols = useSymbols();
  const activeSymbol = useMarketStore((s) => s.activeSymbol);
  const [symbol, setSymbol] = useState<string | null>(null);
  const [draft, setDraft] = useState<ConditionDraft>(emptyDraft);
  const [sound, setSound] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateAlert();
  const chosen = symbol ?? activeSymbol ?? '';
  const symbolNames = [...(symbols.data?.keys() ?? [])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const condition = conditionOf(draft);
    if (typeof condition === 'string') return setProblem(condition);
    setProblem(null);
    create.mutate(
      { symbol: chosen, condition, sound },
      {
        onSuccess: () => setDraft({ ...draft, price: '' }),
        onError: (error) => setProblem(describeError(error)),
      },
    );
  };

  return (
    <form className="alert-form" aria-label="New alert" onSubmit={submit}>
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
        options={alertCondition.options.map((option) => option.shape.kind.value)}
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
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
    </form>
  );
}
