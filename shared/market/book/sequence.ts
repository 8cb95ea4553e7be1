/**
 * The diff-stream continuity rules (the venue's documented local-book procedure) for a book at update id `bookId`, given an
 * event's first (`U`) and final (`u`) update ids.
 * - `skip`: already in the book (u ≤ bookId): a buffered event older than the snapshot, or a
 *   duplicate delivered by an overlapping connection.
 * - `gap`: updates between the book and the event are missing; the book must be rebuilt.
 * - `apply`: U ≤ bookId + 1 ≤ u.
 */
export type DiffVerdict = 'skip' | 'gap' | 'apply';

export function classifyDiff(bookId: number, firstId: number, finalId: number): DiffVerdict {
  if (finalId <= bookId) return 'skip';
  if (firstId > bookId + 1) return 'gap';
  return 'apply';
}
