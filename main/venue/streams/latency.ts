/**
 * Stream latency: venue event time `E` to local receipt, with the local clock moved onto the venue's by
 * the measured offset, smoothed exponentially so one late message does not swing the figure.
 */
export class LatencyMeter {
  private smoothed: number | null = null;

  constructor(private readonly weight = 0.2) {}

  sample(eventTime: number, receivedAt: number, clockOffsetMs: number): void {
    const latency = receivedAt + clockOffsetMs - eventTime;
    this.smoothed =
      this.smoothed === null ? latency : this.smoothed + this.weight * (latency - this.smoothed);
  }

  get value(): number | null {
    return this.smoothed === null ? null : Math.round(this.smoothed);
  }

  reset(): void {
    this.smoothed = null;
  }
}

/** The `E` of a payload (or of the first element of an array payload), when it has one. */
export function eventTimeOf(data: unknown): number | undefined {
  const item: unknown = Array.isArray(data) ? data[0] : data;
  if (typeof item !== 'object' || item === null) return undefined;
  const time = (item as { E?: unknown }).E;
  return typeof time === 'number' ? time : undefined;
}
