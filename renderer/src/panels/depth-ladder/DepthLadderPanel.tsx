import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BookLevel, MarketKind } from '@shared/ipc/market';
import type { SymbolPrecision } from '@shared/market/symbol-precision';
import { useSymbolPrecision } from '../../api/use-symbols';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { formatDecimal, formatPrice, formatQuantity, decimalsOf } from '@shared/decimal/format';
import { PanelSymbolBar } from '../market-panel/PanelSymbolBar';
import { usePanelMarket, type PanelLink } from '../market-panel/panel-link';
import {
  deepestTotal,
  depthWidth,
  groupMultipliers,
  groupStep,
  bookSidesOf,
  levelOf,
  ordersBeyond,
  ordersByLevel,
  previewsByLevel,
  priceKey,
  spreadMeasures,
  type GroupMultiplier,
  type LevelOrders,
} from './ladder-math';
import { describeMarked, type OrderMark } from '../orders/marked-orders';
import { usePreferences } from '../settings/preferences-store';
import { CancelOrderButton } from './CancelOrderButton';
import { LadderRow, type BookSide } from './LadderRow';
import { useOrderDrag } from './order-drag';
import { useBook } from './use-book';
import { useFramePaintedEvent, useOrdersPaintedEvent } from './frame-painted-event';
import './ladder.css';

export const ladderLevels = 20;

/** What the ladder does with the trader's orders; without it the ladder only shows the book. */
export interface LadderTrading {
  readonly openOrders: readonly OrderMark[];
  readonly cancel: (orderId: string) => void;
  /** One of the orders dragged to another level. */
  readonly move: (order: OrderMark, price: string) => void;
  /** A limit order at a level (a click with the placing modifier): a buy on a bid, a sell on an ask. */
  readonly place: (side: 'BUY' | 'SELL', price: string) => void;
}

interface DepthLadderPanelProps {
  readonly link: PanelLink;
  readonly trading?: LadderTrading;
  /** Rendered under the book: what the last trading action did, a confirmation. */
  readonly children?: ReactNode;
}

const noOrders: readonly OrderMark[] = [];

/** The book as main's frames give it: asks above, bids below, spread and mid between. */
export function DepthLadderPanel({ link, trading, children }: DepthLadderPanelProps) {
  const { symbol, market } = usePanelMarket(link);
  const precision = useSymbolPrecision(symbol, market);
  const [multiplier, setMultiplier] = useState<GroupMultiplier>(1);
  const group = precision ? groupStep(precision.tickSize, multiplier) : null;
  const book = useBook(precision ? symbol : null, group, ladderLevels, market);
  useFramePaintedEvent(book.frame);
  const headingId = useId();

  return (
    <section className="panel ladder-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Order book ladder
      </h2>
      <PanelSymbolBar link={link} symbol={symbol} market={market}>
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
          market={market}
          bids={book.frame.bids}
          asks={book.frame.asks}
          spread={book.frame.spread}
          mid={book.frame.mid}
          group={book.frame.group}
          trading={trading}
        />
      ) : (
        !book.error && <p className="muted">Waiting for the book…</p>
      )}
      {children}
    </section>
  );
}

interface LadderBodyProps {
  readonly precision: SymbolPrecision;
  readonly market: MarketKind;
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  readonly spread: string | null;
  readonly mid: string | null;
  readonly group: string;
  readonly trading: LadderTrading | undefined;
}

function LadderHead({ hidden }: { readonly hidden: boolean }) {
  return (
    <thead className={hidden ? 'visually-hidden' : 'ladder-head'}>
      <tr>
        <th scope="col">Yours</th>
        <th scope="col">Price</th>
        <th scope="col" className="num-col">
          Size
        </th>
        <th scope="col" className="num-col">
          Total
        </th>
      </tr>
    </thead>
  );
}

/**
 * The columns' widths, the same in both tables: the figures' columns as wide as their longest text
 * (a clipped price would read as another price), the trader's orders the rest. The figures are
 * monospace, and the columns count `ch` in that font (ladder.css), plus the cells' padding.
 */
function LadderColumns({ priceChars, quantityChars }: { priceChars: number; quantityChars: number }) {
  const width = (chars: number) => ({ width: `calc(${chars}ch + 8px)` });
  return (
    <colgroup>
      <col />
      <col style={width(priceChars)} />
      <col style={width(quantityChars)} />
      <col style={width(quantityChars)} />
    </colgroup>
  );
}

