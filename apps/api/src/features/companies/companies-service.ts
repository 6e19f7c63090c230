import { createHash, randomBytes } from 'node:crypto';
import type { Address } from '@ironvolt/shared/address';
import {
  COMPANIES_PAGE_SIZE,
  COMPANY_ADDRESSES_MAX,
  COMPANY_INVITATION_TTL_DAYS,
  type Company,
  type CompanyAddress,
  type CompanyDetail,
  type CompanyInvitation,
  type CompanyMember,
  type CompanyRole,
  type CompanyStatus,
  companyMessages,
  companyTransitions,
  type MyCompany,
} from '@ironvolt/shared/companies';
import { centsToDollars, dollarsToCents } from '@ironvolt/shared/money';
import { priceListMessages } from '@ironvolt/shared/price-lists';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import {
  companies,
  companyAddresses,
  companyInvitations,
  companyMembers,
  priceLists,
  users,
} from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { mailShopOf } from '../../mail-templates/templates.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import type { MailOutbox } from '../../plugins/app/mail-outbox.ts';
import { companyOpenBalanceCents } from '../orders/public.ts';
import {
  adminCount,
  type CompanyListRow,
  findAddress,
  findCompany,
  findMember,
  insertMember,
  isInAnyCompany,
  listAddresses,
  listCompanies,
  listMembers,
  lockCompany,
  openInvitations,
} from './companies-repository.ts';

export interface CompaniesDeps {
  db: Database;
  config: Pick<Config, 'shopName' | 'publicUrl'>;
  mailOutbox: Pick<MailOutbox, 'enqueue'>;
}

const INVITATION_TTL_MS = COMPANY_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const tradeAccountLink = (config: CompaniesDeps['config']) => `${config.publicUrl}/dashboard/trade-account`;
const limitOf = (cents: number | null) => (cents === null ? {} : { orderLimit: centsToDollars(cents) });
const actorOf = (user: CurrentUser): Actor => ({ id: user.id, email: user.email });

export const companyJson = (row: CompanyListRow): Company => ({
  _id: row.id,
  name: row.name,
  status: row.status,
  ...(row.taxId ? { taxId: row.taxId } : {}),
  phone: row.phone,
  address: row.address,
  taxExempt: row.taxExempt,
  ...(row.priceListId ? { priceListId: row.priceListId } : {}),
  paymentTermsDays: row.paymentTermsDays,
  creditLimit: centsToDollars(row.creditLimitCents),
  createdAt: row.createdAt.toISOString(),
  applicant:
    row.applicantId && row.applicantEmail !== null
      ? { _id: row.applicantId, name: row.applicantName ?? '', email: row.applicantEmail }
      : null,
  memberCount: row.memberCount,
});

const memberJson = (row: Awaited<ReturnType<typeof listMembers>>[number]): CompanyMember => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  ...limitOf(row.orderLimitCents),
  joinedAt: row.createdAt.toISOString(),
});

const addressJson = (row: typeof companyAddresses.$inferSelect): CompanyAddress => ({
  _id: row.id,
  ...(row.label ? { label: row.label } : {}),
  address: row.address,
});

const invitationJson = (row: typeof companyInvitations.$inferSelect): CompanyInvitation => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  ...limitOf(row.orderLimitCents),
  expiresAt: row.expiresAt.toISOString(),
  invitedBy: row.invitedByEmail,
});

/**
 * Which company a signed-in user manages through /my-company: their own, as its company admin, while it is
 * approved. Shop admins manage any company through /companies/:id instead.
 */
export function managedCompanyOf(user: CurrentUser): string {
  if (!user.company) throw notFound(companyMessages.notMember);
  if (user.company.role !== 'admin') throw forbidden(companyMessages.companyAdminOnly);
  if (user.company.status !== 'approved') throw forbidden(companyMessages.notApproved);
  return user.company.id;
}

