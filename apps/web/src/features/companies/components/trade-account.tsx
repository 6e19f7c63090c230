import { type Company, companyRoleLabels, companyStatusLabels } from '@ironvolt/shared/companies';
import { formatDollars } from '@ironvolt/shared/money';
import toast from 'react-hot-toast/headless';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailed } from '@/components/ui/table-states';
import { useAcceptInvitation } from '@/features/companies/api/accept-invitation';
import { useMyCompany } from '@/features/companies/api/get-my-company';
import { addressLine } from './address-fields';
import { ApplyForm } from './apply-form';
import { AddressesSection, InvitationsSection, MembersSection } from './company-management';
import { ReceivablesSection } from './receivables-section';

const statusNotes: Record<Company['status'], string> = {
  applied: 'We are looking at your application and will mail you once it is decided.',
  approved: 'Your trade account is approved.',
  rejected: 'Your application was not approved.',
  suspended: 'Your trade account is suspended: its members buy as ordinary customers for now.',
};

/** The company's facts as a description list. */
export const CompanyFacts = ({ company }: { company: Company }) => (
  <dl className="grid gap-x-6 gap-y-2 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-[max-content_1fr]">
    <dt className="font-medium">Status</dt>
    <dd>{companyStatusLabels[company.status]}</dd>
    <dt className="font-medium">Tax ID</dt>
    <dd>{company.taxId ?? '—'}</dd>
    <dt className="font-medium">Tax exempt</dt>
    <dd>{company.taxExempt ? 'Yes' : 'No'}</dd>
    <dt className="font-medium">Phone</dt>
    <dd>{company.phone}</dd>
    <dt className="font-medium">Billing address</dt>
    <dd>{addressLine(company.address)}</dd>
  </dl>
);

/** An invitation link opened here: accept it as the signed-in account. */
const AcceptInvitation = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const accept = useAcceptInvitation();
  return (
    <section
      className="space-y-3 rounded-box border border-primary/40 bg-base-100 p-4"
      aria-label="Invitation"
    >
      <p>You have been invited to join a company&rsquo;s trade account.</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            { token },
            {
              onSuccess: () => {
                toast.success('You have joined the company');
                onDone();
              },
              onError: (error) => toast.error(error.message),
            },
          )
        }
      >
        Accept the invitation
      </button>
    </section>
  );
};

/**
 * The dashboard's Trade account page: the application form for a customer in no company; then the company, its
 * addresses and the member's own role and limit, and for company admins its account on terms (balance, invoices,
 * statement), its members and invitations.
 */
export const TradeAccount = ({
  invitationToken,
  onInvitationDone,
  myId,
  member,
}: {
  invitationToken: string | null;
  onInvitationDone: () => void;
  myId: string | undefined;
  /** Whether GET /me says the user belongs to a company; undefined while it loads. */
  member: boolean | undefined;
}) => {
  const { data: mine, isPending, isError, refetch } = useMyCompany(member === true);
  // A company kept in the cache from before the user left it is not theirs any more.
  const data = member ? mine : null;
  if (member === undefined || (member && isPending)) return <Spinner />;
  if (isError) return <LoadFailed what="trade account" onRetry={() => void refetch()} />;

  const invitation =
    invitationToken && !data ? <AcceptInvitation token={invitationToken} onDone={onInvitationDone} /> : null;

  if (!data)
    return (
      <div className="space-y-6">
        {invitation}
        <p className="max-w-2xl">
          Buying for a business? Apply for a trade account: once we approve it, you invite your
          company&rsquo;s buyers and keep its delivery addresses here.
        </p>
        <ApplyForm />
      </div>
    );

  const { company, role } = data;
  const manages = role === 'admin' && company.status === 'approved';
  return (
    <div className="space-y-8">
      <section aria-labelledby="company-heading" className="space-y-3">
        <h2 id="company-heading" className="font-semibold text-xl">
          {company.name}
        </h2>
        <p role="status">{statusNotes[company.status]}</p>
        <p>
          You are {role === 'admin' ? 'a company admin' : 'a buyer'}
          {data.orderLimit !== undefined
            ? `, with an order limit of ${data.orderLimit.toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`
            : ''}
          . <span className="sr-only">{companyRoleLabels[role]}</span>
        </p>
        {company.status === 'approved' && company.paymentTermsDays > 0 && company.creditLimit > 0 ? (
          <p>
            Your company may pay on account: Net {company.paymentTermsDays}, up to{' '}
            {formatDollars(company.creditLimit)}
            {data.availableCredit === undefined
              ? ''
              : `, of which ${formatDollars(data.availableCredit)} is available now`}
            .
          </p>
        ) : null}
        <CompanyFacts company={company} />
      </section>
      {/* The company's account with the shop, for its admins, once the shop has given it terms. */}
      {manages && company.paymentTermsDays > 0 ? <ReceivablesSection /> : null}
      {manages && data.members ? <MembersSection members={data.members} myId={myId} /> : null}
      {manages && data.invitations ? <InvitationsSection invitations={data.invitations} /> : null}
      {company.status === 'approved' ? (
        <AddressesSection addresses={data.addresses} canManage={manages} />
      ) : null}
    </div>
  );
};
