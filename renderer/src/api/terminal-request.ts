import type { ArgsOf, Channel, Domain, ResultOf, TerminalApi } from '@shared/ipc/contract';

/** The requests of one domain by verb: `tt:<domain>:<verb>`. */
type VerbOf<D extends Domain> = Channel extends infer C
  ? C extends `tt:${D}:${infer V}`
    ? V
    : never
  : never;
type ChannelOf<D extends Domain, V extends string> = Extract<Channel, `tt:${D}:${V}`>;

/** A call of one request, `tt:<domain>:<verb>`, to main, with the args it is given. */
export function request<D extends Domain, V extends VerbOf<D>>(domain: D, verb: V) {
  type Send = (args: ArgsOf<ChannelOf<D, V>>) => Promise<ResultOf<ChannelOf<D, V>>>;
  return (terminal: TerminalApi, args: ArgsOf<ChannelOf<D, V>>) =>
    (terminal[domain] as unknown as Readonly<Record<V, Send>>)[verb](args);
}
