import type { Handlers } from '@shared/ipc/contract';
import type { FuturesFamily, LeverageBracketsView } from '@shared/ipc/futures';
import { familyClient, type FuturesVenue } from './futures-venue';

type MarginHandlers = Pick<
  Handlers,
  'tt:futures:setMarginType' | 'tt:futures:positionMargin' | 'tt:futures:leverageBrackets'
>;

/** Margin type, isolated position margin and leverage brackets, per symbol. */
export function marginHandlers(
  venue: () => Promise<FuturesVenue>,
  changed: (family: FuturesFamily, symbol: string) => void,
): MarginHandlers {
  return {
    'tt:futures:setMarginType': async ({ family, symbol, marginType }) => {
      await familyClient(await venue(), family).setMarginType({ symbol, marginType });
      changed(family, symbol);
    },
    'tt:futures:positionMargin': async ({ family, symbol, positionSide, amount, direction }) => {
      await familyClient(await venue(), family).modifyPositionMargin({
        symbol,
        ...(positionSide === 'BOTH' ? {} : { positionSide }),
        amount,
        type: direction === 'add' ? 1 : 2,
      });
      changed(family, symbol);
    },
    'tt:futures:leverageBrackets': async ({ family, symbol }): Promise<LeverageBracketsView> => {
      const v = await venue();
      const rows =
        family === 'usdm'
          ? (await familyClient(v, 'usdm').leverageBrackets({ symbol })).brackets
          : ((await familyClient(v, 'coinm').leverageBrackets({ symbol }))[0]?.brackets ?? []);
      return {
        family,
        symbol,
        unit: family === 'usdm' ? 'notional' : 'quantity',
        brackets: rows.map((b) => ({
          bracket: b.bracket,
          maxLeverage: b.initialLeverage,
          floor: String(b.notionalFloor ?? b.qtyFloor ?? 0),
          cap: String(b.notionalCap ?? b.qtyCap ?? 0),
          maintMarginRatio: String(b.maintMarginRatio),
          cum: String(b.cum),
        })),
      };
    },
  };
}
