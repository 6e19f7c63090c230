import {
  COMPANIES_PAGE_SIZE,
  type CompanyStatus,
  companyStatuses,
  companyStatusLabels,
  companyTransitions,
} from '@ironvolt/shared/companies';
import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { StatusFilter } from '@/components/ui/status-filter';
import { LoadFailed } from '@/components/ui/table-states';
import { useCompanies, useCompany, useUpdateCompany } from '@/features/companies/api/admin-companies';
import { AddressesSection, InvitationsSection, MembersSection } from './company-management';
import { PaymentTermsForm, termsSummary } from './payment-terms-form';
import { CompanyFacts } from './trade-account';

/** The longest search the API takes (CompaniesQuerySchema's q). */
const COMPANIES_SEARCH_MAX = 200;

const actionLabels: Record<CompanyStatus, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  suspended: 'Suspend',
  applied: 'Applied',
};

/** The shop's price lists, as the Companies page offers them (the app reads them from the price-lists feature). */
export type PriceListOptions = readonly { _id: string; name: string }[] | undefined;

/** The price list a company buys by, chosen among the shop's lists; none for list prices. */
const PriceListChoice = ({
  id,
  current,
  lists,
}: {
  id: string;
  current: string | undefined;
  lists: PriceListOptions;
}) => {
  const update = useUpdateCompany();
  const selectId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="font-medium text-sm">
        Price list
      </label>
      <select
        id={selectId}
        className="select select-bordered w-full max-w-xs"
        value={current ?? ''}
        disabled={update.isPending || lists === undefined}
        onChange={(event) =>
          update.mutate(
            { id, body: { priceListId: event.target.value || null } },
            {
              onSuccess: () => toast.success('Price list saved'),
              onError: (error) => toast.error(error.message),
            },
          )
        }
      >
        <option value="">None: list prices</option>
        {(lists ?? []).map((list) => (
          <option key={list._id} value={list._id}>
            {list.name}
          </option>
        ))}
      </select>
    </div>
  );
};

/** One company in full, with the status moves it allows and its members, invitations and addresses. */
const CompanyDetailPanel = ({
  id,
  onClose,
  priceLists,
}: {
  id: string;
  onClose: () => void;
  priceLists: PriceListOptions;
}) => {
  const { data, isPending, isError, refetch } = useCompany(id);
  const update = useUpdateCompany();
  if (isPending) return <p role="status">Loading the company…</p>;
  if (isError) return <LoadFailed what="the company" onRetry={() => void refetch()} />;
  const moves = companyTransitions[data.status].filter((status) => status !== 'applied');
  return (
    <section
      aria-labelledby="company-detail-heading"
      className="space-y-6 rounded-box border border-base-300 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="company-detail-heading" className="font-semibold text-xl">
          {data.name}
        </h2>
        <button type="button" className="btn btn-sm" onClick={onClose}>
          Back to the list
        </button>
      </div>
      {data.applicant ? (
        <p className="text-sm">
          Applied by {data.applicant.name} ({data.applicant.email}) on{' '}
          {new Date(data.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
        </p>
      ) : null}
      <CompanyFacts company={data} />
      <div className="flex flex-wrap gap-2">
        {moves.map((status) => (
          <button
            key={status}
            type="button"
            className={`btn ${status === 'approved' ? 'btn-primary' : 'btn-outline btn-error'}`}
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id, body: { status } },
                {
                  onSuccess: () =>
                    toast.success(`${data.name}: ${companyStatusLabels[status].toLowerCase()}`),
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          >
            {actionLabels[status]} {data.name}
          </button>
        ))}
        <label className="label cursor-pointer gap-2">
          <input
            type="checkbox"
            className="checkbox"
            checked={data.taxExempt}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id, body: { taxExempt: event.target.checked } },
                { onError: (error) => toast.error(error.message) },
              )
            }
          />
          Tax exempt
        </label>
      </div>
      <PriceListChoice id={id} current={data.priceListId} lists={priceLists} />
      {data.status === 'approved' ? <PaymentTermsForm key={data._id} company={data} /> : null}
      {data.status !== 'rejected' && data.members.length > 0 ? (
        <MembersSection companyId={id} members={data.members} />
      ) : null}
      {data.status === 'approved' ? (
        <InvitationsSection companyId={id} invitations={data.invitations} />
      ) : null}
      {data.status !== 'rejected' ? (
        <AddressesSection companyId={id} addresses={data.addresses} canManage />
      ) : null}
    </section>
  );
};

/** The shop admins' Companies page: applications and companies by status, searched, a page at a time. */
export const CompaniesAdmin = ({ priceLists }: { priceLists: PriceListOptions }) => {
  const [status, setStatus] = useState<CompanyStatus | undefined>(undefined);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, isPending, isError, refetch } = useCompanies({ status, q, page });

  if (open) return <CompanyDetailPanel id={open} onClose={() => setOpen(null)} priceLists={priceLists} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <StatusFilter
          statuses={companyStatuses}
          value={status}
          labelOf={(s) => companyStatusLabels[s]}
          onChange={(value) => {
            setStatus(value === '' ? undefined : (value as CompanyStatus));
            setPage(1);
          }}
        />
        <SearchBox
          label="Search companies"
          placeholder="Name, tax ID or email"
          maxLength={COMPANIES_SEARCH_MAX}
          value={q}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
        />
      </div>
      {isPending ? (
        <p role="status">Loading companies…</p>
      ) : isError ? (
        <LoadFailed what="companies" onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="text-base-content/80 text-sm" aria-live="polite">
            {`${data.total} ${data.total === 1 ? 'company' : 'companies'}`}
          </p>
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {data.items.map((company) => (
              <li key={company._id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="font-medium">{company.name}</p>
                  <p className="text-base-content/75 text-sm">
                    {companyStatusLabels[company.status]} · {company.memberCount}{' '}
                    {company.memberCount === 1 ? 'member' : 'members'}
                    {company.applicant ? ` · ${company.applicant.email}` : ''}
                  </p>
                  {company.status === 'approved' ? (
                    <p className="text-base-content/75 text-sm">{termsSummary(company)}</p>
                  ) : null}
                </div>
                <button type="button" className="btn btn-sm" onClick={() => setOpen(company._id)}>
                  Open {company.name}
                </button>
              </li>
            ))}
          </ul>
          {data.total > COMPANIES_PAGE_SIZE ? (
            <Pager
              page={page}
              pageCount={Math.ceil(data.total / COMPANIES_PAGE_SIZE)}
              label="Company pages"
              onPage={setPage}
            />
          ) : null}
        </>
      )}
    </div>
  );
};
