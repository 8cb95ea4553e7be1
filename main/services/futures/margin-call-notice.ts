import type { MarginCall } from '@shared/api/futures/user-data';
import type { FuturesFamily } from '@shared/ipc/futures';
import type { FuturesOrderNotice } from '@shared/ipc/futures-pnl';
import { noticeNumbers, type PrecisionOf } from '../notice-numbers';

const familyNames: Record<FuturesFamily, string> = { usdm: 'USD-M', coinm: 'COIN-M' };

/** Long or Short: the position side in hedge mode, the size's sign in one-way mode. */
const sideOf = (ps: string, amount: string) =>
  ps === 'LONG' || (ps === 'BOTH' && !amount.startsWith('-')) ? 'Long' : 'Short';

/**
 * What the trader is told of the venue's MARGIN_CALL: which positions are close to liquidation, at
 * what mark, and what can be done, on each contract's tick and step.
 */
export function marginCallNotice(
  family: FuturesFamily,
  event: MarginCall,
  precisionOf?: PrecisionOf,
): FuturesOrderNotice {
  const positions = event.p.map((p) => {
    const n = noticeNumbers(precisionOf?.(p.s));
    const size = n.size(p.pa.replace(/^-/, ''));
    return `${sideOf(p.ps, p.pa)} ${p.s} ${size} (mark ${n.price(p.mp)})`;
  });
  const which = positions.length === 0 ? 'your cross positions' : positions.join(', ');
  return {
    kind: 'margin-call',
    order: null,
    message: `Margin call on ${familyNames[family]} futures: ${which} close to liquidation, the maintenance margin near the margin balance. Add margin or reduce the position.`,
  };
}
