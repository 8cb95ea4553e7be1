import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import { precisionOf } from '@shared/market/symbol-precision';
import { formatDecimal, formatPercent, formatPrice, formatQuantity } from '@shared/decimal/format';
import { useBook } from '../depth-ladder/use-book';
import { usePreferences } from '../settings/preferences-store';
import { orderCosts, type CommissionRates } from './order-costs';

/** Levels of the book a market order's estimate walks. */
const walkedLevels = 50;

/** An amount of an asset at up to 8 places, grouped, trailing zeros dropped. */
const amount = (value: string) => formatDecimal(value, Math.min(new Decimal(value).decimalPlaces(), 8));

/** One figure of the list: its term and its value. */
function Cost({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * What the order would cost, as the trader reads it before sending: the total, the fee (maker or taker),
 * and for a market order the average price and slippage walked through the local book, flagged past the
 * trader's warning.
 */
export function OrderCostsLine({
  args,
  symbol,
  rates,
}: {
  readonly args: NewOrderArgs | null;
  readonly symbol: SymbolInfo;
  readonly rates: CommissionRates | undefined;
}) {
  const { tickSize, stepSize } = precisionOf(symbol);
  const warnBps = usePreferences((s) => s.trading.slippageWarnBps);
  const wantsBook = args !== null;
  const book = useBook(wantsBook ? symbol.symbol : null, tickSize, walkedLevels);
  if (!args || !rates) return null;
  const frame = book.frame?.symbol === symbol.symbol ? book.frame : undefined;
  const costs = orderCosts(args, rates, frame, { base: symbol.baseAsset, quote: symbol.quoteAsset });
  const slippage = costs.market ? new Decimal(costs.market.slippageBps) : null;
  return (
    <dl className="order-costs num" aria-label="Order costs">
      {costs.market && (
        <>
          <Cost term="Expected average">{formatPrice(costs.market.averagePrice, tickSize)}</Cost>
          <Cost term="Slippage">{costs.market.slippageBps} bps</Cost>
        </>
      )}
      {costs.total && (
        <Cost term="Total">
          ≈ {formatPrice(costs.total.amount, tickSize)} {costs.total.asset}
        </Cost>
      )}
      {/* The rate beside the term, so the amount fits the form's width on one line. */}
      {costs.fee && (
        <Cost term={`Fee (${formatPercent(costs.fee.rate)} ${costs.fee.role})`}>
          ≈ {amount(costs.fee.amount)} {costs.fee.asset}
        </Cost>
      )}
      {args.type === 'MARKET' && !costs.market && (
        <dd className="muted">Waiting for the book to estimate…</dd>
      )}
      {costs.market && !costs.market.complete && (
        <dd role="alert" className="error-text">
          Only {formatQuantity(costs.market.quantity, stepSize)} {symbol.baseAsset} in the {walkedLevels}{' '}
          levels in view: the order reaches further into the book.
        </dd>
      )}
      {slippage && slippage.gt(warnBps) && (
        <dd role="alert" className="error-text" aria-label="Slippage warning">
          Expected slippage {costs.market!.slippageBps} bps is past your {warnBps} bps warning.
        </dd>
      )}
    </dl>
  );
}
