import { useState } from 'react';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { dec, isPositiveDecimal } from '@shared/decimal/decimal';
import { roundToStep } from '@shared/decimal/step';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { useTerminal } from '../../api/terminal-context';
import { Dialog } from '../../ui/Dialog';
import { ErrorText } from '../orders/ErrorText';
import { symbolFigures } from './figures';
import { useFamilyAction } from './family-action';
import { FigureInput, type PositionControlProps } from './position-edit';

type CloseAt = 'market' | 'limit' | 'takeProfit' | 'stopLoss';

const closeAtWords: Record<CloseAt, string> = {
  market: 'Market',
  limit: 'Limit',
  takeProfit: 'Take profit',
  stopLoss: 'Stop loss',
};
const triggerTypes = { takeProfit: 'TAKE_PROFIT_MARKET', stopLoss: 'STOP_MARKET' } as const;

/** Shares of the position the size buttons type, on the contract's step. */
const shares = [
  ['25 %', '0.25'],
  ['50 %', '0.5'],
  ['All', '1'],
] as const;

/**
 * Closes a position, after the trader confirms: all of it or part (typed, or a share), at market,
 * with a reduce-only limit at a price (the mark to start with), or when the mark reaches a take
 * profit or stop loss (a reduce-only conditional order of that size: one part at one price, another
 * at the next). Main checks the contract's filters, the trigger against the mark (-2021) and that no
 * more than the position is closed (the venue's -2022) before anything is sent.
 */
export function ClosePosition({
  family,
  position: p,
  name,
  blocked,
  symbol,
}: PositionControlProps & { readonly symbol: FuturesSymbolView | undefined }) {
  const terminal = useTerminal();
  const [confirming, setConfirming] = useState(false);
  const [at, setAt] = useState<CloseAt>('market');
  const [size, setSize] = useState('');
  const [price, setPrice] = useState('');
  const [trigger, setTrigger] = useState('');
  const figures = symbolFigures(symbol);
  const { tickSize, stepSize } = symbol ? tickAndStepOf(symbol.filters) : { tickSize: '0', stepSize: '0' };
  const held = p.size.replace(/^-/, '');
  const sizeOk = size === '' || isPositiveDecimal(size);
  const whole = size === '' || (sizeOk && dec(size).eq(held));
  const close = useFamilyAction(
    family,
    () =>
      terminal.futures.closePosition({
        family,
        symbol: p.symbol,
        positionSide: p.positionSide,
        ...(at === 'takeProfit' || at === 'stopLoss'
          ? {
              // Always a size: the position's own take profit and stop loss are set in its TP / SL column.
              quantity: whole ? held : size,
              trigger: { type: triggerTypes[at], stopPrice: trigger, workingType: 'MARK_PRICE' as const },
            }
          : whole
            ? {}
            : { quantity: size }),
        ...(at === 'limit' ? { price } : {}),
      }),
    () => {
      setConfirming(false);
      setSize('');
    },
  );
  const triggered = at === 'takeProfit' || at === 'stopLoss';
  const typedOk = sizeOk && (at === 'market' || isPositiveDecimal(at === 'limit' ? price : trigger));
  const amount = sizeOk ? figures.size(whole ? held : size) : '…';
  const shown = (value: string) => (isPositiveDecimal(value) ? figures.price(value) : '…');
  const question =
    at === 'market'
      ? `Close ${amount} at market?`
      : triggered
        ? `Close ${amount} at market when the mark reaches ${shown(trigger)} (${closeAtWords[at].toLowerCase()})?`
        : `Close ${amount} at ${shown(price)}?`;
  const chooseAt = (next: CloseAt) => {
    close.reset();
    setAt(next);
    if (next === 'limit' && price === '') setPrice(roundToStep(p.markPrice, tickSize, 'nearest'));
  };
  if (!confirming)
    return (
      <button
        type="button"
        aria-label={`Close ${name} position`}
        aria-expanded="false"
        disabled={blocked}
        onClick={() => setConfirming(true)}
      >
        Close position
      </button>
    );
  const keep = () => {
    close.reset();
    setConfirming(false);
  };
  return (
    <>
      <button type="button" aria-label={`Close ${name} position`} aria-expanded="true" onClick={keep}>
        Close position
      </button>
      {/* A dialog of its own: the Action cell stays narrow, and every control is in view. */}
      <Dialog title={`Close ${name}`} onDismiss={keep}>
        <div role="group" aria-label={`Confirm closing ${name}`} className="close-position">
          <div className="close-row">
            <select aria-label="Close at" value={at} onChange={(e) => chooseAt(e.target.value as CloseAt)}>
              {(Object.keys(closeAtWords) as CloseAt[]).map((value) => (
                <option key={value} value={value}>
                  {closeAtWords[value]}
                </option>
              ))}
            </select>
            {at === 'limit' && (
              <FigureInput
                label="Close price"
                size={9}
                value={price}
                onChange={(v) => {
                  close.reset();
                  setPrice(v.trim());
                }}
              />
            )}
            {triggered && (
              <FigureInput
                label="Close trigger (mark price)"
                size={9}
                value={trigger}
                onChange={(v) => {
                  close.reset();
                  setTrigger(v.trim());
                }}
              />
            )}
          </div>
          <div className="close-row">
            <FigureInput
              label="Close size"
              size={7}
              value={size === '' ? held : size}
              onChange={(v) => {
                close.reset();
                setSize(v.trim());
              }}
            />
            {shares.map(([label, share]) => (
              <button
                key={label}
                type="button"
                aria-label={`Close ${label === 'All' ? 'all' : label} of the position`}
                onClick={() => {
                  close.reset();
                  setSize(roundToStep(dec(held).times(share), stepSize, 'floor'));
                }}
              >
                {label}
              </button>
            ))}
          </div>
          <p className="close-question">{question}</p>
          <div className="close-row">
            <button
              type="button"
              onClick={() => close.mutate()}
              disabled={blocked || !typedOk || close.isPending}
            >
              Confirm close
            </button>
            <button type="button" onClick={keep}>
              Keep
            </button>
          </div>
          <ErrorText error={close.error} label="Close refused" />
        </div>
      </Dialog>
    </>
  );
}
