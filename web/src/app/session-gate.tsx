import { useEffect, type ReactNode } from 'react';
import { PageSpinner } from '../components/spinner';
import { startSession, useSession } from '../lib/session';

let started = false;

/** Runs the start-up session check once and shows a spinner until it is done (docs/product.md, Route table; States and transitions). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  useEffect(() => {
    if (started) return;
    started = true;
    void startSession();
  }, []);
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  return <>{children}</>;
}
