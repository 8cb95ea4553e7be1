import type { FuturesSymbolView } from '@shared/ipc/futures';
import { entryIsLong } from '@shared/api/futures/attached-exits';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { SelectField, TextField } from './form-fields';
import { formatAmount } from '@shared/decimal/format';
import { dec } from '@shared/decimal/decimal';
import { symbolFigures } from './figures';
import type { OrderDraft } from './order-draft';
import { sizeForRisk, type RiskUnit } from './risk-size';
import { SizeForRisk } from '../orders/SizeForRisk';

const units: readonly RiskUnit[] = ['amount', 'percent'];

/**
 * Sizing by risk: what the trader is willing to lose at the stop loss (an amount of the margin asset,
 * or a share of what is available), and the size that loses about that, a button that types it.
 */
export function RiskSize({
  symbol,
  draft,
  entryPrice,
  available,
  fees,
  set,
}: {
  readonly symbol: FuturesSymbolView;
  readonly draft: OrderDraft;
  readonly entryPrice: string | undefined;
  /** The margin asset's available balance, once read. */
  readonly available: string | undefined;
  readonly fees: { readonly entry: string; readonly exit: string } | undefined;
  readonly set: (change: Partial<OrderDraft>) => void;
}) {
  const sized = sizeForRisk(symbol, {
    long: entryIsLong(draft),
    entryPrice,
    stopLoss: draft.stopLoss,
    risk: draft.risk,
    unit: draft.riskUnit,
    available,
    ...(fees ? { rates: fees } : {}),
    stepSize: tickAndStepOf(symbol.filters).stepSize,
  });
  const unitWord = (unit: string) => (unit === 'percent' ? '% of available' : symbol.marginAsset);
  const sizeUnit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  return (
    <>
      <TextField
        label={`Risk (${unitWord(draft.riskUnit)})`}
        name="Risk at the stop loss"
        value={draft.risk}
        onChange={(risk) => set({ risk })}
      />
      <SelectField
        label="Risk in"
        value={draft.riskUnit}
        options={units}
        optionLabel={unitWord}
        onChange={(unit) => set({ riskUnit: unit === 'percent' ? 'percent' : 'amount' })}
      />
      <SizeForRisk
        sized={
          sized === null
            ? null
            : sized.ok
              ? {
                  ok: true,
                  size: `${symbolFigures(symbol).size(sized.quantity)} ${sizeUnit}`,
                  loss: `${formatAmount(dec(sized.loss).abs().toFixed(), sized.asset)} ${sized.asset}`,
                }
              : sized
        }
        feesCounted={fees !== undefined}
        onSize={() => sized?.ok && set({ quantity: sized.quantity })}
      />
    </>
  );
}
