import { useState } from 'react';
import { dec } from '@shared/decimal/decimal';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { ConfirmDialog } from '../order-entry/ConfirmDialog';
import { ErrorText } from '../orders/ErrorText';
import { symbolFigures, isNegative } from './figures';
import { useFamilyAction } from './family-action';
import type { PositionControlProps } from './position-edit';

/**
 * Turns a one-way position into the same size the other way with one market order of twice its size,
 * after the trader confirms. Main refuses it before sending where the venue would (-2019 margin).
 */
export function ReversePosition({
  family,
  position: p,
  name,
  blocked,
  symbol,
}: PositionControlProps & { readonly symbol: FuturesSymbolView | undefined }) {
  const terminal = useTerminal();
  const [confirming, setConfirming] = useState(false);
  const reverse = useFamilyAction(family, () =>
    terminal.futures.reversePosition({ family, symbol: p.symbol }),
  );
  const figures = symbolFigures(symbol);
  const held = p.size.replace(/^-/, '');
  const to = isNegative(p.size) ? 'Long' : 'Short';
  const side = isNegative(p.size) ? 'buy' : 'sell';
  return (
    <>
      <button
        type="button"
        aria-label={`Reverse ${name} position`}
        disabled={blocked || reverse.isPending}
        onClick={() => {
          reverse.reset();
          setConfirming(true);
        }}
      >
        Reverse
      </button>
      <ErrorText error={reverse.error} label="Reverse refused" />
      {confirming && (
        <ConfirmDialog
          title={`Reverse ${name} to ${to} ${figures.size(held)}?`}
          confirmLabel="Reverse at market"
          onConfirm={() => {
            setConfirming(false);
            reverse.mutate();
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>
            One market {side} of {figures.size(dec(held).mul(2).toFixed())}: it closes the position and opens{' '}
            {to.toLowerCase()} the same size. The position&apos;s take profit and stop loss are cancelled.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
