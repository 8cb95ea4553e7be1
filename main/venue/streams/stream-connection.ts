import WebSocket from 'ws';
import { combinedStreamMessage, controlReply } from '@shared/api/spot/streams';
import { jsonMessage } from './json-message';
import type { Timers } from './timers';

export interface ControlPacing {
  readonly now: () => number;
  readonly timers: Timers;
  /** Control messages allowed in any rolling second. */
  readonly perSecond: number;
  /** The least time between a control message and an UNSUBSCRIBE after it (ms). */
  readonly gapMs: number;
}

export interface ConnectionEvents {
  open(): void;
  /** A combined-stream message: the stream's name and its raw payload. */
  data(stream: string, data: unknown, text: string): void;
  /** Any sign of life, data or the server's ping. */
  alive(): void;
  /** A control message the venue refused, e.g. an unknown stream. */
  refused(streams: readonly string[], message: string): void;
  closed(reason: string): void;
}

/**
 * One combined-stream socket (`/stream?streams=a/b`): the streams it carries, live SUBSCRIBE and
 * UNSUBSCRIBE with ids, and their replies. ws answers the server's pings with a pong echoing the
 * payload by itself (its `autoPong` default), which the venue requires within a minute.
 */
export class StreamConnection {
  readonly subscribed: Set<string>;
  readonly openedAt: number;
  isOpen = false;
  private readonly socket: WebSocket;
  private readonly pending = new Map<number, readonly string[]>();
  private nextId = 1;
  private ended = false;

  private wanted: ReadonlySet<string>;
  private readonly refusedStreams = new Set<string>();
  /** When the control messages of the last second went, oldest first. */
  private readonly sentAt: number[] = [];
  private paceTimer: unknown;

  constructor(
    baseUrl: string,
    streams: readonly string[],
    private readonly pacing: ControlPacing,
    events: ConnectionEvents,
  ) {
    this.subscribed = new Set(streams);
    this.wanted = new Set(streams);
    this.openedAt = pacing.now();
    this.socket = new WebSocket(combinedStreamUrl(baseUrl, streams), { handshakeTimeout: 10_000 });
    this.socket.on('open', () => {
      this.isOpen = true;
      events.open();
      this.pump();
    });
    this.socket.on('ping', () => events.alive());
    this.socket.on('message', (raw) => {
      events.alive();
      this.receive(String(raw), events);
    });
    // 'error' is always followed by 'close'; the close carries the outcome.
    this.socket.on('error', () => undefined);
    this.socket.on('close', (code, reason) => {
      this.isOpen = false;
      this.stopPacing();
      if (this.ended) return;
      this.ended = true;
      const text = reason.toString();
      events.closed(`connection closed (${code}${text ? `: ${text}` : ''})`);
    });
  }

  /**
   * Brings the socket's streams to `wanted` with SUBSCRIBE and UNSUBSCRIBE messages, paced: the venue
   * allows 5 incoming messages a second, pongs included, so at most `perSecond` control messages go in
   * any rolling second, each carrying every change pending at the time. A SUBSCRIBE goes as soon as
   * that allows (someone waits for its data); an UNSUBSCRIBE also waits `gapMs` after the last
   * message, so that the budget is kept for the SUBSCRIBEs that follow a switch.
   */
  reconcile(wanted: ReadonlySet<string>): void {
    this.wanted = wanted;
    this.pump();
  }

  private pump(): void {
    if (!this.isOpen) return;
    this.stopPacing();
    const add = [...this.wanted].filter((s) => !this.subscribed.has(s) && !this.refusedStreams.has(s));
    const remove = [...this.subscribed].filter((s) => !this.wanted.has(s));
    if (!add.length && !remove.length) return;
    const now = this.pacing.now();
    const sentAt = this.sentAt;
    while (sentAt.length > 0 && sentAt[0]! <= now - 1000) sentAt.shift();
    const budgetAt = sentAt.length < this.pacing.perSecond ? now : sentAt[0]! + 1000;
    const readyAt = add.length
      ? budgetAt
      : Math.max(budgetAt, (sentAt.at(-1) ?? Number.NEGATIVE_INFINITY) + this.pacing.gapMs);
    if (readyAt > now) {
      this.paceTimer = this.pacing.timers.setTimeout(() => {
        this.paceTimer = undefined;
        this.pump();
      }, readyAt - now);
      return;
    }
    if (add.length) {
      this.send('SUBSCRIBE', add);
      for (const s of add) this.subscribed.add(s);
    } else {
      this.send('UNSUBSCRIBE', remove);
      for (const s of remove) this.subscribed.delete(s);
    }
    sentAt.push(now);
    this.pump();
  }

  private stopPacing(): void {
    if (this.paceTimer !== undefined) this.pacing.timers.clearTimeout(this.paceTimer);
    this.paceTimer = undefined;
  }

  /** Ends the socket without reporting it as a drop. */
  close(): void {
    this.stopPacing();
    this.ended = true;
    this.isOpen = false;
    if (this.socket.readyState === WebSocket.CONNECTING) this.socket.terminate();
    else this.socket.close(1000, 'closing');
    // A peer that never answers the close handshake must not keep the handle alive.
    setImmediate(() => {
      if (this.socket.readyState !== WebSocket.CLOSED) this.socket.terminate();
    }).unref();
  }

  /** Ends the socket now and reports it as dropped, e.g. when it has gone silent. */
  abandon(reason: string, events: Pick<ConnectionEvents, 'closed'>): void {
    if (this.ended) return;
    this.stopPacing();
    this.ended = true;
    this.isOpen = false;
    this.socket.terminate();
    events.closed(reason);
  }

  private send(method: 'SUBSCRIBE' | 'UNSUBSCRIBE', params: readonly string[]): void {
    const id = this.nextId++;
    this.pending.set(id, params);
    this.socket.send(JSON.stringify({ method, params, id }));
  }

  private receive(text: string, events: ConnectionEvents): void {
    const message = jsonMessage(text);
    if (message === undefined) return;
    const wrapped = combinedStreamMessage.safeParse(message);
    if (wrapped.success) {
      events.data(wrapped.data.stream, wrapped.data.data, text);
      return;
    }
    const reply = controlReply.safeParse(message);
    if (!reply.success) return;
    const id = typeof reply.data.id === 'number' ? reply.data.id : undefined;
    const streams = id === undefined ? [] : (this.pending.get(id) ?? []);
    if (id !== undefined) this.pending.delete(id);
    if ('error' in reply.data) {
      for (const s of streams) {
        this.subscribed.delete(s);
        // Not asked again on this socket; a new connection tries it afresh.
        this.refusedStreams.add(s);
      }
      events.refused(streams, `${reply.data.error.msg} (code ${reply.data.error.code})`);
    }
  }
}

/** `ws://host/stream?streams=a/b`; stream names go in as they are (lower-case symbols, `!` kept). */
export function combinedStreamUrl(baseUrl: string, streams: readonly string[]): string {
  const base = baseUrl.replace(/^http/, 'ws').replace(/\/+$/, '');
  return `${base}/stream?streams=${streams.join('/')}`;
}
