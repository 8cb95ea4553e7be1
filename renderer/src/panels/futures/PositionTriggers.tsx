import type { ExitKind } from '@shared/api/futures/attached-exits';
import { isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesOrderView } from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import type { symbolFigures } from './figures';
import { FigureInput, InlineRefusal, usePositionEdit, type PositionControlProps } from './position-edit';
import { breakEvenStop, partialExitsOf, triggerOf, triggerRequest } from './position-triggers';

const names: Record<ExitKind, string> = { takeProfit: 'take-profit', stopLoss: 'stop-loss' };

interface PositionTriggersProps extends PositionControlProps {
  readonly orders: readonly FuturesOrderView[];
  /** The contract's tick, for the break-even stop; unknown until its rules are read. */
  readonly tickSize: string | undefined;
  /** Prices and sizes on the contract's tick and step, as the tables show them. */
  readonly figures: Pick<ReturnType<typeof symbolFigures>, 'price' | 'size'>;
}

/**
 * A position's take-profit and stop-loss: shown, set, moved; each closes the whole position on the
 * mark. Those for part of it (from Close position) are shown beside them.
 */
export function PositionTriggers(props: PositionTriggersProps) {
  return (
    <span className="position-triggers">
      <TriggerEditor {...props} kind="takeProfit" />
      <TriggerEditor {...props} kind="stopLoss" />
    </span>
  );
}

function TriggerEditor({
  family,
  position: p,
  orders,
  name,
  blocked,
  kind,
  tickSize,
  figures,
}: PositionTriggersProps & { kind: ExitKind }) {
  const terminal = useTerminal();
  const current = triggerOf(p, orders, kind);
  const parts = partialExitsOf(p, orders, kind);
  const trigger = usePositionEdit(family, (stopPrice) =>
    terminal.futures.closePosition(triggerRequest(family, p, kind, stopPrice, current)),
  );
  const { typed, edit, action: set } = trigger;
  const label = `${name} ${names[kind]}`;
  const verb = current === undefined ? 'Set' : 'Move';
  const text = typed.trim();
  // A price that is not one is said here; main is asked only for one that is.
  const typo = text !== '' && !isPositiveDecimal(text) ? `Not a price: "${text}".` : null;
  return (
    <span className="trigger-editor">
      <span role="status" aria-label={label}>
        {kind === 'takeProfit' ? 'TP' : 'SL'} {current === undefined ? '—' : figures.price(current.stopPrice)}
      </span>{' '}
      {parts.length > 0 && (
        <>
          <span role="status" aria-label={`${label} for part of the position`}>
            {parts.map((o) => `part ${figures.size(o.origQty)} at ${figures.price(o.stopPrice)}`).join(' · ')}
          </span>{' '}
        </>
      )}
      <FigureInput label={`${label} price`} size={9} value={typed} onChange={edit} />
      <button
        type="button"
        aria-label={`${verb} ${label}`}
        disabled={blocked || !isPositiveDecimal(text) || set.isPending}
        onClick={() => set.mutate()}
      >
        {verb}
      </button>
      {kind === 'stopLoss' && tickSize !== undefined && (
        <button
          type="button"
          aria-label={`${label} at break-even: type the entry price`}
          title="Types the entry price, on the tick, into the stop loss"
          onClick={() => edit(breakEvenStop(p, tickSize))}
        >
          BE
        </button>
      )}
      {typo ? (
        <span role="alert" className="error-text" aria-label={`${label} refused`}>
          {typo}
        </span>
      ) : (
        <InlineRefusal error={set.error} label={`${label} refused`} />
      )}
    </span>
  );
}
