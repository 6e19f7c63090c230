import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityEntry,
  activityActionLabels,
  activityActions,
} from '@ironvolt/shared/admin';
import { centsToDollars, formatDollars } from '@ironvolt/shared/money';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmailText } from '@/components/ui/email-text';
import { Pager } from '@/components/ui/pager';
import { EmptyList, ListCount, LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { paths } from '@/config/paths';
import { useActivity } from '@/features/admin/api/get-activity';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const readAction = (value: string | null): ActivityAction | undefined =>
  (activityActions as readonly string[]).includes(value ?? '') ? (value as ActivityAction) : undefined;

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** A recorded value as people read it: cents as dollars, nothing as a dash. */
const showValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (key.endsWith('Cents') && typeof value === 'number') return formatDollars(centsToDollars(value));
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The fields an entry changed, each with its value before and after (one side only when added or deleted). */
const Changes = ({ entry }: { entry: ActivityEntry }) => {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-base-content/75">—</span>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium">{key}</dt>
          <dd className="break-words">
            {entry.before ? (
              <>
                <span className="sr-only">before: </span>
                <span className="text-base-content/75 line-through">{showValue(key, entry.before[key])}</span>
              </>
            ) : null}
            {entry.before && entry.after ? <span aria-hidden="true"> → </span> : null}
            {entry.after ? (
              <>
                <span className="sr-only">{entry.before ? ', after: ' : 'set to: '}</span>
                <span>{showValue(key, entry.after[key])}</span>
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
};

/** How a subject's kind reads before its name. */
const subjectKinds: Record<ActivityEntry['subject']['type'], string> = {
  product: 'Product',
  order: 'Order',
  user: 'Account',
  category: 'Category',
  company: 'Company',
  price_list: 'Price list',
  quote: 'Quote',
  return: 'Return',
  shipping_zone: 'Shipping zone',
  recall: 'Recall',
};

/** Where an admin goes to see a subject: its own page, or its list searched for it. */
const subjectHref = ({ type, id, label }: ActivityEntry['subject']): string | undefined => {
  switch (type) {
    case 'order':
      return paths.dashboard.manageOrder.getHref(id);
    case 'product':
      return label ? `${paths.dashboard.manageProducts.getHref()}?q=${encodeURIComponent(label)}` : undefined;
    case 'user':
      return label ? `${paths.dashboard.users.getHref()}?q=${encodeURIComponent(label)}` : undefined;
    case 'category':
      return paths.dashboard.categories.getHref();
    case 'company':
      return paths.dashboard.companies.getHref();
    case 'return':
      return paths.dashboard.returnOf.getHref(id);
    default:
      return undefined;
  }
};

/** What an entry was about, by its name (an account's is its e-mail), linked to where it can be seen. */
const Subject = ({ entry }: { entry: ActivityEntry }) => {
  const { type, label } = entry.subject;
  const href = subjectHref(entry.subject);
  const name = type === 'user' ? <EmailText email={label} /> : label || 'Unnamed';
  return (
    <>
      <p className="text-base-content/75 text-xs">{subjectKinds[type]}</p>
      <p className="font-medium">
        {href ? (
          <Link to={href} className="link link-hover">
            {name}
          </Link>
        ) : (
          name
        )}
      </p>
    </>
  );
};

/** Who acted: their name (linked to them in Users) over the e-mail they had then. */
const Actor = ({ actor }: { actor: ActivityEntry['actor'] }) => {
  const href = `${paths.dashboard.users.getHref()}?q=${encodeURIComponent(actor.email)}`;
  return (
    <>
      {actor.name ? (
        <p className="font-medium">
          {actor.id ? (
            <Link to={href} className="link link-hover">
              {actor.name}
            </Link>
          ) : (
            actor.name
          )}
        </p>
      ) : null}
      <p className={actor.name ? 'text-base-content/75 text-xs' : 'text-sm'}>
        <EmailText email={actor.email} />
      </p>
    </>
  );
};

/** The audit trail: newest first, filtered by who acted and by action (kept in the URL), 50 a page. */
export const ActivityLog = () => {
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') ?? '';
  const action = readAction(params.get('action'));
  const page = readPage(params.get('page'));
  const actorId = useId();
  const actionId = useId();
  const { data, isPending, isError, refetch, isFetching } = useActivity({ actor, action, page });

  const setParam = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  const applyActor = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('actor');
    setParam('actor', typeof value === 'string' ? value.trim() : '');
  };

  const filters = (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <form className="flex flex-wrap items-end gap-2" onSubmit={applyActor}>
        <div className="flex flex-col gap-1">
          <label htmlFor={actorId} className="font-medium text-sm">
            Admin's email
          </label>
          <input
            key={actor}
            id={actorId}
            name="actor"
            type="search"
            defaultValue={actor}
            className="input input-sm w-64 max-w-full"
            placeholder="Everyone"
            autoComplete="off"
          />
        </div>
        <button type="submit" className="btn btn-sm">
          Filter
        </button>
      </form>
      <div className="flex flex-col gap-1">
        <label htmlFor={actionId} className="font-medium text-sm">
          Action
        </label>
        <select
          id={actionId}
          className="select select-sm w-60 max-w-full"
          value={action ?? ''}
          onChange={(event) => setParam('action', event.target.value)}
        >
          <option value="">All actions</option>
          {activityActions.map((value) => (
            <option key={value} value={value}>
              {activityActionLabels[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );

  let body: React.ReactNode;
  if (isPending) body = <TableSkeleton label="Loading…" />;
  else if (isError) body = <LoadFailed what="activity" onRetry={() => void refetch()} />;
  else if (data.items.length === 0)
    body = <EmptyList>No admin actions{actor || action ? ' match these filters' : ' yet'}.</EmptyList>;
  else
    body = (
      <>
        <ListCount total={data.total} one="entry" many="entries" fetching={isFetching} />
        {/* Desktop: a table. */}
        <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm lg:block">
          <table className="table">
            <caption className="sr-only">Admin activity</caption>
            <thead>
              <tr className="text-base-content/80">
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">On</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry._id} className="align-top hover:bg-base-200/60">
                  <td className="whitespace-nowrap text-sm">
                    <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
                  </td>
                  <td className="min-w-52 text-sm">
                    <Actor actor={entry.actor} />
                  </td>
                  <td className="whitespace-nowrap">{activityActionLabels[entry.action]}</td>
                  <td>
                    <Subject entry={entry} />
                  </td>
                  <td>
                    <Changes entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Phones and tablets: one card per entry. */}
        <ul className="flex flex-col gap-3 lg:hidden" aria-label="Admin activity">
          {data.items.map((entry) => (
            <li key={entry._id} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
              <p className="font-semibold">{activityActionLabels[entry.action]}</p>
              <p className="text-sm">
                <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
              </p>
              <div className="mt-2 text-sm">
                <Actor actor={entry.actor} />
              </div>
              <div className="mt-2">
                <Subject entry={entry} />
              </div>
              <div className="mt-2">
                <Changes entry={entry} />
              </div>
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pageCount={Math.max(1, Math.ceil(data.total / ACTIVITY_PAGE_SIZE))}
          onPage={(next) => setParam('page', next > 1 ? String(next) : '')}
          label="Activity pages"
        />
      </>
    );

  return (
    <>
      {filters}
      {body}
    </>
  );
};
