import { useState } from 'react';
import { describeAlert, marketName, type AlertView } from '@shared/ipc/alerts';
import { describeError } from '@shared/ipc/errors';
import { useDeleteAlert, useRearmAlert, useUpdateAlert } from '../../api/alerts-queries';
import { useUiStore } from '../../stores/ui-store';
import { formatPrice } from '@shared/decimal/format';
import { formatClock } from '../../ui/format-time';
import { ConditionFields } from './ConditionFields';
import { conditionOf, draftOf } from './condition-draft';
import { useAlertFigures, useAlertUnits } from './use-alert-figures';
import { useFarSideNote } from './use-far-side-note';

/** One alert: what it waits for, whether it fired and on what, and edit, re-arm and delete. */
export function AlertRow({ alert }: { alert: AlertView }) {
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const tickSize = useAlertUnits(alert.symbol, alert.market)?.tickSize;
  // A contract's alert is written on its own tick: the spot symbol of the same name has another.
  const figures = useAlertFigures(alert.symbol, alert.market);
  const firedAt = (price: string) => (tickSize ? formatPrice(price, tickSize) : price);
  const [editing, setEditing] = useState<ReturnType<typeof draftOf> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateAlert();
  const rearm = useRearmAlert();
  const remove = useDeleteAlert();
  const name = describeAlert(alert, figures);
  const note = useFarSideNote(
    editing ?? draftOf(alert.condition),
    editing ? alert.symbol : null,
    alert.market,
  );
  const onError = (error: unknown) => setProblem(describeError(error));

  const save = () => {
    if (!editing) return;
    const condition = conditionOf(editing);
    if (typeof condition === 'string') return setProblem(condition);
    update.mutate(
      { id: alert.id, condition },
      { onSuccess: () => (setEditing(null), setProblem(null)), onError },
    );
  };

  return (
    <tr data-status={alert.status} aria-label={name}>
      {/* A contract's alert names its market: the spot symbol of the same name is another market. */}
      <td>{marketName(alert)}</td>
      <td>
        {editing && alert.condition.kind !== 'fill' ? (
          <span className="alert-edit">
            <ConditionFields draft={editing} onChange={setEditing} />
          </span>
        ) : (
          name
        )}
        {note && <span className="muted alert-note"> {note}</span>}
        {problem && (
          <span role="alert" className="error-text">
            {' '}
            {problem}
          </span>
        )}
      </td>
      <td>
        <label className="alert-sound">
          <input
            type="checkbox"
            aria-label={`Sound for ${name}`}
            checked={alert.sound}
            onChange={(e) => update.mutate({ id: alert.id, sound: e.target.checked }, { onError })}
          />
        </label>
      </td>
      <td className="alert-status">
        {alert.fired ? (
          <span title={alert.fired.message}>
            Fired {formatClock(alert.fired.time, timeDisplay)} at {firedAt(alert.fired.price)}
          </span>
        ) : (
          'Armed'
        )}
      </td>
      <td className="alert-actions">
        {editing ? (
          <>
            <button type="button" onClick={save}>
              Save
            </button>
            <button type="button" onClick={() => (setEditing(null), setProblem(null))}>
              Cancel
            </button>
          </>
        ) : (
          alert.condition.kind !== 'fill' && (
            <button
              type="button"
              aria-label={`Edit alert: ${name}`}
              onClick={() => setEditing(draftOf(alert.condition))}
            >
              Edit
            </button>
          )
        )}
        {alert.status === 'fired' && (
          <button
            type="button"
            aria-label={`Re-arm alert: ${name}`}
            onClick={() => rearm.mutate({ id: alert.id }, { onError })}
          >
            Re-arm
          </button>
        )}
        <button
          type="button"
          aria-label={`Delete alert: ${name}`}
          onClick={() => remove.mutate({ id: alert.id }, { onError })}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}
