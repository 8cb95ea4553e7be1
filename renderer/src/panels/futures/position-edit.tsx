import { useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, PositionView } from '@shared/ipc/futures';
import { useFamilyAction } from './family-action';

/** What each control in a position's row is given. */
export interface PositionControlProps {
  readonly family: FuturesFamily;
  readonly position: PositionView;
  /** The position's name in labels, e.g. "Long BTCUSDT". */
  readonly name: string;
  /** Whether acting is impossible now (connection lost, rate limited). */
  readonly blocked: boolean;
}

/**
 * A figure typed in a position's row and sent by its buttons: typing again clears the last refusal,
 * an accepted figure clears the field.
 */
export function usePositionEdit<V = void>(
  family: FuturesFamily,
  send: (typed: string, value: V) => Promise<unknown>,
) {
  const [typed, setTyped] = useState('');
  const action = useFamilyAction(
    family,
    (value: V) => send(typed.trim(), value),
    () => setTyped(''),
  );
  const edit = (value: string) => {
    action.reset();
    setTyped(value);
  };
  return { typed, edit, action };
}

export function FigureInput({
  label,
  size,
  value,
  onChange,
}: {
  readonly label: string;
  readonly size: number;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      size={size}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The venue's refusal beside the figure it refused, inside the row. */
export function InlineRefusal({ error, label }: { readonly error: unknown; readonly label: string }) {
  if (error === null || error === undefined) return null;
  return (
    <span role="alert" className="error-text" aria-label={label}>
      {describeError(error)}
    </span>
  );
}