/** A customer with a proven address applies; they become the company's first company admin (ADR 130). */
export async function applyForCompany(
  deps: CompaniesDeps,
  user: CurrentUser,
  body: { name: string; taxId?: string | undefined; address: Address; phone: string },
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    // Read inside the transaction, not from the request: the address may have been proven a moment ago.
    const [row] = await tx
      .select({ verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!row?.verified) throw forbidden(companyMessages.notProven);
    if (await isInAnyCompany(tx, user.id)) throw conflict(companyMessages.alreadyMember);
    const [company] = await tx
      .insert(companies)
      .values({
        name: body.name,
        taxId: body.taxId ?? null,
        phone: body.phone,
        address: body.address,
        appliedBy: user.id,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('insert into companies returned no row');
    if (
      !(await insertMember(tx, {
        userId: user.id,
        companyId: company.id,
        role: 'admin',
        orderLimitCents: null,
      }))
    )
      throw conflict(companyMessages.alreadyMember);
    await recordActivity(tx, {
      actor: actorOf(user),
      action: 'company.applied',
      subject: { type: 'company', id: company.id, label: body.name },
      after: { name: body.name, taxId: body.taxId ?? null, phone: body.phone, address: body.address },
    });
    return company.id;
  });
}

export async function getCompanies(
  db: Database,
  query: { status?: CompanyStatus | undefined; q?: string | undefined; page: number },
): Promise<{ companies: Company[]; total: number }> {
  const { rows, total } = await listCompanies(db, {
    status: query.status,
    q: query.q,
    offset: (query.page - 1) * COMPANIES_PAGE_SIZE,
    limit: COMPANIES_PAGE_SIZE,
  });
  return { companies: rows.map(companyJson), total };
}

export async function getCompanyDetail(db: Database, id: string): Promise<CompanyDetail> {
  const row = await findCompany(db, id);
  if (!row) throw notFound(companyMessages.notFound);
  const [members, addresses, invitations] = await Promise.all([
    listMembers(db, id),
    listAddresses(db, id),
    openInvitations(db, id),
  ]);
  return {
    ...companyJson(row),
    members: members.map(memberJson),
    addresses: addresses.map(addressJson),
    invitations: invitations.map(invitationJson),
  };
}

/** GET /my-company: what a member sees; company admins also see every member and the open invitations. */
export async function getMyCompany(db: Database, user: CurrentUser): Promise<MyCompany> {
  if (!user.company) throw notFound(companyMessages.notMember);
  const { id, role, orderLimitCents } = user.company;
  const row = await findCompany(db, id);
  if (!row) throw notFound(companyMessages.notMember);
  const seesAll = role === 'admin';
  const onAccount = row.status === 'approved' && row.paymentTermsDays > 0 && row.creditLimitCents > 0;
  const [addresses, members, invitations, openCents] = await Promise.all([
    listAddresses(db, id),
    seesAll ? listMembers(db, id) : Promise.resolve(undefined),
    seesAll ? openInvitations(db, id) : Promise.resolve(undefined),
    onAccount ? companyOpenBalanceCents(db, id) : Promise.resolve(undefined),
  ]);
  return {
    company: companyJson(row),
    role,
    ...limitOf(orderLimitCents),
    ...(openCents === undefined
      ? {}
      : { availableCredit: centsToDollars(Math.max(row.creditLimitCents - openCents, 0)) }),
    addresses: addresses.map(addressJson),
    ...(members ? { members: members.map(memberJson) } : {}),
    ...(invitations ? { invitations: invitations.map(invitationJson) } : {}),
  };
}

/**
 * PATCH /companies/:id (shop admins): the status by the allowed moves, and the company's details. Approving or
 * rejecting mails the applicant in the same transaction; a rejected application lets its members go, so the
 * applicant may apply again.
 */
export async function patchCompany(
  deps: CompaniesDeps,
  actor: Actor,
  id: string,
  body: {
    status?: 'approved' | 'rejected' | 'suspended' | undefined;
    taxExempt?: boolean | undefined;
    priceListId?: string | null | undefined;
    taxId?: string | null | undefined;
    name?: string | undefined;
    address?: Address | undefined;
    phone?: string | undefined;
    paymentTermsDays?: number | undefined;
    /** Dollars, as sent. */
    creditLimit?: number | undefined;
  },
): Promise<CompanyDetail> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockCompany(tx, id);
    if (!locked) throw notFound(companyMessages.notFound);
    const [before] = await tx.select().from(companies).where(eq(companies.id, id));
    if (!before) throw notFound(companyMessages.notFound);
    if (body.priceListId) {
      const [list] = await tx
        .select({ id: priceLists.id })
        .from(priceLists)
        .where(eq(priceLists.id, body.priceListId));
      if (!list) throw notFound(priceListMessages.notFound);
    }
    const status = body.status && body.status !== before.status ? body.status : undefined;
    if (status && !companyTransitions[before.status].includes(status))
      throw conflict(companyMessages.transition(before.status, status), 'status');
    const creditLimitCents = body.creditLimit === undefined ? undefined : dollarsToCents(body.creditLimit);
    // Terms are given to a trade account the shop trusts; a suspended one keeps them (its members buy as customers).
    const givesCredit = (body.paymentTermsDays ?? 0) > 0 || (creditLimitCents ?? 0) > 0;
    if (givesCredit && !['approved', 'suspended'].includes(status ?? before.status))
      throw conflict(companyMessages.termsNeedApproval, 'status');
    const changes = {
      ...(status ? { status } : {}),
      ...(body.taxExempt !== undefined ? { taxExempt: body.taxExempt } : {}),
      ...(body.priceListId !== undefined ? { priceListId: body.priceListId } : {}),
      ...(body.taxId !== undefined ? { taxId: body.taxId } : {}),
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.address !== undefined ? { address: body.address } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.paymentTermsDays !== undefined ? { paymentTermsDays: body.paymentTermsDays } : {}),
      ...(creditLimitCents !== undefined ? { creditLimitCents } : {}),
    };
    if (Object.keys(changes).length === 0) return;
    await tx.update(companies).set(changes).where(eq(companies.id, id));
    const changed = Object.keys(changes) as (keyof typeof changes)[];
    // A rejection takes every member out of the company: the trail names who they were.
    const removed =
      status === 'rejected'
        ? await tx
            .delete(companyMembers)
            .where(eq(companyMembers.companyId, id))
            .returning({ userId: companyMembers.userId, role: companyMembers.role })
        : [];
    const emails = new Map(
      removed.length === 0
        ? []
        : (
            await tx
              .select({ id: users.id, email: users.email })
              .from(users)
              .where(
                inArray(
                  users.id,
                  removed.map((member) => member.userId),
                ),
              )
          ).map((user) => [user.id, user.email]),
    );
    const members = removed.map((member) => ({
      userId: member.userId,
      email: emails.get(member.userId) ?? null,
      role: member.role,
    }));
    await recordActivity(tx, {
      actor,
      action: 'company.edited',
      subject: { type: 'company', id, label: body.name ?? before.name },
      before: {
        ...Object.fromEntries(changed.map((key) => [key, before[key]])),
        ...(status === 'rejected' ? { members } : {}),
      },
      after: { ...changes, ...(status === 'rejected' ? { members: [] } : {}) },
    });
    if ((status === 'approved' && before.status === 'applied') || status === 'rejected') {
      const [applicant] = before.appliedBy
        ? await tx
            .select({ email: users.email, deletedAt: users.deletedAt })
            .from(users)
            .where(eq(users.id, before.appliedBy))
        : [];
      if (applicant && !applicant.deletedAt)
        await deps.mailOutbox.enqueue(tx, {
          kind: status === 'approved' ? 'company_approved' : 'company_rejected',
          to: applicant.email,
          subject:
            status === 'approved'
              ? `Your trade account at ${deps.config.shopName} is approved`
              : `Your trade account application at ${deps.config.shopName}`,
          data: {
            shop: mailShopOf(deps.config),
            companyName: body.name ?? before.name,
            link: tradeAccountLink(deps.config),
          },
        });
    }
  });
  return getCompanyDetail(deps.db, id);
}

