import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { describeError } from '@shared/ipc/errors';
import { useSymbols } from '../../api/use-symbols';
import { useMarketStore } from '../../stores/market-store';
import { filterSymbols } from './filter-symbols';
import { useTickers } from '../../api/use-tickers';
import { WatchlistRow } from './WatchlistRow';
import { bySymbol, nextSort, sortRows, type WatchlistSort, type WatchlistSortKey } from './watchlist-sort';
import './watchlist.css';

/** Every symbol of the venue with its 24 h figures; choosing one switches the linked panels. */
export function WatchlistPanel() {
  const symbols = useSymbols();
  const { tickers, watchError } = useTickers();
  const favourites = useMarketStore((s) => s.favourites);
  const activeSymbol = useMarketStore((s) => s.activeSymbol);
  const setActiveSymbol = useMarketStore((s) => s.setActiveSymbol);
  const toggleFavourite = useMarketStore((s) => s.toggleFavourite);
  const [query, setQuery] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [cursorIndex, setCursorIndex] = useState(0);
  const [sort, setSort] = useState<WatchlistSort>(bySymbol);
  const idPrefix = useId();

  const matching = useMemo(
    () => filterSymbols(symbols.data?.values() ?? [], favourites, { query, favouritesOnly }),
    [symbols.data, favourites, query, favouritesOnly],
  );
  // Sorted by a figure, the order follows the live tickers; alphabetical, it does not need them.
  const sortTickers = sort.key === 'symbol' ? undefined : tickers.data;
  const rows = useMemo(
    () => sortRows(matching, favourites, sortTickers, sort),
    [matching, favourites, sortTickers, sort],
  );
  const header = (key: WatchlistSortKey, label: string, what: string, numeric: boolean) => (
    <span
      role="columnheader"
      className={numeric ? 'num' : undefined}
      aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button
        type="button"
        className="sort-button"
        aria-label={`Sort by ${what}`}
        onClick={() => setSort((current) => nextSort(current, key))}
      >
        {label}
        {sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}
      </button>
    </span>
  );
  const cursor = Math.min(cursorIndex, rows.length - 1);
  const rowId = (symbol: string) => `${idPrefix}-${symbol}`;
  const cursorSymbol = rows[cursor]?.symbol;

  const choose = useCallback(
    (symbol: string) => {
      setActiveSymbol(symbol);
      const index = rows.findIndex((s) => s.symbol === symbol);
      if (index >= 0) setCursorIndex(index);
    },
    [setActiveSymbol, rows],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = rows.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(cursor + 1, last),
      ArrowUp: Math.max(cursor - 1, 0),
      PageDown: Math.min(cursor + 10, last),
      PageUp: Math.max(cursor - 10, 0),
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined && last >= 0) {
      event.preventDefault();
      setCursorIndex(target);
      document.getElementById(rowId(rows[target]!.symbol))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && cursorSymbol) {
      event.preventDefault();
      choose(cursorSymbol);
    }
  };

  return (
    <section className="panel watchlist-panel" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className="visually-hidden">
        Market watchlist
      </h2>
      <div className="panel-bar">
        <input
          type="search"
          aria-label="Search symbols"
          placeholder="Symbol or asset"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setCursorIndex(0);
          }}
          onKeyDown={onKeyDown}
          aria-controls={`${idPrefix}-grid`}
          aria-activedescendant={cursorSymbol ? rowId(cursorSymbol) : undefined}
        />
        <button
          type="button"
          className="filter-toggle"
          aria-pressed={favouritesOnly}
          onClick={() => setFavouritesOnly((v) => !v)}
        >
          Favourites only
        </button>
      </div>
      {symbols.isError && (
        <p role="alert" className="error-text">
          The symbols could not be loaded: {describeError(symbols.error)}
        </p>
      )}
      {(tickers.isError || watchError) && (
        <p role="alert" className="error-text">
          Tickers unavailable: {watchError ?? describeError(tickers.error)}
        </p>
      )}
      <div
        id={`${idPrefix}-grid`}
        role="grid"
        aria-label="Watchlist"
        aria-rowcount={rows.length + 1}
        aria-activedescendant={cursorSymbol ? rowId(cursorSymbol) : undefined}
        tabIndex={0}
        className="watch-grid"
        onKeyDown={onKeyDown}
      >
        <div role="row" className="watch-row watch-head">
          <span role="columnheader" aria-label="Favourite" />
          {header('symbol', 'Symbol', 'symbol', false)}
          <span role="columnheader" className="num">
            Last
          </span>
          {header('change', '24h', '24 hour change', true)}
          {header('volume', 'Volume', 'volume', true)}
        </div>
        {rows.map((s, index) => (
          <WatchlistRow
            key={s.symbol}
            id={rowId(s.symbol)}
            symbol={s}
            ticker={tickers.data?.get(s.symbol)}
            favourite={favourites.includes(s.symbol)}
            active={s.symbol === activeSymbol}
            cursor={index === cursor}
            onChoose={choose}
            onToggleFavourite={toggleFavourite}
          />
        ))}
        {symbols.isSuccess && rows.length === 0 && (
          <p className="muted empty">{favouritesOnly ? 'No favourites match.' : 'No symbol matches.'}</p>
        )}
      </div>
    </section>
  );
}
