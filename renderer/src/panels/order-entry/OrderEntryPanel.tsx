import { useState } from 'react';
import type { VenueMarking } from '@shared/venue-presets';
import { useActiveProfile } from '../../api/active-profile';
import { precisionOf } from '@shared/market/symbol-precision';
import { useTradingGuard } from '../../api/use-trading-guard';
import { formatPrice } from '@shared/decimal/format';
import { markingClass } from '../../ui/marking';
import { CancelAllButton } from '../orders/CancelAllButton';
import { ErrorText } from '../orders/ErrorText';
import { ListOrderForm, type ListKind } from './ListOrderForm';
import { ScaledOrderForm } from './ScaledOrderForm';
import { SpotOrderForm } from './SpotOrderForm';
import { SpotTwapForm } from './SpotTwapForm';
import { SpotChaseForm } from './SpotChaseForm';
import { useLastPrice, useSymbolInfo } from './trading-queries';
import { useTradingSymbol } from './trading-symbol-store';

type EntryMode = 'order' | ListKind | 'scaled' | 'twap' | 'chase';
const modeLabels: Record<EntryMode, string> = {
  order: 'Order',
  oco: 'OCO',
  oto: 'OTO',
  otoco: 'OTOCO',
  scaled: 'Scaled',
  twap: 'TWAP',
  chase: 'Chase',
};
const tradingAs: Record<VenueMarking, string> = {
  PAPER: 'PAPER: simulated orders',
  TESTNET: 'TESTNET: orders use test money',
  LIVE: 'LIVE: orders trade real money',
};

/** Manual order entry for the active symbol: single orders and order lists. */
export function OrderEntryPanel() {
  const storedSymbol = useTradingSymbol((s) => s.symbol);
  const setSymbol = useTradingSymbol((s) => s.setSymbol);
  const { symbols, error } = useSymbolInfo(null);
  const symbol = storedSymbol ?? symbols?.keys().next().value ?? null;
  const info = symbol === null ? undefined : symbols?.get(symbol);
  const lastPrice = useLastPrice(symbol);
  const guard = useTradingGuard();
  const [mode, setMode] = useState<EntryMode>('order');
  const { profile } = useActiveProfile();

  const listAllowed: Record<EntryMode, boolean> = {
    order: true,
    oco: info?.ocoAllowed ?? false,
    oto: info?.otoAllowed ?? false,
    otoco: info?.otoAllowed ?? false,
    scaled: info?.orderTypes.includes('LIMIT') ?? false,
    twap: info?.orderTypes.includes('MARKET') ?? false,
    chase: info?.orderTypes.includes('LIMIT_MAKER') ?? false,
  };

  return (
    <section className="panel order-entry-panel" aria-labelledby="order-entry-heading">
      <div className="order-entry-title">
        <h2 id="order-entry-heading">Order entry</h2>
        <p aria-label="Trading as" className={markingClass(profile.marking)}>
          {profile.name} · {tradingAs[profile.marking]}
        </p>
      </div>
      <ErrorText error={error} label="Symbols could not be loaded" />
      <div className="order-entry-head">
        <label>
          Symbol
          <select
            aria-label="Trading symbol"
            value={symbol ?? ''}
            onChange={(e) => setSymbol(e.target.value)}
            disabled={!symbols}
          >
            {[...(symbols?.keys() ?? [])].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <span aria-label="Last price" className="num">
          {lastPrice && info ? formatPrice(lastPrice, precisionOf(info).tickSize) : '—'}
        </span>
        {symbol && <CancelAllButton symbol={symbol} blockedReason={guard.reason} withHotkey />}
        {info && info.status !== 'TRADING' && (
          <span role="status" className="error-text">
            {info.symbol} is {info.status}
          </span>
        )}
      </div>
      <div role="tablist" aria-label="Order kind" className="tabs">
        {(Object.keys(modeLabels) as EntryMode[]).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            disabled={!listAllowed[m]}
            title={listAllowed[m] ? undefined : `${modeLabels[m]} is not allowed on this symbol`}
            onClick={() => setMode(m)}
          >
            {modeLabels[m]}
          </button>
        ))}
      </div>
      {info &&
        (mode === 'order' ? (
          <SpotOrderForm
            key={info.symbol}
            symbol={info}
            lastPrice={lastPrice}
            blockedReason={guard.orderReason}
          />
        ) : mode === 'twap' ? (
          <SpotTwapForm
            key={info.symbol}
            symbol={info}
            lastPrice={lastPrice}
            blockedReason={guard.orderReason}
          />
        ) : mode === 'chase' ? (
          <SpotChaseForm
            key={info.symbol}
            symbol={info}
            lastPrice={lastPrice}
            blockedReason={guard.orderReason}
          />
        ) : mode === 'scaled' ? (
          <ScaledOrderForm
            key={info.symbol}
            symbol={info}
            lastPrice={lastPrice}
            blockedReason={guard.orderReason}
          />
        ) : (
          <ListOrderForm
            key={`${info.symbol}-${mode}`}
            kind={mode}
            symbol={info}
            lastPrice={lastPrice}
            blockedReason={guard.orderReason}
          />
        ))}
    </section>
  );
}
