import { type MailStatus, mailMessages, mailStatuses, type OutboxMail } from '@ironvolt/shared/mail';
import toast from 'react-hot-toast/headless';
import { Pager } from '@/components/ui/pager';
import { StatusFilter } from '@/components/ui/status-filter';
import { EmptyList, LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { ADMIN_MAIL_LIMIT, useOutbox } from '@/features/mail/api/get-outbox';
import { useSendMailAgain } from '@/features/mail/api/send-again';
import { useListParams } from '@/hooks/use-list-params';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const statusLabel = (status: MailStatus) => status.charAt(0).toUpperCase() + status.slice(1);
const badgeClass: Record<MailStatus, string> = {
  pending: 'badge-warning',
  sent: 'badge-success',
  failed: 'badge-error',
};

/** How a sent mail left, in words: a shop without SMTP_URL only writes its mails to the outbox folder. */
const deliveryText = (mail: OutboxMail) => {
  if (mail.status !== 'sent') return null;
  if (mail.deliveredVia === 'smtp') return 'Sent to the mail server';
  if (mail.deliveredVia === 'folder') return 'Written to the outbox folder (no mail server set)';
  return 'Sent before the way it left was recorded';
};

const MailState = ({ mail }: { mail: OutboxMail }) => (
  <div className="flex flex-col gap-1">
    <span className={`badge whitespace-nowrap ${badgeClass[mail.status]}`}>{statusLabel(mail.status)}</span>
    {deliveryText(mail) ? <span className="text-sm">{deliveryText(mail)}</span> : null}
    <span className="text-base-content/75 text-xs">
      {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}
      {mail.sentAt ? `, sent ${dateFormat.format(new Date(mail.sentAt))}` : ''}
      {mail.nextAttemptAt && mail.attempts > 0
        ? `, next ${dateFormat.format(new Date(mail.nextAttemptAt))}`
        : ''}
    </span>
    {mail.lastError && mail.status !== 'sent' ? (
      <span className="break-words text-error text-xs">Last error: {mail.lastError}</span>
    ) : null}
  </div>
);

/** The admin's Mail page: every mail the shop sent or still has to send, and "Send again" for those not sent. */
export const MailTable = () => {
  const { status, page, setStatus, setPage } = useListParams(mailStatuses);
  const { data, isPending, isError, refetch } = useOutbox({ status, page });
  const sendAgain = useSendMailAgain();

  const onSendAgain = (mail: OutboxMail) =>
    sendAgain.mutate(mail._id, {
      onSuccess: () => toast.success(mailMessages.sentAgain),
      onError: (error) => toast.error(error.message),
    });

  const action = (mail: OutboxMail) => {
    if (mail.status === 'sent') return null;
    // An account mail that failed for good keeps no link to send (its single-use link was deleted).
    if (!mail.canSendAgain)
      return <p className="max-w-xs text-base-content/75 text-xs">{mailMessages.linkDeleted}</p>;
    return (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={sendAgain.isPending}
        onClick={() => onSendAgain(mail)}
        aria-label={`Send again: ${mail.subject} to ${mail.to}`}
      >
        Send again
      </button>
    );
  };

  let body: React.ReactNode;
  if (isPending) body = <TableSkeleton label="Loading…" />;
  else if (isError) body = <LoadFailed what="mails" onRetry={() => void refetch()} />;
  else if (data.items.length === 0) body = <EmptyList>No {status ? `${status} ` : ''}mails.</EmptyList>;
  else
    body = (
      <>
        <p className="mb-3 text-base-content/80 text-sm" aria-live="polite">
          {data.total} {data.total === 1 ? 'mail' : 'mails'}
        </p>
        <ul className="flex flex-col gap-3" aria-label="Mails">
          {data.items.map((mail) => (
            <li
              key={mail._id}
              className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm md:grid-cols-[1fr_16rem_auto] md:items-start"
            >
              <div className="min-w-0">
                <p className="font-semibold">{mail.subject}</p>
                <p className="break-all text-sm">To {mail.to}</p>
                <p className="text-base-content/75 text-xs">{dateFormat.format(new Date(mail.createdAt))}</p>
              </div>
              <MailState mail={mail} />
              <div className="md:justify-self-end">{action(mail)}</div>
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pageCount={Math.max(1, Math.ceil(data.total / ADMIN_MAIL_LIMIT))}
          onPage={setPage}
          label="Mail pages"
        />
      </>
    );

  return (
    <>
      <div className="mb-4">
        <StatusFilter statuses={mailStatuses} value={status} onChange={setStatus} labelOf={statusLabel} />
      </div>
      {body}
    </>
  );
};
