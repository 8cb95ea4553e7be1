import { costMethodLabels, costMethods } from '@shared/ipc/positions';
import { AlertInput, AlertSelect } from './AlertFields';
import type { ConditionDraft } from './condition-draft';

type TypedField = 'price' | 'percent' | 'windowMinutes' | 'pnl' | 'ratio';

/** Each typed value's word and accessible name. */
const typedFields: Record<
  TypedField,
  { label: string; name: string; inputMode?: 'numeric'; placeholder?: string }
> = {
  price: { label: 'Price', name: 'Alert price' },
  percent: { label: 'Move %', name: 'Move %' },
  windowMinutes: { label: 'Within (min)', name: 'Window in minutes', inputMode: 'numeric' },
  pnl: { label: 'P&L (quote)', name: 'Alert P&L', placeholder: '-25' },
  ratio: { label: 'Margin ratio %', name: 'Alert margin ratio %', placeholder: '80' },
};

/**
 * The value fields of a condition's kind: a price, a move and its window, a P&L's direction, amount
 * and cost method, or a margin ratio; nothing for a fill.
 */
export function ConditionFields({
  draft,
  onChange,
}: {
  draft: ConditionDraft;
  onChange: (draft: ConditionDraft) => void;
}) {
  const set = (change: Partial<ConditionDraft>) => onChange({ ...draft, ...change });
  const input = (field: TypedField) => (
    <AlertInput {...typedFields[field]} value={draft[field]} onChange={(value) => set({ [field]: value })} />
  );
  if (draft.kind === 'above' || draft.kind === 'below') return input('price');
  // A futures contract's margin ratio at the mark: the venue liquidates at 100 %.
  if (draft.kind === 'marginRatio') return input('ratio');
  if (draft.kind === 'move')
    return (
      <>
        {input('percent')}
        {input('windowMinutes')}
      </>
    );
  const direction = (
    <AlertSelect
      label="Direction"
      name="P&L direction"
      value={draft.direction}
      options={['above', 'below'] as const}
      labels={{ above: 'Above', below: 'Below' }}
      onChange={(next) => set({ direction: next })}
    />
  );
  // A futures position's P&L, at the mark, in the contract's margin asset.
  if (draft.kind === 'positionPnl')
    return (
      <>
        {direction}
        <AlertInput
          {...typedFields.pnl}
          label="P&L (margin asset)"
          value={draft.pnl}
          onChange={(pnl) => set({ pnl })}
        />
      </>
    );
  if (draft.kind === 'pnl')
    return (
      <>
        {direction}
        {input('pnl')}
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
