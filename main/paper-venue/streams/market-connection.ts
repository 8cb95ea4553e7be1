import type { WebSocket } from 'ws';
import { controlErrors, parseControl, type ControlError, type RequestId } from './control-messages';
import type { MarketFeed } from './market-feed';
import { parseStreamName } from './stream-names';
import type { UserHub } from './user-hub';
import { inMicroseconds } from './user-events';

const MESSAGES_PER_SECOND = 5;

/** Where a listenKey's events come from: the account it belongs to, while it lives. */
export interface ListenKeyLookup {
  owner(listenKey: string): string | undefined;
}

export interface MarketConnectionContext {
  readonly feed: MarketFeed;
  readonly users: UserHub;
  readonly listenKeys: ListenKeyLookup;
  readonly isSymbol: (symbol: string) => boolean;
  readonly now: () => number;
}

/**
 * One `/ws/...` or `/stream?streams=...` connection: its subscriptions (market streams and
 * listenKeys), its `combined` property and its control messages.
 */
export class MarketConnection {
  private readonly subscriptions = new Map<string, () => void>();
  private combined: boolean;

  constructor(
    private readonly socket: WebSocket,
    private readonly context: MarketConnectionContext,
    options: {
      combined: boolean;
      microseconds: boolean;
      /** Called before each message is sent (frames of one turn leave in one write). */
      beforeSend?: () => void;
    },
  ) {
    this.combined = options.combined;
    this.microseconds = options.microseconds;
    this.beforeSend = options.beforeSend ?? (() => undefined);
    socket.on('message', (data, isBinary) => {
      if (this.overLimit()) return;
      if (!isBinary) this.control(data.toString());
    });
    socket.on('ping', () => this.overLimit());
    socket.on('pong', () => this.overLimit());
    socket.once('close', () => this.unsubscribeAll());
  }

  private readonly microseconds: boolean;
  private readonly beforeSend: () => void;
  private windowSecond = -1;
  private windowCount = 0;

  /** Counts an incoming message (JSON, ping or pong); beyond 5 a second the connection is dropped. */
  private overLimit(): boolean {
    const second = Math.floor(this.context.now() / 1000);
    if (second !== this.windowSecond) {
      this.windowSecond = second;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    if (this.windowCount <= MESSAGES_PER_SECOND) return false;
    this.socket.terminate();
    return true;
  }

  /** Whether the venue serves this stream name (a market stream or a live listenKey). */
  static isServed(name: string, context: MarketConnectionContext): boolean {
    return (
      parseStreamName(name, context.isSymbol) !== undefined || context.listenKeys.owner(name) !== undefined
    );
  }

  subscribe(name: string): boolean {
    if (this.subscriptions.has(name)) return true;
    const stream = parseStreamName(name, this.context.isSymbol);
    const send = (payload: object) => this.send(name, payload);
    if (stream) {
      this.subscriptions.set(name, this.context.feed.subscribe(name, stream, send));
      return true;
    }
    const account = this.context.listenKeys.owner(name);
    if (account === undefined) return false;
    this.subscriptions.set(name, this.context.users.subscribe(account, send));
    return true;
  }

  /** Tells the client that a stream it named when connecting is not one the venue serves. */
  refuseStream(): void {
    this.reply(controlErrors.invalidStream(null));
  }

  /** Ends listenKey subscriptions whose key expired, telling the client as the venue does. */
  checkListenKeys(): void {
    for (const [name, stop] of this.subscriptions) {
      if (parseStreamName(name, this.context.isSymbol) || this.context.listenKeys.owner(name) !== undefined)
        continue;
      stop();
      this.subscriptions.delete(name);
      this.send(name, { e: 'listenKeyExpired', E: this.context.now(), listenKey: name });
    }
  }

  /** Tells the client the server is going away; it should reconnect. */
  announceShutdown(): void {
    this.send('!serverShutdown', { e: 'serverShutdown', E: this.context.now() });
  }

  private send(name: string, payload: object): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    const data = this.microseconds ? inMicroseconds(payload) : payload;
    this.beforeSend();
    this.socket.send(JSON.stringify(this.combined ? { stream: name, data } : data));
  }

  private reply(message: { result: unknown; id: RequestId } | ControlError): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.beforeSend();
    this.socket.send(JSON.stringify(message));
  }

  private control(text: string): void {
    const request = parseControl(text);
    if ('error' in request) return this.reply(request);
    const { id } = request;
    switch (request.method) {
      case 'SUBSCRIBE': {
        const unknown = request.params.find((name) => !MarketConnection.isServed(name, this.context));
        if (unknown !== undefined) return this.reply(controlErrors.invalidStream(id));
        for (const name of request.params) this.subscribe(name);
        return this.reply({ result: null, id });
      }
      case 'UNSUBSCRIBE':
        for (const name of request.params) {
          this.subscriptions.get(name)?.();
          this.subscriptions.delete(name);
        }
        return this.reply({ result: null, id });
      case 'LIST_SUBSCRIPTIONS':
        return this.reply({ result: [...this.subscriptions.keys()], id });
      case 'SET_PROPERTY':
        if (request.name !== 'combined') return this.reply(controlErrors.unknownProperty(id));
        if (typeof request.value !== 'boolean') return this.reply(controlErrors.notBoolean(id));
        this.combined = request.value;
        return this.reply({ result: null, id });
      case 'GET_PROPERTY':
        if (request.name !== 'combined') return this.reply(controlErrors.unknownProperty(id));
        return this.reply({ result: this.combined, id });
    }
  }

  private unsubscribeAll(): void {
    for (const stop of this.subscriptions.values()) stop();
    this.subscriptions.clear();
  }
}
