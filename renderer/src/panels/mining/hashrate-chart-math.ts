import Decimal from 'decimal.js';
import type { HashratePoint } from '@shared/ipc/mining';
import { formatDecimal } from '@shared/decimal/format';

export interface ChartBox {
  readonly width: number;
  readonly height: number;
}

export interface ChartGeometry {
  /** SVG `points` of the hashrate line, coordinates computed in decimals and written to 2 places. */
  readonly hashrate: string;
  /** SVG `points` of the reject-rate line, on its own scale from 0 to the highest rate. */
  readonly reject: string;
  readonly maxHashrate: string;
  readonly minHashrate: string;
  readonly maxReject: string;
}

const coordinate = (value: Decimal) => value.toFixed(2, Decimal.ROUND_HALF_UP);

function line(values: readonly Decimal[], low: Decimal, high: Decimal, box: ChartBox): string {
  const span = high.minus(low);
  const stepX = values.length > 1 ? new Decimal(box.width).div(values.length - 1) : new Decimal(0);
  return values
    .map((value, i) => {
      const share = span.isZero() ? new Decimal('0.5') : value.minus(low).div(span);
      const y = new Decimal(box.height).minus(share.mul(box.height));
      return `${coordinate(stepX.mul(i))},${coordinate(y)}`;
    })
    .join(' ');
}

/** The lines of a hashrate series, oldest on the left; hashrate spans its own min–max range. */
export function hashrateGeometry(points: readonly HashratePoint[], box: ChartBox): ChartGeometry {
  const hashrates = points.map((p) => new Decimal(p.hashrate));
  const rejects = points.map((p) => new Decimal(p.reject));
  const max = hashrates.length ? Decimal.max(...hashrates) : new Decimal(0);
  const min = hashrates.length ? Decimal.min(...hashrates) : new Decimal(0);
  const maxReject = rejects.length ? Decimal.max(...rejects) : new Decimal(0);
  return {
    hashrate: line(hashrates, min, max, box),
    reject: line(rejects, new Decimal(0), maxReject, box),
    maxHashrate: max.toFixed(),
    minHashrate: min.toFixed(),
    maxReject: maxReject.toFixed(),
  };
}

const units = ['H/s', 'KH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'] as const;

/** A hashrate in the largest unit that keeps it at least 1, to 2 places: "123450000000000" → "123.45 TH/s". */
export function formatHashrate(value: string): string {
  let scaled = new Decimal(value);
  let unit = 0;
  while (scaled.abs().gte(1000) && unit < units.length - 1) {
    scaled = scaled.div(1000);
    unit++;
  }
  return `${formatDecimal(scaled.toFixed(), 2)} ${units[unit]}`;
}

/** A rate as a percentage to 2 places: "0.0123" → "1.23 %". */
export function formatRate(value: string): string {
  return `${formatDecimal(new Decimal(value).mul(100).toFixed(), 2)} %`;
}
