import Decimal from 'decimal.js';
import type { ConditionalOrderType } from '@shared/api/futures/algo-order';
import type { AlgoUpdate } from '@shared/api/futures/user-data';
import type { FuturesOrderView } from '@shared/ipc/futures';
import type { FuturesOrderNotice } from '@shared/ipc/futures-pnl';

/** The conditional types as a trader names them. */
const typeWords: Record<ConditionalOrderType, string> = {
  STOP: 'Stop limit',
  STOP_MARKET: 'Stop market',
  TAKE_PROFIT: 'Take profit limit',
  TAKE_PROFIT_MARKET: 'Take profit market',
  TRAILING_STOP_MARKET: 'Trailing stop',
};

/** A venue decimal as a person reads it: no padding zeros. */
const plain = (value: string) => new Decimal(value).toFixed();

/** "SELL 0.1 ETHUSDT, trigger price 1950", "SELL ETHUSDT closing the position, callback 1 %". */
function describe(event: AlgoUpdate): string {
  const o = event.o;
  const who = `${o.S}${o.ps === 'BOTH' ? '' : ` ${o.ps}`}`;
  const what = o.cp ? `${who} ${o.s} closing the position` : `${who} ${plain(o.q)} ${o.s}`;
  const trigger = new Decimal(o.tp).isZero() ? '' : `, trigger price ${plain(o.tp)}`;
  const callback = o.cr === undefined ? '' : `, callback ${plain(o.cr)} %`;
  return `${what}${trigger}${callback}`;
}

/**
 * What the user is told of an ALGO_UPDATE: triggered, cancelled, expired or rejected, like the
 * fills' notices; nothing for a new one, nor once finished (the order it placed tells its fills).
 */
export function algoNotice(event: AlgoUpdate, order: FuturesOrderView): FuturesOrderNotice | null {
  const type = typeWords[event.o.o];
  const why = event.o.rm ? ` ${event.o.rm}.` : '';
  switch (event.o.X) {
    case 'TRIGGERED':
      return { kind: 'triggered', order, message: `${type} triggered: ${describe(event)}.` };
    case 'CANCELED':
      return { kind: 'canceled', order, message: `${type} cancelled: ${describe(event)}.` };
    case 'EXPIRED':
      return { kind: 'expired', order, message: `${type} expired: ${describe(event)}.${why}` };
    case 'REJECTED':
      return { kind: 'rejected', order, message: `${type} rejected: ${describe(event)}.${why}` };
    default:
      return null;
  }
}
