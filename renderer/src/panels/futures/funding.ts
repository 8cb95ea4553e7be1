import Decimal from 'decimal.js';
import { formatDecimal } from '@shared/decimal/format';

/** A funding rate (a fraction, "0.00010000") as traders read it: a percent to four places, "0.0100%". */
export function fundingPercent(rate: string): string {
  return `${formatDecimal(new Decimal(rate).times(100).toFixed(), 4)}%`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The time left until funding as HH:MM:SS (hours may pass 99 on long intervals); "00:00:00" once due. */
export function fundingCountdown(nextFundingTime: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((nextFundingTime - now) / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}
