import { useCallback, useId, useMemo, useState } from 'react';
import type { BookLevel } from '@shared/ipc/market';
import type { SymbolPrecision } from '../../api/symbol-filters';
import { useSymbolPrecision } from '../../api/use-symbols';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { formatDecimal, formatPrice, decimalsOf } from '../../ui/format-decimal';
import { PanelSymbolBar } from '../market-panel/PanelSymbolBar';
import { usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import {
  deepestTotal,
  depthWidth,
  groupMultipliers,
  groupStep,
  ordersByLevel,
  priceKey,
  spreadPercent,
  type GroupMultiplier,
  type LadderOrder,
  type LevelOrders,
} from './ladder-math';
import { LadderRow, type BookSide } from './LadderRow';
import { useBook } from './use-book';
import { useFramePaintedEvent } from './frame-painted-event';
import './ladder.css';

export const ladderLevels = 20;

interface DepthLadderPanelProps {
  readonly link: PanelLink;
  /** The user's open orders on this symbol; unwired until the orders contract exists. */
  readonly openOrders?: readonly LadderOrder[];
  readonly onCancelOrder?: (orderId: string) => void;
}

const noOrders: readonly LadderOrder[] = [];

/** The book as main's frames give it: asks above, bids below, spread and mid between. */
export function DepthLadderPanel({ link, openOrders = noOrders, onCancelOrder }: DepthLadderPanelProps) {
  const symbol = usePanelSymbol(link);
  const precision = useSymbolPrecision(symbol);
  const [multiplier, setMultiplier] = useState<GroupMultiplier>(1);
  const group = precision ? groupStep(precision.tickSize, multiplier) : null;
  const book = useBook(precision ? symbol : null, group, ladderLevels);
  useFramePaintedEvent(book.frame);
  const headingId = useId();

  return (
    <section className="panel ladder-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Order book ladder
      </h2>
      <PanelSymbolBar link={link} symbol={symbol}>
        <label>
          Grouping{' '}
          <select
            aria-label="Grouping"
            value={multiplier}
            disabled={!precision}
            onChange={(e) => setMultiplier(Number(e.target.value) as GroupMultiplier)}
          >
            {groupMultipliers.map((m) => (
              <option key={m} value={m}>
                {precision
                  ? formatDecimal(groupStep(precision.tickSize, m), decimalsOf(precision.tickSize))
                  : `${m}×`}
              </option>
            ))}
          </select>
        </label>
      </PanelSymbolBar>
      {book.error && (
        <p role="alert" className="error-text">
          {book.error}
        </p>
      )}
      {precision && book.frame && book.frame.symbol === symbol ? (
        <LadderBody
          precision={precision}
          bids={book.frame.bids}
          asks={book.frame.asks}
          spread={book.frame.spread}
          mid={book.frame.mid}
          group={book.frame.group}
          openOrders={openOrders}
          onCancelOrder={onCancelOrder}
        />
      ) : (
        !book.error && <p className="muted">Waiting for the book…</p>
      )}
    </section>
  );
}

interface LadderBodyProps {
  readonly precision: SymbolPrecision;
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  readonly spread: string | null;
  readonly mid: string | null;
  readonly group: string;
  readonly openOrders: readonly LadderOrder[];
  readonly onCancelOrder: ((orderId: string) => void) | undefined;
}

function LadderBody({
  precision,
  bids,
  asks,
  spread,
  mid,
  group,
  openOrders,
  onCancelOrder,
}: LadderBodyProps) {
  const { symbol, tickSize, stepSize } = precision;
  const pickPrice = useOrderTicketStore((s) => s.pickPrice);
  const onPick = useCallback(
    (price: string, side: BookSide) => pickPrice({ symbol, price, side }),
    [pickPrice, symbol],
  );
  const mine = useMemo(() => ordersByLevel(openOrders, group), [openOrders, group]);
  const deepest = deepestTotal(bids, asks);
  const spreadPct = spreadPercent(spread, mid);

  const rows = (levels: readonly BookLevel[], side: BookSide, marks: ReadonlyMap<string, LevelOrders>) =>
    levels.map((level, position) => (
      <LadderRow
        key={position}
        side={side}
        price={level.price}
        quantity={level.quantity}
        total={level.total}
        width={depthWidth(level.total, deepest)}
        tickSize={tickSize}
        stepSize={stepSize}
        mine={marks.size === 0 ? undefined : marks.get(priceKey(level.price))}
        onPick={onPick}
        onCancel={onCancelOrder}
      />
    ));

  return (
    <div className="ladder">
      <table aria-label="Asks" className="ladder-side ladder-asks">
        <thead className="visually-hidden">
          <tr>
            <th>Yours</th>
            <th>Price</th>
            <th>Size</th>
            <th>Total</th>
          </tr>
        </thead>
        {/* Best ask last, next to the spread; keys still count positions from the spread outwards. */}
        <tbody>{rows(asks, 'ask', mine.asks).reverse()}</tbody>
      </table>
      <div className="ladder-spread num" role="group" aria-label="Spread and mid">
        <span aria-label="Spread">
          {spread === null ? '—' : formatPrice(spread, tickSize)}
          {spreadPct !== null && ` (${spreadPct}%)`}
        </span>
        <span aria-label="Mid">{mid === null ? '—' : formatDecimal(mid, decimalsOf(tickSize) + 1)}</span>
      </div>
      <table aria-label="Bids" className="ladder-side ladder-bids">
        <thead className="visually-hidden">
          <tr>
            <th>Yours</th>
            <th>Price</th>
            <th>Size</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>{rows(bids, 'bid', mine.bids)}</tbody>
      </table>
    </div>
  );
}
