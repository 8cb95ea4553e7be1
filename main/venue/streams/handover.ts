export interface HeldMessage {
  readonly stream: string;
  readonly text: string;
  readonly data: unknown;
  readonly receivedAt: number;
}

const RECENT_PER_STREAM = 256;

/**
 * Switching a rotating connection without a gap or a repeat. While both sockets are open, subscribers
 * hear only the old one; the new one's messages are held. The same venue event arrives on both as the
 * same text, so when a message shows up on both sockets, everything the new socket held before it is
 * already told, and the stream is caught up. Once every stream is caught up the old socket can close
 * and what the new one still holds is told, in order.
 */
export class Handover {
  private held: HeldMessage[] = [];
  private readonly recentOld = new Map<string, string[]>();
  private readonly caughtUp = new Set<string>();

  /** A message the old socket delivered (and subscribers heard). */
  fromOld(stream: string, text: string): void {
    let recent = this.recentOld.get(stream);
    if (!recent) this.recentOld.set(stream, (recent = []));
    recent.push(text);
    if (recent.length > RECENT_PER_STREAM) recent.shift();
    const index = this.held.findIndex((m) => m.stream === stream && m.text === text);
    if (index < 0) return;
    this.held = this.held.filter((m, i) => i > index || m.stream !== stream);
    this.caughtUp.add(stream);
  }

  /** A message the new socket delivered: held unless the old socket already told it. */
  fromNew(message: HeldMessage): void {
    if (this.recentOld.get(message.stream)?.includes(message.text)) {
      this.caughtUp.add(message.stream);
      return;
    }
    this.held.push(message);
  }

  isCaughtUp(streams: Iterable<string>): boolean {
    for (const stream of streams) if (!this.caughtUp.has(stream)) return false;
    return true;
  }

  /** What the new socket holds that subscribers have not heard, oldest first. */
  drain(): HeldMessage[] {
    const held = this.held;
    this.held = [];
    return held;
  }
}
