/**
 * Watches main's REST calls where they leave the process (the global fetch its venue client uses):
 * when an answer 429 or 418 with Retry-After reaches main, and every request main issues before that
 * Retry-After is over. Requests already on their way when the answer came are not counted, as the
 * venue would count them: only what main decided to send after it knew.
 */
export function watchSends(origin: string) {
  const original = globalThis.fetch;
  let blockedUntil = 0;
  let blockedBy: 429 | 418 = 429;
  const counts = { rateLimited: 0, banned: 0, answered429: 0, answered418: 0 };
  const violations: string[] = [];

  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(origin)) return original(input, init);
    const issued = Date.now();
    if (issued < blockedUntil) {
      if (blockedBy === 418) counts.banned += 1;
      else counts.rateLimited += 1;
      if (violations.length < 20)
        violations.push(
          `${blockedBy} ${init?.method ?? 'GET'} ${new URL(url).pathname} ${blockedUntil - issued} ms early`,
        );
    }
    const response = await original(input, init);
    const retryAfter = response.headers.get('retry-after');
    if ((response.status === 429 || response.status === 418) && retryAfter !== null) {
      if (response.status === 429) counts.answered429 += 1;
      else counts.answered418 += 1;
      const until = Date.now() + Number(retryAfter) * 1000;
      if (until > blockedUntil) {
        blockedUntil = until;
        blockedBy = response.status;
      }
    }
    return response;
  };

  return {
    counts,
    violations,
    stop() {
      globalThis.fetch = original;
    },
  };
}
