import type { AlertCondition, AlertFiring, AlertView } from '@shared/ipc/alerts';

/** A BTCUSDT alert created at time 0: armed, or fired where its firing is given. */
export const alertView = (
  id: string,
  condition: AlertCondition,
  { sound = true, fired = null }: { sound?: boolean; fired?: AlertFiring | null } = {},
): AlertView => ({
  id,
  symbol: 'BTCUSDT',
  condition,
  sound,
  createdAt: 0,
  status: fired ? 'fired' : 'armed',
  fired,
});
