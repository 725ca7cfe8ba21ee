import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { runMutation, type Outcome } from '../kit/outcome';

export interface MemberAction<Args extends unknown[]> {
  /** Does the work for one member and returns the success toast's text. */
  run: (userId: string, ...args: Args) => Promise<string>;
  /** The error toast's text for a failure. */
  failure: (error: unknown) => string;
}

/**
 * One action on one member at a time per list (follow, unfollow, role change, delete, …): remembers which
 * member it is busy with (`pendingId`, for that row's spinner), toasts the outcome and resolves to it.
 * `perform` stays the same function across renders.
 */
export function useMemberAction<Args extends unknown[]>(action: MemberAction<Args>) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const perform = useCallback(async (userId: string, ...args: Args): Promise<Outcome> => {
    setPendingId(userId);
    try {
      return await runMutation(() => latest.current.run(userId, ...args), { success: (text) => text, failure: (error) => latest.current.failure(error) });
    } finally {
      setPendingId(null);
    }
  }, []);
  return { perform, pendingId };
}
