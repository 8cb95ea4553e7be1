import { queryOptions, type QueryFunction, type UseQueryOptions } from '@tanstack/react-query';

/**
 * How long an answer main's pushes keep current stays fresh: a panel mounting again within it asks
 * nothing (every request spends the venue's request weight).
 */
export const keptCurrentByPushes = { staleTime: 60_000 } as const;

/** What a query sets besides its key and its call: how long its answer stays fresh, how often it is asked again. */
type QueryTiming<T, Key extends readonly unknown[]> = Omit<
  UseQueryOptions<T, Error, T, Key>,
  'queryKey' | 'queryFn'
>;

function domainQuery<const D extends string, const K extends readonly unknown[], T>(
  domain: D,
  key: K,
  ask: QueryFunction<T, readonly [D, ...K]>,
  timing?: QueryTiming<T, readonly [D, ...K]>,
) {
  return queryOptions({ ...timing, queryKey: [domain, ...key] as const, queryFn: ask });
}

/** Builds one query's options: what `ask` answers is cached under the domain's name followed by `key`. */
type DomainQuery<D extends string> = <const K extends readonly unknown[], T>(
  key: K,
  ask: QueryFunction<T, readonly [D, ...K]>,
  timing?: QueryTiming<T, readonly [D, ...K]>,
) => ReturnType<typeof domainQuery<D, K, T>>;

/**
 * The query factories of one domain, written with `query`, and `all()`: the key every one of its queries
 * starts with, to refresh the whole domain at once.
 */
export function queryDomain<const D extends string, Factories extends object>(
  domain: D,
  factories: (query: DomainQuery<D>, all: () => readonly [D]) => Factories,
) {
  const all = () => [domain] as const;
  const query: DomainQuery<D> = (key, ask, timing) => domainQuery(domain, key, ask, timing);
  return { all, ...factories(query, all) };
}