/**
 * Mails a single-use invitation (7 days) to join the company as admin or buyer; a new invitation to the same
 * address replaces the open one. A member of this company cannot be invited (409); a member of another one can,
 * as any address can, and is refused when they accept.
 */
export async function inviteMember(
  deps: CompaniesDeps,
  actor: Actor,
  companyId: string,
  body: { email: string; role: CompanyRole; orderLimit?: number | undefined },
): Promise<CompanyInvitation> {
  const email = body.email.toLowerCase();
  return deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(companyMessages.notFound);
    if (company.status !== 'approved') throw conflict(companyMessages.companyNotApproved);
    // Only a member of this company is refused (its admins see its members). Whether an address belongs to another
    // company is not told: the invitation is mailed as to anyone, and its acceptance is refused instead.
    const [existing] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (existing) throw conflict(companyMessages.personInThisCompany, 'email');
    await tx
      .delete(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          eq(companyInvitations.email, email),
          isNull(companyInvitations.acceptedAt),
        ),
      );
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId,
        email,
        role: body.role,
        orderLimitCents: body.orderLimit === undefined ? null : dollarsToCents(body.orderLimit),
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        invitedByEmail: actor.email,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('insert into company_invitations returned no row');
    await deps.mailOutbox.enqueue(tx, {
      kind: 'company_invitation',
      to: email,
      subject: `Join ${company.name} at ${deps.config.shopName}`,
      data: {
        shop: mailShopOf(deps.config),
        link: `${tradeAccountLink(deps.config)}?invitation=${token}`,
        companyName: company.name,
        role: body.role,
        days: COMPANY_INVITATION_TTL_DAYS,
      },
    });
    await recordActivity(tx, {
      actor,
      action: 'company.member_invited',
      subject: { type: 'company', id: companyId, label: company.name },
      after: { email, role: body.role, orderLimit: body.orderLimit ?? null },
    });
    return invitationJson(row);
  });
}

