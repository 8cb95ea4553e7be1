import type { AlgoUpdate } from '@shared/api/futures/user-data';
import type { FuturesOrderView } from '@shared/ipc/futures';
import type { FuturesOrderNotice } from '@shared/ipc/futures-pnl';
import { isZero } from '@shared/decimal/decimal';
import { futuresTypeWord } from '@shared/ipc/order-words';
import { formatExact } from '@shared/decimal/format';
import { noticeNumbers, type NoticeNumbers, type PrecisionOf } from '../notice-numbers';

/** "sell 0.100 ETHUSDT, trigger price 1,950.00", "sell ETHUSDT closing the position, callback 1 %". */
function describe(event: AlgoUpdate, n: NoticeNumbers): string {
  const o = event.o;
  const side = o.S.toLowerCase();
  // "(long)" for a hedge-mode side, as the fills' notices put it.
  const contract = `${o.s}${o.ps === 'BOTH' ? '' : ` (${o.ps.toLowerCase()})`}`;
  const what = o.cp ? `${side} ${contract} closing the position` : `${side} ${n.size(o.q)} ${contract}`;
  const trigger = isZero(o.tp) ? '' : `, trigger price ${n.price(o.tp)}`;
  const callback = o.cr === undefined ? '' : `, callback ${formatExact(o.cr)} %`;
  return `${what}${trigger}${callback}`;
}

/**
 * What the user is told of an ALGO_UPDATE: triggered, cancelled, expired or rejected, like the
 * fills' notices; nothing for a new one, nor once finished (the order it placed tells its fills).
 */
export function algoNotice(
  event: AlgoUpdate,
  order: FuturesOrderView,
  precisionOf?: PrecisionOf,
): FuturesOrderNotice | null {
  const n = noticeNumbers(precisionOf?.(event.o.s));
  const type = futuresTypeWord(event.o.o);
  const why = event.o.rm ? ` ${event.o.rm}.` : '';
  switch (event.o.X) {
    case 'TRIGGERED':
      return { kind: 'triggered', order, message: `${type} triggered: ${describe(event, n)}.` };
    case 'CANCELED':
      return { kind: 'canceled', order, message: `${type} cancelled: ${describe(event, n)}.` };
    case 'EXPIRED':
      return { kind: 'expired', order, message: `${type} expired: ${describe(event, n)}.${why}` };
    case 'REJECTED':
      return { kind: 'rejected', order, message: `${type} rejected: ${describe(event, n)}.${why}` };
    default:
      return null;
  }
}
