import type { FuturesFamily } from '@shared/ipc/futures';
import type { FuturesPnlView } from '@shared/ipc/futures-pnl';
import { familyClient, type FuturesVenue } from './futures-venue';
import { computeFuturesPnl } from './pnl';
import { positionView } from './views';

/** The span read: the venue's own default for income, and the longest userTrades takes at once. */
const spanMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Reads a family's last 7 days from the venue — income history (realized profit, commission,
 * funding), positions, exchangeInfo, and the fills of every symbol the income names or a position
 * holds — and computes the P&L view. One income page of 1000 and one fills page of 1000 per symbol.
 */
export async function readFuturesPnl(
  venue: FuturesVenue,
  family: FuturesFamily,
  localNow: number,
): Promise<FuturesPnlView> {
  const to = await venue.serverNow(family).catch(() => localNow);
  const from = to - spanMs;
  const client = familyClient(venue, family);
  const [info, income, rows] = await Promise.all([
    client.exchangeInfo(),
    client.income({ startTime: from, endTime: to, limit: 1000 }),
    client.positionRisk({}),
  ]);
  const positions = rows.map((row) => positionView(family, row));
  const symbols = new Set([
    ...income.map((r) => r.symbol).filter((s) => s !== ''),
    ...positions.filter((p) => !/^-?0*(\.0*)?$/.test(p.size)).map((p) => p.symbol),
  ]);
  const trades = (
    await Promise.all(
      [...symbols].map((symbol) => client.userTrades({ symbol, startTime: from, endTime: to, limit: 1000 })),
    )
  ).flat();
  const specs = new Map<string, { marginAsset: string; contractSize: number | null }>(
    info.symbols.map((s) => [
      s.symbol,
      { marginAsset: s.marginAsset, contractSize: 'contractSize' in s ? s.contractSize : null },
    ]),
  );
  return computeFuturesPnl({
    family,
    from,
    to,
    trades,
    income,
    positions,
    marginAssetOf: (symbol) => specs.get(symbol)?.marginAsset ?? '',
    contractSizeOf: (symbol) => {
      const size = specs.get(symbol)?.contractSize;
      return size === null || size === undefined ? null : String(size);
    },
  });
}