function LadderBody({ precision, market, bids, asks, spread, mid, group, trading }: LadderBodyProps) {
  const { symbol, tickSize, stepSize } = precision;
  const pickPrice = useOrderTicketStore((s) => s.pickPrice);
  const placeModifier = usePreferences((s) => s.trading.placeModifier);
  const onPick = useCallback(
    (price: string, side: BookSide) => pickPrice({ symbol, market, price, side }),
    [pickPrice, symbol, market],
  );
  const openOrders = trading?.openOrders ?? noOrders;
  const bestBid = bids[0]?.price ?? null;
  // Regrouped when a stop changes side, not at every move of the best bid.
  const sides = bookSidesOf(openOrders, bestBid);
  const mine = useMemo(() => ordersByLevel(openOrders, group, sides), [openOrders, group, sides]);
  const formPreview = useOrderTicketStore((s) => s.preview);
  const previews = useMemo(
    () =>
      formPreview && formPreview.symbol === symbol && formPreview.market === market
        ? previewsByLevel(formPreview.orders, group)
        : null,
    [formPreview, symbol, market, group],
  );
  useOrdersPaintedEvent(openOrders);
  // Handlers that keep their identity, so rows only repaint when their own figures change.
  const latest = useRef(trading);
  const latestBestBid = useRef(bestBid);
  useEffect(() => {
    latest.current = trading;
    latestBestBid.current = bestBid;
  });
  const hasTrading = trading !== undefined;
  const onPlace = useMemo(
    () =>
      hasTrading
        ? (price: string, side: BookSide) => latest.current?.place(side === 'bid' ? 'BUY' : 'SELL', price)
        : undefined,
    [hasTrading],
  );
  const onCancel = useMemo(
    () => (hasTrading ? (id: string) => latest.current?.cancel(id) : undefined),
    [hasTrading],
  );
  const onDropOrder = useMemo(
    () =>
      hasTrading
        ? (id: string, price: string) => {
            const order = latest.current?.openOrders.find((o) => o.id === id);
            // Released on its own level (a click on the mark, or a drag back): nothing to move.
            if (order && priceKey(levelOf(order, group, latestBestBid.current)) !== priceKey(price))
              latest.current?.move(order, price);
          }
        : undefined,
    [hasTrading, group],
  );
  const drag = useOrderDrag(onDropOrder);
  const rowDrag = useMemo(
    () => (hasTrading ? { start: drag.start, enter: drag.enter, release: drag.release } : undefined),
    [hasTrading, drag.start, drag.enter, drag.release],
  );
  const over = drag.over === null ? null : priceKey(drag.over);
  const beyond = useMemo(() => ordersBeyond(openOrders, group, bids, asks), [openOrders, group, bids, asks]);
  const deepest = deepestTotal(bids, asks);
  const measures = spreadMeasures(spread, mid, tickSize);
  // The farthest ask is the highest price; no size or total passes the deepest total.
  const highest = asks.at(-1)?.price ?? bids[0]?.price ?? '0';
  const columns = (
    <LadderColumns
      priceChars={formatPrice(highest, tickSize).length}
      quantityChars={formatQuantity(deepest.toFixed(), stepSize).length}
    />
  );

  const rows = (
    levels: readonly BookLevel[],
    side: BookSide,
    marks: ReadonlyMap<string, LevelOrders>,
    previewed: ReadonlyMap<string, string> | undefined,
  ) =>
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
        preview={previewed?.get(priceKey(level.price))}
        onPick={onPick}
        onPlace={onPlace}
        placeModifier={placeModifier}
        onCancel={onCancel}
        drag={rowDrag}
        dropTarget={over !== null && over === priceKey(level.price)}
      />
    ));

  return (
    <div className={drag.dragged === null ? 'ladder' : 'ladder dragging-order'}>
      <table aria-label="Asks" className="ladder-side ladder-asks">
        {columns}
        <LadderHead hidden={false} />
        {/* Best ask last, next to the spread; keys still count positions from the spread outwards. */}
        <tbody>{rows(asks, 'ask', mine.asks, previews?.asks).reverse()}</tbody>
      </table>
      <div className="ladder-spread num" role="group" aria-label="Spread and mid">
        <span aria-label="Spread">
          {spread === null ? '—' : formatPrice(spread, tickSize)}
          {measures &&
            ` · ${measures.ticks} ${measures.ticks === '1' ? 'tick' : 'ticks'} · ${measures.bps} bps`}
        </span>
        <span aria-label="Mid">{mid === null ? '—' : formatDecimal(mid, decimalsOf(tickSize) + 1)}</span>
      </div>
      <table aria-label="Bids" className="ladder-side ladder-bids">
        {columns}
        <LadderHead hidden />
        <tbody>{rows(bids, 'bid', mine.bids, previews?.bids)}</tbody>
      </table>
      <OrdersBeyond beyond={beyond} tickSize={tickSize} stepSize={stepSize} onCancel={onCancel} />
    </div>
  );
}

/**
 * The trader's orders no level shown carries, listed under the book so nothing working is out of
 * sight: each in words, where it stands, and its cancel button.
 */
function OrdersBeyond({
  beyond,
  tickSize,
  stepSize,
  onCancel,
}: {
  readonly beyond: ReturnType<typeof ordersBeyond>;
  readonly tickSize: string;
  readonly stepSize: string;
  readonly onCancel: ((orderId: string) => void) | undefined;
}) {
  if (beyond.length === 0) return null;
  return (
    <ul className="ladder-beyond" aria-label="Your orders beyond these levels">
      {beyond.map(({ order, where }) => {
        const quantity = order.closesPosition ? 'position' : formatQuantity(order.remaining, stepSize);
        return (
          <li key={order.id}>
            {`${describeMarked(order, quantity)} at ${formatPrice(order.at, tickSize)} (${where})`}
            {onCancel && <CancelOrderButton orderId={order.id} onCancel={onCancel} />}
          </li>
        );
      })}
    </ul>
  );
}
