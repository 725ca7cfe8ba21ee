import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { notify } from '../lib/notify';

/** A screen's load failure as one error toast with the screen's own text (docs/product.md, Error catalogue). */
export function useLoadFailure(error: unknown, failure: string): void {
  useEffect(() => {
    if (error) notify.error(failure);
  }, [error, failure]);
}

/**
 * A screen's query (Apollo's `useQuery`, same options and result) that toasts `failure` when it fails to load.
 * The screen shows the states with `<QueryState>`.
 */
export function useScreenQuery<TData, TVariables extends OperationVariables>(
  failure: string,
  query: TypedDocumentNode<TData, TVariables>,
  options?: useQuery.Options<NoInfer<TData>, NoInfer<TVariables>>,
) {
  const result = useQuery(query, options as useQuery.Options<TData, TVariables>);
  useLoadFailure(result.error, failure);
  return result;
}
