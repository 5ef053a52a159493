/**
 * react-query retries every failed query three times with back-off by default. Auth checks that
 * reject (no session) and 4xx answers will not change on a retry, and retrying them kept the login
 * page from appearing for ~12 s. Only network failures and 5xx are retried, once.
 */
import { QueryClient } from '@tanstack/react-query';

function isRetriable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 0 || (typeof status === 'number' && status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failureCount, error) => failureCount < 1 && isRetriable(error) },
    },
  });
}
