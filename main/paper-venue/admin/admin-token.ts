import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented admin token with the configured one in constant time (lengths included). */
export function adminTokenMatches(expected: string, presented: unknown): boolean {
  if (typeof presented !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(presented));
}
