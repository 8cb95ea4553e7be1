import { z } from 'zod';
import { decimalString, long } from '../wire';

/** Mining answers come wrapped: `{code, msg, data}`; code 0 is success. */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/**
 * hashRate and amount are bare JSON numbers on the wire. The client reads them from the raw text as
 * decimal strings (see `decimalNumberFields`) so no float ever holds them.
 */
export const profitTransferDetail = z.object({
  poolUsername: z.string(),
  toPoolUsername: z.string(),
  algoName: z.string(),
  hashRate: decimalString,
  day: z.number().int(),
  amount: decimalString,
  coinName: z.string(),
});
export type ProfitTransferDetail = z.infer<typeof profitTransferDetail>;

/** GET /sapi/v1/mining/hash-transfer/profit/details */
export const profitTransferDetailsResponse = envelope(
  z.object({
    profitTransferDetails: z.array(profitTransferDetail),
    totalNum: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type ProfitTransferDetails = z.infer<typeof profitTransferDetailsResponse>;
export const profitTransferDecimalFields = ['hashRate', 'amount'] as const;

/** GET /sapi/v1/mining/statistics/user/list */
export const miningAccountListResponse = envelope(
  z.array(
    z.object({
      type: z.string(),
      userName: z.string(),
      list: z.array(z.object({ time: long, hashrate: decimalString, reject: decimalString })),
    }),
  ),
);
export type MiningAccountList = z.infer<typeof miningAccountListResponse>;
