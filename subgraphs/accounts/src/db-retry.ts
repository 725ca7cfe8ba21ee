import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';

const RETRYABLE_CODES = new Set(['40P01', '40001']);

const isRetryable = (error: unknown): boolean =>
  error instanceof DeadlockException ||
  error instanceof LockWaitTimeoutException ||
  (typeof error === 'object' && error !== null && 'code' in error && RETRYABLE_CODES.has(String((error as { code: unknown }).code)));

/**
 * Runs a transaction again when PostgreSQL aborted it as a deadlock victim (or a serialization failure).
 * Transactions that lock several user rows do so in id order, so this is a rare safety net.
 */
export async function withTransactionRetry<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
