import { z } from 'zod';
import type { ProfitTransferDetail } from '../api/mining/mining';
import { request } from './define';

/** Mining accounts: hashrate series and the hashrate-resale income, read from `/sapi/v1/mining`. */

export interface HashratePoint {
  readonly time: number;
  /** Hashes per second, as a decimal string. */
  readonly hashrate: string;
  /** Rejection rate (0.01 = 1 %), as a decimal string. */
  readonly reject: string;
}

export interface HashrateView {
  readonly algo: string;
  readonly userName: string;
  /** Oldest first. */
  readonly hourly: readonly HashratePoint[];
  readonly daily: readonly HashratePoint[];
}

export interface ProfitTransfersPage {
  readonly configId: number;
  readonly userName: string;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly totalNum: number;
  readonly pageCount: number;
  readonly details: readonly ProfitTransferDetail[];
}

// Ranges are the venue's to refuse, with its codes (-1102 / -1130); these only check types.
const userName = z.string().min(1).max(64);

export const miningRequests = {
  'tt:mining:hashrate': request<HashrateView>()(
    z.object({ algo: z.string().min(1).max(32), userName }).strict(),
  ),
  /** One page of profit transfers, newest first; pageIndex from 1, pageSize 10 to 200 (default 20). */
  'tt:mining:profitTransfers': request<ProfitTransfersPage>()(
    z
      .object({
        configId: z.number().int(),
        userName,
        pageIndex: z.number().int().optional(),
        pageSize: z.number().int().optional(),
      })
      .strict(),
  ),
};
