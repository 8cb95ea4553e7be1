import { useEffect, useState } from 'react';

/**
 * The local clock, re-read just after each second begins on a clock `offsetMs` ahead of it (the
 * venue's): a display of whole seconds changes exactly when that clock's second does, and the page
 * renders once a second for it instead of on a short interval.
 */
export function useSecondTick(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const intoSecond = (((Date.now() + offsetMs) % 1000) + 1000) % 1000;
      timer = setTimeout(() => {
        setNow(Date.now());
        schedule();
      }, 1000 - intoSecond);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return now;
}
