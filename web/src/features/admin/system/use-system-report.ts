import type { SystemReport } from '@momstride/contracts/system-report';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoadFailure } from '../../../kit/use-screen-query';
import { fetchSystemReport } from './system-api';

/** The report is asked again this often while the tab is open: the services are read once a minute. */
export const SYSTEM_REFRESH_MS = 60_000;

export interface SystemReportState {
  readonly data: SystemReport | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  readonly refetch: () => Promise<void>;
}

/**
 * The System report for the tab: loaded on opening, asked again every minute while the tab is open and the page is
 * visible, and on demand (`refetch`). A failed load toasts once, like every screen's query.
 */
export function useSystemReport(): SystemReportState {
  const [data, setData] = useState<SystemReport>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>();
  const alive = useRef(true);

  const refetch = useCallback(async () => {
    setLoading(true);
    try {
      const report = await fetchSystemReport();
      if (!alive.current) return;
      setData(report);
      setError(undefined);
    } catch (failure) {
      if (alive.current) setError(failure);
    } finally {
      if (alive.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refetch();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, SYSTEM_REFRESH_MS);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [refetch]);

  useLoadFailure(error, 'Failed to load the system status');
  return { data, loading, error, refetch };
}