/** Cancels an open invitation: its link stops working. */
export async function revokeInvitation(db: Database, actor: Actor, companyId: string, invitationId: string) {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(companyMessages.notFound);
    const [gone] = await tx
      .delete(companyInvitations)
      .where(
        and(
          eq(companyInvitations.id, invitationId),
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
        ),
      )
      .returning();
    if (!gone) throw notFound(companyMessages.invitationNotFound);
    await recordActivity(tx, {
      actor,
      action: 'company.invitation_revoked',
      subject: { type: 'company', id: companyId, label: company.name },
      before: { email: gone.email, role: gone.role },
    });
  });
}

/**
 * The invited person, signed in with the invitation's address and having proven it, joins the company (once: the
 * link is then used up). Refused when they already belong to a company or the company is no longer approved.
 */
/** The open invitation a token names, locked with `for update` when asked. */
const openInvitationOf = (tx: Database, token: string, lock: boolean) => {
  const query = tx
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.tokenHash, hashToken(token)),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    );
  return lock ? query.for('update') : query;
};

export async function acceptInvitation(db: Database, user: CurrentUser, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The company first, then its invitation, in the order inviting and revoking lock them: no deadlock between them.
    const [found] = await openInvitationOf(tx, token, false);
    if (!found) throw notFound(companyMessages.invitationInvalid);
    const company = await lockCompany(tx, found.companyId);
    const [invitation] = await openInvitationOf(tx, token, true);
    if (!invitation) throw notFound(companyMessages.invitationInvalid);
    const [me] = await tx
      .select({ email: users.email, verified: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id));
    if (!me || me.email.toLowerCase() !== invitation.email)
      throw forbidden(companyMessages.invitationOtherAddress);
    if (!me.verified) throw forbidden(companyMessages.invitationNotProven);
    if (company?.status !== 'approved') throw conflict(companyMessages.companyNotApproved);
    const joined = await insertMember(tx, {
      userId: user.id,
      companyId: invitation.companyId,
      role: invitation.role,
      orderLimitCents: invitation.orderLimitCents,
    });
    if (!joined) throw conflict(companyMessages.invitationAlreadyMember);
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(companyInvitations.id, invitation.id));
    await recordActivity(tx, {
      actor: actorOf(user),
      action: 'company.member_joined',
      subject: { type: 'company', id: company.id, label: company.name },
      after: {
        userId: user.id,
        email: me.email,
        role: invitation.role,
        orderLimit: invitation.orderLimitCents === null ? null : centsToDollars(invitation.orderLimitCents),
      },
    });
  });
}

/** Changes a member's role or order limit; the company's last company admin stays one (409). */
export async function patchMember(
  db: Database,
  actor: Actor,
  companyId: string,
  userId: string,
  body: { role?: CompanyRole | undefined; orderLimit?: number | null | undefined },
): Promise<CompanyMember> {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(companyMessages.notFound);
    const member = await findMember(tx, companyId, userId);
    if (!member) throw notFound(companyMessages.memberNotFound);
    if (member.role === 'admin' && body.role === 'buyer' && (await adminCount(tx, companyId)) <= 1)
      throw conflict(companyMessages.lastAdmin, 'role');
    const changes = {
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(body.orderLimit !== undefined
        ? { orderLimitCents: body.orderLimit === null ? null : dollarsToCents(body.orderLimit) }
        : {}),
    };
    await tx
      .update(companyMembers)
      .set(changes)
      .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
    await recordActivity(tx, {
      actor,
      action: 'company.member_changed',
      subject: { type: 'company', id: companyId, label: company.name },
      before: { userId, role: member.role, orderLimitCents: member.orderLimitCents },
      after: { userId, ...changes },
    });
  });
  const members = await listMembers(db, companyId);
  const changed = members.find((member) => member.userId === userId);
  if (!changed) throw notFound(companyMessages.memberNotFound);
  return memberJson(changed);
}

