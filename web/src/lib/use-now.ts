import { useEffect, useState } from 'react';

/** The time now (ms), renewed every `everyMs`: for what the clock decides (an event turning active, then completed). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
