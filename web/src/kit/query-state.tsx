import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { PageSpinner } from '../components/spinner';

/** What a failed or empty state shows: an icon, a title, a sentence. */
export interface StateView {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  /** 1 when the state is the whole screen, 2 for a section (EmptyState's heading level). */
  headingLevel?: 1 | 2 | 3;
  /** A button or link under the text (for an empty state: the way forward). */
  action?: ReactNode;
}

export interface QueryStateProps {
  /** Whether the query is loading (only shown while there is nothing to show yet). */
  loading: boolean;
  /** The query's error (only shown while there is nothing to show). */
  error?: unknown;
  /** Whether there is something to show (the data, or the previous page's while the next loads). */
  hasData: boolean;
  /** Whether what there is to show is empty. */
  empty?: boolean;
  /** The loading status's label ("Loading events…"; empty when another status says it) and the height (px) it keeps ('page': most of the screen). */
  loadingLabel: string;
  loadingHeight?: number | 'page';
  /** Instead of the spinner, a loading state of the screen's own (one that says it in words on screen). */
  loadingView?: ReactNode;
  /** The failed state; its Try Again button asks again. */
  failed?: StateView & { retryLabel?: 'Try Again' | 'Try again'; alert?: boolean };
  onRetry?: () => unknown;
  emptyView?: StateView;
  children: ReactNode;
}

function View({ view, action }: { view: StateView; action?: ReactNode }) {
  return (
    <EmptyState icon={view.icon} title={view.title} headingLevel={view.headingLevel} action={action ?? view.action}>
      {view.text}
    </EmptyState>
  );
}

/**
 * Every screen's list or section that comes from a query: a spinner while it first loads, the failure with a
 * Try Again while there is nothing to show, the empty state, then the content.
 */
export function QueryState({ loading, error, hasData, empty, loadingLabel, loadingHeight = 240, loadingView, failed, onRetry, emptyView, children }: QueryStateProps) {
  if (!hasData && loading) return loadingView ?? <PageSpinner label={loadingLabel} height={loadingHeight === 'page' ? undefined : loadingHeight} />;
  if (!hasData && error && failed) {
    const retry = onRetry ? (
      <Button type="button" $variant="secondary" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
        {failed.retryLabel ?? 'Try Again'}
      </Button>
    ) : undefined;
    const view = <View view={failed} action={retry} />;
    return failed.alert ? <div role="alert">{view}</div> : view;
  }
  if (empty && emptyView) return <View view={emptyView} />;
  return <>{children}</>;
}
