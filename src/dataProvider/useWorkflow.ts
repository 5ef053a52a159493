/**
 * How screens call the data provider's methods: react-query over react-admin's `useDataProvider`
 * (so a 401 logs out as for CRUD). A query's cache key is `[name, params]`; a mutation refetches,
 * once it succeeds, what its method declares it `invalidates`.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDataProvider, type HttpError } from 'react-admin';
import type { AppDataProvider } from '.';
import { sendingWith, useIdempotencyKeys } from './idempotency';
import { methods, type MethodName, type ParamsOf, type ResultOf } from './methods';

type Call<Name extends MethodName> = (params: ParamsOf<Name>) => Promise<{ data: ResultOf<Name> }>;

/** The method `name` of the context's data provider, answering its `data`. */
function useMethod<Name extends MethodName>(name: Name): (params: ParamsOf<Name>) => Promise<ResultOf<Name>> {
  const method = useDataProvider<AppDataProvider>()[name] as Call<Name>;
  return async (params) => (await method(params)).data;
}

/** The cache key of a query method's answer; `methodKey(name)` alone covers every params. */
export function methodKey<Name extends MethodName>(name: Name, ...params: [ParamsOf<Name>] | []): QueryKey {
  return [name, ...params];
}

export type WorkflowQueryOptions<Name extends MethodName, Selected = ResultOf<Name>> = Omit<
  UseQueryOptions<ResultOf<Name>, HttpError, Selected>,
  'queryKey' | 'queryFn'
>;

export function useWorkflowQuery<Name extends MethodName, Selected = ResultOf<Name>>(
  name: Name,
  params: ParamsOf<Name>,
  options: WorkflowQueryOptions<Name, Selected> = {},
) {
  const call = useMethod(name);
  return useQuery({ ...options, queryKey: methodKey(name, params), queryFn: () => call(params) });
}

export type WorkflowMutationOptions<Name extends MethodName> = Omit<
  UseMutationOptions<ResultOf<Name>, HttpError, ParamsOf<Name>>,
  'mutationFn'
>;

/**
 * A write: every attempt with the same params goes with one Idempotency-Key (./idempotency.ts), so
 * a double click is one write; after a success the same params make a new one.
 */
export function useWorkflowMutation<Name extends MethodName>(name: Name, options: WorkflowMutationOptions<Name> = {}) {
  const call = useMethod(name);
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    ...options,
    mutationFn: (params) => sendingWith(keys.keyFor(params), () => call(params)),
    onSuccess: (...args) => {
      keys.done(args[1]);
      // Not awaited: the screen moves on while what the method changed is read again.
      for (const key of methods[name].invalidates) void queryClient.invalidateQueries({ queryKey: [key] });
      return options.onSuccess?.(...args);
    },
  });
}
