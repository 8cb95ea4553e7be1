import type { z } from 'zod';
import type { EventSpec, RequestSpec } from './define';
import { accountEvents, accountRequests } from './account';
import { alertsEvents, alertsRequests } from './alerts';
import { ordersEvents, ordersRequests } from './orders';
import { marketEvents, marketRequests } from './market';
import { futuresEvents, futuresRequests } from './futures';
import { miningRequests } from './mining';
import { positionsRequests } from './positions';
import { profilesEvents, profilesRequests } from './profiles';
import { settingsRequests } from './settings';
import { venueEvents, venueRequests } from './venue';
import { workspaceRequests } from './workspace';

/** Every request main answers, by channel `tt:<domain>:<verb>`. */
export const requests = {
  ...venueRequests,
  ...workspaceRequests,
  ...profilesRequests,
  ...marketRequests,
  ...futuresRequests,
  ...miningRequests,
  ...ordersRequests,
  ...accountRequests,
  ...positionsRequests,
  ...settingsRequests,
  ...alertsRequests,
};

/** Every event main pushes, by name `tt:<domain>:<event>`. */
export const events = {
  ...venueEvents,
  ...profilesEvents,
  ...ordersEvents,
  ...accountEvents,
  ...marketEvents,
  ...futuresEvents,
  ...alertsEvents,
};

export type Requests = typeof requests;
export type Events = typeof events;
export type Channel = keyof Requests;
export type EventName = keyof Events;

export type ArgsOf<C extends Channel> = z.input<Requests[C]['args']>;
export type ParsedArgsOf<C extends Channel> = z.output<Requests[C]['args']>;
export type ResultOf<C extends Channel> = Requests[C] extends RequestSpec<z.ZodType, infer R> ? R : never;
export type PayloadOf<E extends EventName> = Events[E] extends EventSpec<infer P> ? P : never;

type DomainOf<Name> = Name extends `tt:${infer D}:${string}` ? D : never;
export type Domain = DomainOf<Channel | EventName>;

export type Listener<E extends EventName> = (payload: PayloadOf<E>) => void;
export type Unsubscribe = () => void;

/** What `window.terminal` is: one object per domain with its requests and `on<Event>` subscriptions. */
export type TerminalApi = {
  readonly [D in Domain]: {
    readonly [C in Channel as C extends `tt:${D}:${infer V}` ? V : never]: (
      args: ArgsOf<C>,
    ) => Promise<ResultOf<C>>;
  } & {
    readonly [E in EventName as E extends `tt:${D}:${infer V}` ? `on${Capitalize<V>}` : never]: (
      listener: Listener<E>,
    ) => Unsubscribe;
  };
};

/** Who is asking: one renderer page load (an Electron web contents, or one dev-host bridge connection). */
export interface IpcContext {
  readonly sessionId: string;
}

/** The handlers main registers: one per channel, given the parsed args and the asking session. */
export type Handlers = {
  readonly [C in Channel]: (args: ParsedArgsOf<C>, context: IpcContext) => Promise<ResultOf<C>>;
};

export type Emit = <E extends EventName>(name: E, payload: PayloadOf<E>) => void;

export const channels = Object.keys(requests) as Channel[];
export const eventNames = Object.keys(events) as EventName[];

export function isChannel(name: string): name is Channel {
  return Object.prototype.hasOwnProperty.call(requests, name);
}

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(events, name);
}
