import { Spinner } from '@inkjs/ui';

/** Shown while a request runs on a terminal. */
export function TaskSpinner({ label }: { label: string }) {
  return <Spinner label={label} />;
}
