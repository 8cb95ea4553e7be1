import { useState } from 'react';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { OrderType, Side } from '@shared/api/spot/enums';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import type { OrderListView } from '@shared/ipc/orders';
import { usePlaceOco, usePlaceOto, usePlaceOtoco } from '../../api/orders-queries';
import { ErrorText } from '../orders/ErrorText';
import { usePreferences } from '../settings/preferences-store';
import { checkOco, checkOto, checkOtoco, type ListCheck } from './check-list';
import { ConfirmDialog } from './ConfirmDialog';
import { Choice, Field } from './Field';
import { FormProblems } from './FormProblems';
import { emptyLeg, legFields, type LegDraft } from './leg-draft';
import { LegEditor } from './LegEditor';
import { ocoLegTypes } from './list-rules';
import { sideWords } from '@shared/ipc/order-words';
import { ListResult } from './ListResult';

export type ListKind = 'oco' | 'oto' | 'otoco';

interface ListOrderFormProps {
  readonly kind: ListKind;
  readonly symbol: SymbolInfo;
  readonly lastPrice: string | null;
  readonly blockedReason: string | null;
}

const workingTypes: readonly OrderType[] = ['LIMIT', 'LIMIT_MAKER'];
const pendingTypes: readonly OrderType[] = [
  'LIMIT',
  'MARKET',
  'LIMIT_MAKER',
  'STOP_LOSS',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT',
  'TAKE_PROFIT_LIMIT',
];
const opposite = (side: Side): Side => (side === 'BUY' ? 'SELL' : 'BUY');

/** The order test a list's commission preview uses: its first leg as a single order. */
function previewOf(symbol: string, leg: LegDraft, side: Side, quantity: string): NewOrderArgs | undefined {
  const args = { symbol, side, quantity, ...legFields(leg) } as NewOrderArgs;
  return args.type === 'LIMIT_MAKER' || args.type === 'LIMIT' ? args : undefined;
}

/** OCO, OTO and OTOCO in leg editors, checked as typed, with what happens on fill in words. */
export function ListOrderForm({ kind, symbol, lastPrice, blockedReason }: ListOrderFormProps) {
  const [side, setSide] = useState<Side>('SELL');
  const [quantity, setQuantity] = useState('');
  const [above, setAbove] = useState(() => emptyLeg('LIMIT_MAKER'));
  const [below, setBelow] = useState(() => emptyLeg('STOP_LOSS_LIMIT'));
  const [withBelow, setWithBelow] = useState(true);
  const [working, setWorking] = useState(() => emptyLeg('LIMIT', 'BUY'));
  const [pending, setPending] = useState(() => emptyLeg('LIMIT', 'SELL'));
  const [confirming, setConfirming] = useState(false);
  const confirm = usePreferences((s) => s.confirm[kind]);
  const oco = usePlaceOco();
  const oto = usePlaceOto();
  const otoco = usePlaceOtoco();
  const mutation = kind === 'oco' ? oco : kind === 'oto' ? oto : otoco;

  const pendingSide = opposite(working.side);
  const check: ListCheck<unknown> =
    kind === 'oco'
      ? checkOco({ side, quantity, above, below }, symbol, lastPrice)
      : kind === 'oto'
        ? checkOto(working, pending, symbol, lastPrice)
        : checkOtoco(
            { working, pendingSide, pendingQuantity: quantity, above, below: withBelow ? below : null },
            symbol,
            lastPrice,
          );
  const touched = quantity !== '' || working.quantity !== '' || above.price !== '' || above.stopPrice !== '';
  const problem = !check.ok && touched ? check.problem : null;
  const legProblem = (leg: string) =>
    problem && problem.leg === leg
      ? [
          problem.code === undefined ? problem.message : `${problem.message} (code ${problem.code})`,
          problem.hint,
        ]
          .filter(Boolean)
          .join(' ')
      : undefined;

  const generalProblem =
    problem && !['list', 'working', 'pending', 'above', 'below'].includes(problem.leg) ? problem : null;

  const send = () => {
    if (check.ok) {
      if (kind === 'oco') oco.mutate(check.args as Parameters<typeof oco.mutate>[0]);
      else if (kind === 'oto') oto.mutate(check.args as Parameters<typeof oto.mutate>[0]);
      else otoco.mutate(check.args as Parameters<typeof otoco.mutate>[0]);
    }
    // After the call has left, as in the single order form.
    if (confirming) setConfirming(false);
  };
  const submit = () => {
    if (!check.ok || blockedReason) return;
    if (confirm) setConfirming(true);
    else send();
  };
  const preview =
    kind === 'oco'
      ? previewOf(symbol.symbol, above.type === 'LIMIT_MAKER' ? above : below, side, quantity)
      : previewOf(symbol.symbol, working, working.side, working.quantity);
  // The quantity the OCO pair places: the list's own, or in an OTOCO the pending orders'.
  const pairQuantity =
    kind === 'oco'
      ? { label: 'Quantity', name: undefined, leg: 'list' }
      : { label: 'Pending qty', name: 'Pending quantity', leg: 'pending' };
  // Each leg's editor, with the leg's problem shown in it.
  const legs = {
    working: { name: 'Working order', leg: working, types: workingTypes, onChange: setWorking },
    pending: { name: 'Pending order', leg: pending, types: pendingTypes, onChange: setPending },
    above: { name: 'Above leg', leg: above, types: ocoLegTypes, onChange: setAbove },
    below: { name: 'Below leg', leg: below, types: ocoLegTypes, onChange: setBelow },
  };
  const editorOf = (key: keyof typeof legs) => (
    <LegEditor
      {...legs[key]}
      symbol={symbol}
      ownSideAndQuantity={key === 'working' || key === 'pending'}
      problem={legProblem(key)}
    />
  );
  const title = kind.toUpperCase();
  const result = mutation.data as OrderListView | undefined;

  return (
    <form
      aria-label={`${title} order list`}
      className="order-form list-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {kind === 'oco' && (
        <Choice
          label="Side"
          value={side}
          options={['BUY', 'SELL'] as const}
          labels={sideWords}
          onChange={setSide}
        />
      )}
      {kind !== 'oco' && editorOf('working')}
      {kind === 'oto' && editorOf('pending')}
      {kind === 'otoco' && (
        <p className="list-note">
          Pending orders {pendingSide === 'BUY' ? 'buy' : 'sell'} (the opposite side of the working order).
        </p>
      )}
      {kind !== 'oto' && (
        <>
          <Field
            label={pairQuantity.label}
            name={pairQuantity.name}
            value={quantity}
            suffix={symbol.baseAsset}
            onChange={setQuantity}
            problem={legProblem(pairQuantity.leg)}
          />
          {editorOf('above')}
          {kind === 'otoco' && (
            <label>
              <input type="checkbox" checked={withBelow} onChange={(e) => setWithBelow(e.target.checked)} />
              Add a below leg (an OCO pair)
            </label>
          )}
          {(kind === 'oco' || withBelow) && editorOf('below')}
        </>
      )}
      <div className="order-form-footer">
        <p className="list-summary" aria-label="What happens">
          {check.summary}
        </p>
        <FormProblems problem={generalProblem} blockedReason={blockedReason} />
        <button type="submit" disabled={!check.ok || blockedReason !== null || mutation.isPending}>
          Place {title}
        </button>
        <ErrorText error={mutation.error} label="Order list error" />
        {result && <ListResult title={title} result={result} />}
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Confirm ${title}`}
          preview={preview}
          confirmLabel={`Place ${title}`}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        >
          <p>{check.summary}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
