import type { ConditionDraft } from './condition-draft';

/** The value fields of a condition's kind: a price, or a move and its window; nothing for a fill. */
export function ConditionFields({
  draft,
  onChange,
}: {
  draft: ConditionDraft;
  onChange: (draft: ConditionDraft) => void;
}) {
  if (draft.kind === 'above' || draft.kind === 'below')
    return (
      <label>
        Price
        <input
          aria-label="Alert price"
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => onChange({ ...draft, price: e.target.value })}
        />
      </label>
    );
  if (draft.kind === 'move')
    return (
      <>
        <label>
          Move %
          <input
            aria-label="Move %"
            inputMode="decimal"
            value={draft.percent}
            onChange={(e) => onChange({ ...draft, percent: e.target.value })}
          />
        </label>
        <label>
          Within (min)
          <input
            aria-label="Window in minutes"
            inputMode="numeric"
            value={draft.windowMinutes}
            onChange={(e) => onChange({ ...draft, windowMinutes: e.target.value })}
          />
        </label>
      </>
    );
  return null;
}
