import { type ActivityAction, ActivityListSchema } from '@ironvolt/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ActivityFilter = { actor: string; action: ActivityAction | undefined; page: number };

const activityPath = ({ actor, action, page }: ActivityFilter) => {
  const query = new URLSearchParams();
  if (actor) query.set('actor', actor);
  if (action) query.set('action', action);
  query.set('page', String(page));
  return `/admin/activity?${query.toString()}`;
};

/** GET /admin/activity: a page of the audit trail (50 entries), newest first, with the total. */
export const activityQueryOptions = (filter: ActivityFilter) =>
  queryOptions({
    queryKey: ['admin', 'activity', filter],
    queryFn: ({ signal }) => api.getPage(activityPath(filter), { schema: ActivityListSchema, signal }),
    placeholderData: keepPreviousData,
    // Every admin action on any page adds an entry: the page asks again whenever it is opened.
    staleTime: 0,
  });

export const useActivity = (filter: ActivityFilter) => useQuery(activityQueryOptions(filter));
