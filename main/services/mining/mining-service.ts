import type { Handlers } from '@shared/ipc/contract';
import type { HashratePoint } from '@shared/ipc/mining';
import type { MiningClient } from '../../venue/mining-client';

export interface MiningServiceDeps {
  /** The active profile's mining client; asked on every request. */
  readonly mining: () => Promise<MiningClient>;
}

type MiningHandlers = Pick<Handlers, Extract<keyof Handlers, `tt:mining:${string}`>>;

const DEFAULT_PAGE_SIZE = 20;

/**
 * Mining accounts for the IPC contract: the hourly and daily hashrate series of an account and
 * algorithm, and the profit transfer details a page at a time. The venue's refusals (-1102, -1130)
 * reach the renderer with their codes and messages.
 */
export function createMiningService(deps: MiningServiceDeps) {
  const handlers: MiningHandlers = {
    'tt:mining:hashrate': async ({ algo, userName }) => {
      const { data } = await (await deps.mining()).accountList({ algo, userName });
      const series = (type: string): HashratePoint[] =>
        (data.find((d) => d.type === type)?.list ?? []).map(({ time, hashrate, reject }) => ({
          time,
          hashrate,
          reject,
        }));
      return { algo, userName, hourly: series('H_hashrate'), daily: series('D_hashrate') };
    },
    'tt:mining:profitTransfers': async ({ configId, userName, pageIndex, pageSize }) => {
      const { data } = await (
        await deps.mining()
      ).profitTransferDetails({ configId, userName, pageIndex, pageSize });
      const size = data.pageSize || (pageSize ?? DEFAULT_PAGE_SIZE);
      return {
        configId,
        userName,
        pageIndex: pageIndex ?? 1,
        pageSize: size,
        totalNum: data.totalNum,
        pageCount: Math.ceil(data.totalNum / size),
        details: data.profitTransferDetails,
      };
    },
  };
  return { handlers };
}

export type MiningService = ReturnType<typeof createMiningService>;
