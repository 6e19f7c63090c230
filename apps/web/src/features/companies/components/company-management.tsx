import type { AddressInput } from '@ironvolt/shared/address';
import {
  type CompanyAddress,
  CompanyAddressBodySchema,
  type CompanyInvitation,
  type CompanyMember,
  type CompanyRole,
  companyRoleLabels,
  companyRoles,
  InvitationBodySchema,
} from '@ironvolt/shared/companies';
import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { TextField } from '@/components/ui/form/text-field';
import { useAddAddress, useDeleteAddress, useUpdateAddress } from '@/features/companies/api/addresses';
import { useInviteMember, useRevokeInvitation } from '@/features/companies/api/invite-member';
import { useRemoveMember, useUpdateMember } from '@/features/companies/api/members';
import { AddressFields, addressLine, emptyAddress } from './address-fields';
import { errorsOf } from './form-errors';

const dollars = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const fail = (error: Error) => toast.error(error.message);

type Scope = { companyId?: string | undefined };

const RoleSelect = ({
  value,
  onChange,
  label,
}: {
  value: CompanyRole;
  onChange: (role: CompanyRole) => void;
  label: string;
}) => (
  <select
    aria-label={label}
    className="select select-sm w-40"
    value={value}
    onChange={(event) => onChange(event.target.value as CompanyRole)}
  >
    {companyRoles.map((role) => (
      <option key={role} value={role}>
        {companyRoleLabels[role]}
      </option>
    ))}
  </select>
);

