import type { Address } from '@ironvolt/shared/address';
import type { CompanyRole, CompanyStatus } from '@ironvolt/shared/companies-constants';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companies,
  companyAddresses,
  companyInvitations,
  companyMembers,
  users,
} from '../../db/schema/index.ts';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A company with who applied and how many belong to it. */
const companyColumns = {
  id: companies.id,
  name: companies.name,
  taxId: companies.taxId,
  phone: companies.phone,
  address: companies.address,
  status: companies.status,
  taxExempt: companies.taxExempt,
  priceListId: companies.priceListId,
  paymentTermsDays: companies.paymentTermsDays,
  creditLimitCents: companies.creditLimitCents,
  createdAt: companies.createdAt,
  applicantId: users.id,
  applicantName: users.name,
  applicantEmail: users.email,
  memberCount: sql<number>`(select count(*)::int from company_members m where m.company_id = "companies"."id")`,
};
export type CompanyListRow = {
  id: string;
  name: string;
  taxId: string | null;
  phone: string;
  address: Address;
  status: CompanyStatus;
  taxExempt: boolean;
  priceListId: string | null;
  paymentTermsDays: number;
  creditLimitCents: number;
  createdAt: Date;
  applicantId: string | null;
  applicantName: string | null;
  applicantEmail: string | null;
  memberCount: number;
};

const companiesWithApplicant = (db: Database) =>
  db.select(companyColumns).from(companies).leftJoin(users, eq(users.id, companies.appliedBy));

export async function findCompany(db: Database, id: string): Promise<CompanyListRow | undefined> {
  const [row] = await companiesWithApplicant(db).where(eq(companies.id, id)).limit(1);
  return row;
}

/** A page of the companies, of one status or all, each word of `q` in the name, tax ID or applicant's email. */
export async function listCompanies(
  db: Database,
  query: { status?: CompanyStatus | undefined; q?: string | undefined; offset: number; limit: number },
): Promise<{ rows: CompanyListRow[]; total: number }> {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const where = and(
    query.status ? eq(companies.status, query.status) : undefined,
    ...words.map(
      (word) =>
        sql`lower(${companies.name} || ' ' || coalesce(${companies.taxId}, '') || ' ' || coalesce(${users.email}, '')) like lower(${`%${likeLiteral(word)}%`})`,
    ),
  );
  const [rows, [counted]] = await Promise.all([
    companiesWithApplicant(db)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.appliedBy))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Locks the company's row for a change of its members, so two changes cannot both leave it without an admin. */
export async function lockCompany(db: Database, id: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      appliedBy: companies.appliedBy,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row;
}

export const listMembers = (db: Database, companyId: string) =>
  db
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      orderLimitCents: companyMembers.orderLimitCents,
      createdAt: companyMembers.createdAt,
      name: users.name,
      email: users.email,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));

export async function findMember(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function adminCount(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')));
  return row?.n ?? 0;
}

export async function isInAnyCompany(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function insertMember(
  db: Database,
  member: { userId: string; companyId: string; role: CompanyRole; orderLimitCents: number | null },
): Promise<boolean> {
  // The user is the key: a second membership is refused by the database, whoever wrote first.
  const inserted = await db
    .insert(companyMembers)
    .values(member)
    .onConflictDoNothing({ target: companyMembers.userId })
    .returning({ userId: companyMembers.userId });
  return inserted.length === 1;
}

export const listAddresses = (db: Database, companyId: string) =>
  db
    .select()
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .orderBy(asc(companyAddresses.createdAt), asc(companyAddresses.id));

export async function findAddress(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, id)))
    .limit(1);
  return row;
}

export const openInvitations = (db: Database, companyId: string) =>
  db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt));
