import { costMethodLabels, costMethods } from '@shared/ipc/positions';
import { AlertInput, AlertSelect } from './AlertFields';
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
  const set = (change: Partial<ConditionDraft>) => onChange({ ...draft, ...change });
  if (draft.kind === 'above' || draft.kind === 'below')
    return (
      <AlertInput label="Price" name="Alert price" value={draft.price} onChange={(price) => set({ price })} />
    );
  if (draft.kind === 'move')
    return (
      <>
        <AlertInput
          label="Move %"
          name="Move %"
          value={draft.percent}
          onChange={(percent) => set({ percent })}
        />
        <AlertInput
          label="Within (min)"
          name="Window in minutes"
          inputMode="numeric"
          value={draft.windowMinutes}
          onChange={(windowMinutes) => set({ windowMinutes })}
        />
      </>
    );
  if (draft.kind === 'pnl')
    return (
      <>
        <AlertSelect
          label="Direction"
          name="P&L direction"
          value={draft.direction}
          options={['above', 'below'] as const}
          labels={{ above: 'Above', below: 'Below' }}
          onChange={(direction) => set({ direction })}
        />
        <AlertInput
          label="P&L (quote)"
          name="Alert P&L"
          placeholder="-25"
          value={draft.pnl}
          onChange={(pnl) => set({ pnl })}
        />
        <AlertSelect
          label="Cost"
          name="Cost method"
          value={draft.method}
          options={costMethods}
          labels={costMethodLabels}
          onChange={(method) => set({ method })}
        />
      </>
    );
  return null;
}
