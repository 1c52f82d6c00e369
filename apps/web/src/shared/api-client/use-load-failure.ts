import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNoAnswer } from './no-answer.ts';

type QueryState = { isPending: boolean; isFetching: boolean; isError: boolean };

/**
 * Whether a list on screen failed to load, and how to try again. Failed as soon as one attempt of
 * its first load got no answer (the client keeps retrying behind the error state, and the first
 * answer replaces it), or when the call failed. Retrying resets the query, so the skeleton shows
 * while the new request runs, and cancels a request still waiting between attempts.
 */
export function useLoadFailure(query: QueryState, path: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const noAnswer = useNoAnswer(path);
  const failed = query.isError || (query.isPending && query.isFetching && noAnswer);
  const retry = () => {
    void queryClient.resetQueries({ queryKey, exact: true });
  };
  return { failed, retry };
}
