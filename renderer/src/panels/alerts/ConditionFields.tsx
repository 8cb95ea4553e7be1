import { costMethodLabels, costMethods, type CostMethod } from '@shared/ipc/positions';
import type { ConditionDraft } from './condition-draft';

/**
 * The value fields of a condition's kind: a price, a move and its window, or a P&L's direction, amount
 * and cost method; nothing for a fill.
 */
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
  if (draft.kind === 'pnl')
    return (
      <>
        <label>
          Direction
          <select
            aria-label="P&L direction"
            value={draft.direction}
            onChange={(e) => onChange({ ...draft, direction: e.target.value as 'above' | 'below' })}
          >
            <option value="above">Above</option>
            <option value="below">Below</option>
          </select>
        </label>
        <label>
          P&L (quote)
          <input
            aria-label="Alert P&L"
            inputMode="decimal"
            placeholder="-25"
            value={draft.pnl}
            onChange={(e) => onChange({ ...draft, pnl: e.target.value })}
          />
        </label>
        <label>
          Cost
          <select
            aria-label="Cost method"
            value={draft.method}
            onChange={(e) => onChange({ ...draft, method: e.target.value as CostMethod })}
          >
            {costMethods.map((method) => (
              <option key={method} value={method}>
                {costMethodLabels[method]}
              </option>
            ))}
          </select>
        </label>
      </>
    );
  return null;
}