/** The members: role and order limit changed in place, removal asked first (the last admin stays: the server says so). */
export const MembersSection = ({
  companyId,
  members,
  myId,
}: Scope & { members: CompanyMember[]; myId?: string | undefined }) => {
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [limits, setLimits] = useState<Record<string, string>>({});
  const busy = update.isPending || remove.isPending;
  const scope = companyId ? { companyId } : {};

  const saveLimit = (member: CompanyMember) => {
    const text = (limits[member.userId] ?? '').trim();
    const orderLimit = text === '' ? null : Number(text);
    update.mutate(
      { ...scope, userId: member.userId, body: { orderLimit } },
      { onSuccess: () => toast.success(`Order limit of ${member.name} saved`), onError: fail },
    );
  };

  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2 id="members-heading" className="font-semibold text-xl">
        Members
      </h2>
      <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
        {members.map((member) => (
          <li
            key={member.userId}
            className="flex flex-col gap-3 p-4 lg:flex-row lg:items-end lg:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {member.name}
                {member.userId === myId ? ' (you)' : ''}
              </p>
              <p className="break-all text-base-content/75 text-sm">{member.email}</p>
              <p className="text-sm">
                {companyRoleLabels[member.role]}
                {member.orderLimit !== undefined ? ` · order limit ${dollars(member.orderLimit)}` : ''}
              </p>
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <RoleSelect
                label={`Role of ${member.name}`}
                value={member.role}
                onChange={(role) =>
                  update.mutate(
                    { ...scope, userId: member.userId, body: { role } },
                    {
                      onSuccess: () =>
                        toast.success(`${member.name} is now ${companyRoleLabels[role].toLowerCase()}`),
                      onError: fail,
                    },
                  )
                }
              />
              <label className="flex flex-col gap-1 text-sm">
                <span>Order limit of {member.name} ($)</span>
                <input
                  className="input input-sm w-36"
                  inputMode="decimal"
                  placeholder="No limit"
                  value={
                    limits[member.userId] ??
                    (member.orderLimit !== undefined ? String(member.orderLimit) : '')
                  }
                  onChange={(event) => setLimits({ ...limits, [member.userId]: event.target.value })}
                />
              </label>
              <button type="button" className="btn btn-sm" disabled={busy} onClick={() => saveLimit(member)}>
                Save limit
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline btn-error"
                disabled={busy}
                onClick={() => {
                  if (!window.confirm(`Remove ${member.name} from the company?`)) return;
                  remove.mutate(
                    { ...scope, userId: member.userId },
                    { onSuccess: () => toast.success(`${member.name} removed`), onError: fail },
                  );
                }}
              >
                Remove {member.name}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Invite by email as admin or buyer (with an optional order limit); the open invitations, each cancellable. */
export const InvitationsSection = ({
  companyId,
  invitations,
}: Scope & { invitations: CompanyInvitation[] }) => {
  const invite = useInviteMember();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [limit, setLimit] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const roleId = useId();
  const scope = companyId ? { companyId } : {};

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = InvitationBodySchema.safeParse({
      email,
      role,
      ...(limit.trim() ? { orderLimit: Number(limit) } : {}),
    });
    setErrors(errorsOf(parsed.error));
    if (!parsed.success) return;
    invite.mutate(
      { ...scope, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${parsed.data.email}`);
          setEmail('');
          setLimit('');
        },
        onError: fail,
      },
    );
  };

  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h2 id="invitations-heading" className="font-semibold text-xl">
        Invitations
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-3 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Email to invite"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={roleId} className="font-medium text-sm">
            Role
          </label>
          <select
            id={roleId}
            className="select w-full"
            value={role}
            onChange={(e) => setRole(e.target.value as CompanyRole)}
          >
            {companyRoles.map((r) => (
              <option key={r} value={r}>
                {companyRoleLabels[r]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Order limit in $ (optional)"
          inputMode="decimal"
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          error={errors.orderLimit}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
            Send invitation
          </button>
        </div>
      </form>
      {invitations.length > 0 ? (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {invitations.map((invitation) => (
            <li key={invitation._id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="break-all">
                {invitation.email} · {companyRoleLabels[invitation.role]} · until{' '}
                {new Date(invitation.expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(
                    { ...scope, invitationId: invitation._id },
                    { onSuccess: () => toast.success('Invitation cancelled'), onError: fail },
                  )
                }
              >
                Cancel invitation to {invitation.email}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-base-content/75 text-sm">No open invitations.</p>
      )}
    </section>
  );
};

const AddressForm = ({
  initial,
  submitLabel,
  onSubmit,
  pending,
}: {
  initial?: CompanyAddress;
  submitLabel: string;
  onSubmit: (body: { label?: string; address: AddressInput }, done: () => void) => void;
  pending: boolean;
}) => {
  const [label, setLabel] = useState(initial?.label ?? '');
  const [address, setAddress] = useState<AddressInput>(initial?.address ?? emptyAddress);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      className="max-w-2xl space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const body = { ...(label.trim() ? { label } : {}), address };
        const parsed = CompanyAddressBodySchema.safeParse(body);
        setErrors(errorsOf(parsed.error));
        if (!parsed.success) return;
        onSubmit(parsed.data, () => {
          if (!initial) {
            setLabel('');
            setAddress(emptyAddress);
          }
        });
      }}
    >
      <TextField
        label="Label (optional)"
        placeholder="Warehouse"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        error={errors.label}
      />
      <AddressFields
        legend={initial ? 'Change the address' : 'New delivery address'}
        value={address}
        onChange={setAddress}
        errors={errors}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
};

/** The company's delivery addresses; company admins (and shop admins) add, change and delete them. */
export const AddressesSection = ({
  companyId,
  addresses,
  canManage,
}: Scope & { addresses: CompanyAddress[]; canManage: boolean }) => {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<string | null>(null);
  const scope = companyId ? { companyId } : {};
  return (
    <section aria-labelledby="addresses-heading" className="space-y-3">
      <h2 id="addresses-heading" className="font-semibold text-xl">
        Delivery addresses
      </h2>
      {addresses.length === 0 ? (
        <p className="text-base-content/75 text-sm">No delivery addresses yet.</p>
      ) : null}
      <ul className="space-y-3">
        {addresses.map((entry) => (
          <li key={entry._id} className="rounded-box border border-base-300 bg-base-100 p-4">
            <p className="font-medium">{entry.label ?? 'Address'}</p>
            <p className="text-sm">{addressLine(entry.address)}</p>
            {canManage ? (
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() => setEditing(editing === entry._id ? null : entry._id)}
                >
                  {editing === entry._id ? 'Close' : `Change ${entry.label ?? 'address'}`}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline btn-error"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (!window.confirm('Delete this address?')) return;
                    remove.mutate(
                      { ...scope, addressId: entry._id },
                      { onSuccess: () => toast.success('Address deleted'), onError: fail },
                    );
                  }}
                >
                  Delete {entry.label ?? 'address'}
                </button>
              </div>
            ) : null}
            {editing === entry._id ? (
              <div className="mt-3">
                <AddressForm
                  initial={entry}
                  submitLabel="Save address"
                  pending={update.isPending}
                  onSubmit={(body) =>
                    update.mutate(
                      { ...scope, addressId: entry._id, body },
                      {
                        onSuccess: () => {
                          toast.success('Address saved');
                          setEditing(null);
                        },
                        onError: fail,
                      },
                    )
                  }
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? (
        <AddressForm
          submitLabel="Add address"
          pending={add.isPending}
          onSubmit={(body, done) =>
            add.mutate(
              { ...scope, body },
              {
                onSuccess: () => {
                  toast.success('Address added');
                  done();
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
    </section>
  );
};
