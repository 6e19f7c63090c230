import { ADMIN_MAIL_LIMIT, type MailStatus, OutboxMailSchema } from '@ironvolt/shared/mail';
import { z } from '@ironvolt/shared/zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { ADMIN_MAIL_LIMIT };

/** GET /admin/mail: the outbox, newest first, of one status or all, a page at a time. */
export const getOutbox = ({
  status,
  page,
  signal,
}: {
  status?: MailStatus;
  page: number;
  signal?: AbortSignal;
}) =>
  api.getPage(`/admin/mail?${status ? `status=${status}&` : ''}page=${page}`, {
    schema: z.array(OutboxMailSchema),
    ...(signal ? { signal } : {}),
  });

export const outboxQueryOptions = ({ status, page }: { status: MailStatus | undefined; page: number }) =>
  queryOptions({
    queryKey: ['mail', 'admin', { status, page }],
    queryFn: ({ signal }) => getOutbox({ ...(status ? { status } : {}), page, signal }),
    placeholderData: keepPreviousData,
    // Mails leave the outbox on their own: look again while the page is open.
    refetchInterval: 10_000,
  });

export const useOutbox = (params: { status: MailStatus | undefined; page: number }) =>
  useQuery(outboxQueryOptions(params));