/** Takes a member out of the company: they buy as an ordinary customer again. The last company admin stays (409). */
export async function removeMember(
  db: Database,
  actor: Actor,
  companyId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(companyMessages.notFound);
    const member = await findMember(tx, companyId, userId);
    if (!member) throw notFound(companyMessages.memberNotFound);
    if (member.role === 'admin' && (await adminCount(tx, companyId)) <= 1)
      throw conflict(companyMessages.lastAdmin);
    await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
    await recordActivity(tx, {
      actor,
      action: 'company.member_removed',
      subject: { type: 'company', id: companyId, label: company.name },
      before: { userId, role: member.role, orderLimitCents: member.orderLimitCents },
    });
  });
}

/** The company's addresses; 404 for no such company, as GET /companies/:id answers. */
export async function getAddresses(db: Database, companyId: string): Promise<CompanyAddress[]> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound(companyMessages.notFound);
  return (await listAddresses(db, companyId)).map(addressJson);
}

export async function addAddress(
  db: Database,
  actor: Actor,
  companyId: string,
  body: { label?: string | undefined; address: Address },
): Promise<CompanyAddress> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(companyMessages.notFound);
    if ((await listAddresses(tx, companyId)).length >= COMPANY_ADDRESSES_MAX)
      throw conflict(companyMessages.tooManyAddresses);
    const [row] = await tx
      .insert(companyAddresses)
      .values({ companyId, label: body.label ?? null, address: body.address })
      .returning();
    if (!row) throw new Error('insert into company_addresses returned no row');
    await recordActivity(tx, {
      actor,
      action: 'company.address_added',
      subject: { type: 'company', id: companyId, label: company.name },
      after: { addressId: row.id, label: row.label, address: row.address },
    });
    return addressJson(row);
  });
}

export async function patchAddress(
  db: Database,
  actor: Actor,
  companyId: string,
  addressId: string,
  body: { label?: string | null | undefined; address?: Address | undefined },
): Promise<CompanyAddress> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(companyMessages.notFound);
    const before = await findAddress(tx, companyId, addressId);
    if (!before) throw notFound(companyMessages.addressNotFound);
    const changes = {
      ...(body.label !== undefined ? { label: body.label } : {}),
      ...(body.address !== undefined ? { address: body.address } : {}),
    };
    const [row] = await tx
      .update(companyAddresses)
      .set(changes)
      .where(eq(companyAddresses.id, addressId))
      .returning();
    if (!row) throw notFound(companyMessages.addressNotFound);
    await recordActivity(tx, {
      actor,
      action: 'company.address_edited',
      subject: { type: 'company', id: companyId, label: company.name },
      before: { addressId, label: before.label, address: before.address },
      after: { addressId, ...changes },
    });
    return addressJson(row);
  });
}

export async function deleteAddress(db: Database, actor: Actor, companyId: string, addressId: string) {
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw notFound(companyMessages.notFound);
    const [gone] = await tx
      .delete(companyAddresses)
      .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, addressId)))
      .returning();
    if (!gone) throw notFound(companyMessages.addressNotFound);
    await recordActivity(tx, {
      actor,
      action: 'company.address_deleted',
      subject: { type: 'company', id: companyId, label: company.name },
      before: { addressId, label: gone.label, address: gone.address },
    });
  });
}

/**
 * An account being deleted leaves its company in the deletion's transaction (users are kept as erased rows, so no
 * foreign key removes the membership). The last company admin of a company with other members must hand over
 * first (409); a sole member simply leaves, and shop admins see the company without members.
 */
export async function leaveCompanyOnAccountDeletion(
  tx: Database,
  actor: Actor,
  userId: string,
): Promise<void> {
  const [membership] = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  if (!membership) return;
  const company = await lockCompany(tx, membership.companyId);
  const member = await findMember(tx, membership.companyId, userId);
  if (!company || !member) return;
  const others = (await listMembers(tx, membership.companyId)).filter((m) => m.userId !== userId);
  if (member.role === 'admin' && others.length > 0 && (await adminCount(tx, membership.companyId)) <= 1)
    throw conflict(companyMessages.deleteLastCompanyAdmin);
  await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
  await recordActivity(tx, {
    actor,
    action: 'company.member_removed',
    subject: { type: 'company', id: membership.companyId, label: company.name },
    before: { userId, role: member.role, orderLimitCents: member.orderLimitCents },
  });
}
