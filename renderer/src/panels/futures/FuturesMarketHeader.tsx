import './futures-market.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import { futuresPrecisionOf } from '../../api/futures-precision';
import { useMark } from '../../api/use-mark';
import { useTerminal } from '../../api/terminal-context';
import { venueQueries } from '../../api/venue-queries';
import { useMarketStore } from '../../stores/market-store';
import { formatPrice } from '@shared/decimal/format';
import { useSecondTick } from '../../ui/use-second-tick';
import { fundingCountdown, fundingPercent } from './funding';

/**
 * A contract's market at a glance: mark and index price, the funding rate and the time left until
 * funding, from the venue's mark price stream; and the switch that shows the contract on the linked
 * market panels (ladder, chart, tape, depth).
 */
export function FuturesMarketHeader({
  family,
  symbol,
}: {
  readonly family: FuturesFamily;
  readonly symbol: FuturesSymbolView;
}) {
  const terminal = useTerminal();
  const { mark, error } = useMark(family, symbol.symbol);
  const offset = useQuery(venueQueries.clock(terminal)).data?.offsetMs ?? 0;
  // The countdown moves when the venue's second does.
  const now = useSecondTick(offset) + offset;
  const linked = useMarketStore((s) => s.linkedFutures);
  const linkFutures = useMarketStore((s) => s.linkFutures);
  const isLinked = linked?.market === family && linked.symbol === symbol.symbol;
  const followsFamily = linked?.market === family;
  // While this family is shown on the market panels, choosing another contract here shows that one.
  useEffect(() => {
    if (followsFamily && linked.symbol !== symbol.symbol)
      linkFutures({ market: family, symbol: symbol.symbol });
  }, [followsFamily, linked, symbol.symbol, family, linkFutures]);
  const tick = futuresPrecisionOf(symbol).tickSize;

  return (
    <div className="futures-market" role="group" aria-label={`${symbol.symbol} market`}>
      <dl className="futures-market-figures num">
        <div>
          <dt>Mark</dt>
          <dd aria-label="Mark price">{mark ? formatPrice(mark.markPrice, tick) : '—'}</dd>
        </div>
        <div>
          <dt>Index</dt>
          <dd aria-label="Index price">{mark ? formatPrice(mark.indexPrice, tick) : '—'}</dd>
        </div>
        <div>
          <dt>Funding</dt>
          <dd aria-label="Funding rate">{mark?.fundingRate ? fundingPercent(mark.fundingRate) : '—'}</dd>
        </div>
        <div>
          <dt>Next funding</dt>
          <dd aria-label="Time to next funding">
            {mark?.nextFundingTime ? fundingCountdown(mark.nextFundingTime, now) : '—'}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        aria-pressed={isLinked}
        title="Shows this contract on the ladder, chart, tape and depth chart that follow the active symbol"
        onClick={() => linkFutures(isLinked ? null : { market: family, symbol: symbol.symbol })}
      >
        Show on market panels
      </button>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}
