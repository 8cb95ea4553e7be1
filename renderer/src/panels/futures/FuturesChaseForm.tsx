import { useState, type FormEvent } from 'react';
import { isPositiveDecimal } from '@shared/decimal/decimal';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import type { ChaseArgs } from '@shared/ipc/futures-args';
import { useTerminal } from '../../api/terminal-context';
import { SideToggle } from '../../ui/SideToggle';
import { ErrorText } from '../orders/ErrorText';
import { useFamilyAction } from './family-action';
import { FuturesChases } from './FuturesChases';
import type { FuturesFormProps } from './FuturesOrderForm';
import { SelectField, TextField, ToggleField } from './form-fields';

interface ChaseDraft {
  readonly side: 'BUY' | 'SELL';
  readonly positionSide: 'LONG' | 'SHORT';
  readonly quantity: string;
  readonly limitPrice: string;
  readonly reduceOnly: boolean;
}

/**
 * A chase: a post-only limit main keeps at the best bid (a buy) or ask (a sell) until it fills, moving
 * it in place as the book moves, no further than the limit price if one is typed. Main checks it as
 * any order before sending; its chases are listed under the form.
 */
export function FuturesChaseForm({
  family,
  symbol,
  hedge,
  blockedReason,
  symbols,
}: Pick<FuturesFormProps, 'family' | 'symbol' | 'hedge' | 'blockedReason'> & {
  readonly symbols: ReadonlyMap<string, FuturesSymbolView>;
}) {
  const terminal = useTerminal();
  const [draft, setDraft] = useState<ChaseDraft>({
    side: 'BUY',
    positionSide: 'LONG',
    quantity: '',
    limitPrice: '',
    reduceOnly: false,
  });
  const chase = useFamilyAction(family, (args: ChaseArgs) => terminal.futures.chase(args));
  const set = (change: Partial<ChaseDraft>) => {
    chase.reset();
    setDraft((d) => ({ ...d, ...change }));
  };
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  const best = draft.side === 'BUY' ? 'bid' : 'ask';
  const sideWord = draft.side === 'BUY' ? 'buy' : 'sell';
  const limitOk = draft.limitPrice === '' || isPositiveDecimal(draft.limitPrice);
  const ready = isPositiveDecimal(draft.quantity) && limitOk;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || blockedReason !== null) return;
    chase.mutate({
      family,
      symbol: symbol.symbol,
      side: draft.side,
      quantity: draft.quantity,
      ...(hedge ? { positionSide: draft.positionSide } : draft.reduceOnly ? { reduceOnly: true } : {}),
      ...(draft.limitPrice === '' ? {} : { limitPrice: draft.limitPrice }),
    });
  };
  return (
    <>
      <form className="futures-order-form" aria-label="Chase order" onSubmit={submit}>
        <SideToggle side={draft.side} onChange={(side) => set({ side })} />
        {hedge && (
          <SelectField
            label="Position side"
            value={draft.positionSide}
            options={['LONG', 'SHORT']}
            onChange={(v) => set({ positionSide: v as 'LONG' | 'SHORT' })}
          />
        )}
        <TextField
          label={`Quantity (${unit})`}
          name="Chase quantity"
          value={draft.quantity}
          onChange={(quantity) => set({ quantity: quantity.trim() })}
        />
        <TextField
          label={draft.side === 'BUY' ? 'No higher than (optional)' : 'No lower than (optional)'}
          name="Chase limit price"
          value={draft.limitPrice}
          onChange={(limitPrice) => set({ limitPrice: limitPrice.trim() })}
        />
        {!hedge && (
          <ToggleField
            label="Reduce only"
            checked={draft.reduceOnly}
            onChange={(reduceOnly) => set({ reduceOnly })}
          />
        )}
        <p className="order-preview">
          A post-only limit at the best {best}, moved in place as the {best} moves, until it fills
          {draft.limitPrice !== '' && limitOk
            ? `, no ${draft.side === 'BUY' ? 'higher' : 'lower'} than ${draft.limitPrice}`
            : ''}
          .
        </p>
        <button type="submit" disabled={!ready || blockedReason !== null || chase.isPending}>
          Chase {sideWord} at the best {best}
        </button>
        <ErrorText error={chase.error} label="Chase refused" />
      </form>
      <FuturesChases family={family} symbols={symbols} />
    </>
  );
}
