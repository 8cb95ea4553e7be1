import { isPositiveDecimal } from '@shared/decimal/decimal';
import { useTerminal } from '../../api/terminal-context';
import { exact } from './figures';
import { FigureInput, InlineRefusal, usePositionEdit, type PositionControlProps } from './position-edit';

type Direction = 'add' | 'remove';

/** Each button's sign and accessible name. */
const directions: readonly { direction: Direction; sign: string; label: (name: string) => string }[] = [
  { direction: 'add', sign: '+', label: (name) => `Add margin to ${name}` },
  { direction: 'remove', sign: '−', label: (name) => `Remove margin from ${name}` },
];

/** Cross, or an isolated position's margin with add and remove. */
export function IsolatedMargin({ family, position: p, name, blocked }: PositionControlProps) {
  const terminal = useTerminal();
  const margin = usePositionEdit(family, (amount, direction: Direction) =>
    terminal.futures.positionMargin({
      family,
      symbol: p.symbol,
      positionSide: p.positionSide,
      amount,
      direction,
    }),
  );
  const { typed: amount, edit, action: change } = margin;
  if (p.marginType === 'cross') return <>Cross</>;
  const text = amount.trim();
  const ready = isPositiveDecimal(text) && !blocked && !change.isPending;
  const typo = text !== '' && !isPositiveDecimal(text) ? `Not an amount: "${text}".` : null;
  return (
    <span className="isolated-margin">
      Isolated {exact(p.isolatedMargin)}{' '}
      <FigureInput label={`${name} margin amount`} size={7} value={amount} onChange={edit} />
      {directions.map(({ direction, sign, label }) => (
        <button
          key={direction}
          type="button"
          aria-label={label(name)}
          disabled={!ready}
          onClick={() => change.mutate(direction)}
        >
          {sign}
        </button>
      ))}
      {typo ? (
        <span role="alert" className="error-text" aria-label={`${name} margin refused`}>
          {typo}
        </span>
      ) : (
        <InlineRefusal error={change.error} label={`${name} margin refused`} />
      )}
    </span>
  );
}
