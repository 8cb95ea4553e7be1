/**
 * Runs `announce` once what the page has just committed is on screen, with the time it was (ms since
 * the epoch, this page's clock): the next animation frame paints it, and a task queued from that
 * frame's rAF callback runs once the paint is done. `paintingNow`: the commit came from work run just
 * before a paint (the paint queue's), so that paint shows it. For the bench's window events.
 */
export function afterPaint(announce: (paintedAt: number) => void, paintingNow = false): void {
  const later = () =>
    setTimeout(() => {
      // A test's window can be gone by the time a last timer runs.
      if (typeof window === 'undefined') return;
      announce(performance.timeOrigin + performance.now());
    }, 0);
  if (paintingNow) later();
  else requestAnimationFrame(later);
}
