import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { build, databaseKinds, login, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { adminActivity, mailOutbox, users } from '../../db/schema/index.ts';

const address = { line1: '12 Harbour Street', city: 'Leeds', postalCode: 'LS1 4AB', country: 'GB' };
const application = (name: string) => ({ name, taxId: 'GB 123 4567 89', address, phone: '+44 113 496 0000' });

describe.each(databaseKinds)('trade accounts on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A customer who applies, and the company approved by the shop admin: its first company admin. */
  async function approvedCompany(name = `Acme ${Math.random().toString(36).slice(2, 8)}`) {
    const owner = await signIn(t.app, 'customer');
    const applied = await call(owner, 'POST', '/api/companies/apply', application(name));
    expect(applied.statusCode, applied.body).toBe(201);
    const id: string = applied.json()._id;
    const approved = await call(admin, 'PATCH', `/api/companies/${id}`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    return { id, owner, name };
  }

  /** Signs in an account with `email`, proven unless said otherwise. */
  async function signInAs(email: string, verified = true): Promise<SignedIn> {
    const user = await createUser(t.app.db, { email, emailVerifiedAt: verified ? new Date() : null });
    const token = await login(t.app, email, TEST_PASSWORD);
    return { user, token, headers: { authorization: `Bearer ${token}` } };
  }

  async function lastMailTo(to: string) {
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return row;
  }

  /** The token of the newest invitation mailed to `to`, as the mail that was sent says it (quoted-printable undone). */
  async function invitationToken(to: string): Promise<string> {
    await t.app.mailOutbox.deliverDue();
    const outbox = path.join(t.app.config.dataDir, 'outbox');
    const token = fs
      .readdirSync(outbox)
      .filter((file) => file.includes(to.toLowerCase()))
      .sort()
      .map((file) =>
        fs
          .readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .map((text) => /\/dashboard\/trade-account\?invitation=([\w-]+)/.exec(text)?.[1])
      .filter(Boolean)
      .pop();
    expect(token, `an invitation to ${to}`).toBeTruthy();
    return token ?? '';
  }

  /** Invites `email` to the owner's company and has them accept; answers their signed-in session. */
  async function member(owner: SignedIn, role: 'admin' | 'buyer', orderLimit?: number) {
    const email = `member.${Math.random().toString(36).slice(2, 10)}@example.com`;
    const invited = await call(owner, 'POST', '/api/my-company/invitations', { email, role, orderLimit });
    expect(invited.statusCode, invited.body).toBe(201);
    const person = await signInAs(email);
    const accepted = await call(person, 'POST', '/api/company-invitations/accept', {
      token: await invitationToken(email),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return person;
  }

  it('takes an application from a customer with a proven address, who becomes its first company admin', async () => {
    const customer = await signIn(t.app, 'customer');
    const res = await call(customer, 'POST', '/api/companies/apply', {
      ...application('Northwind Test Supply'),
      address: { ...address, country: 'gb', line2: 'Unit 4' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'applied' });

    const mine = await call(customer, 'GET', '/api/my-company');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      company: {
        _id: res.json()._id,
        name: 'Northwind Test Supply',
        status: 'applied',
        taxId: 'GB 123 4567 89',
        address: { ...address, line2: 'Unit 4', country: 'GB' },
        taxExempt: false,
        applicant: { _id: customer.user.id, email: customer.user.email },
        memberCount: 1,
      },
      role: 'admin',
      addresses: [],
      members: [{ userId: customer.user.id, role: 'admin' }],
    });

    // Once a member or applicant: 409, and nothing more written.
    const again = await call(customer, 'POST', '/api/companies/apply', application('Second Try Ltd'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already belong to a company or have applied for one');

    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, res.json()._id), eq(adminActivity.action, 'company.applied')));
    expect(entry).toMatchObject({
      actorId: customer.user.id,
      subjectType: 'company',
      subjectLabel: 'Northwind Test Supply',
    });
  });

  it('says in GET /me whether the user belongs to a company, as what, and its status (null for none)', async () => {
    const customer = await signIn(t.app, 'customer');
    const before = await call(customer, 'GET', '/api/me');
    expect(before.statusCode).toBe(200);
    expect(before.json().company).toBeNull();

    const { id, owner } = await approvedCompany();
    expect((await call(owner, 'GET', '/api/me')).json().company).toEqual({
      role: 'admin',
      status: 'approved',
      taxExempt: false,
    });
    await call(admin, 'PATCH', `/api/companies/${id}`, { status: 'suspended', taxExempt: true });
    expect((await call(owner, 'GET', '/api/me')).json().company).toEqual({
      role: 'admin',
      status: 'suspended',
      taxExempt: true,
    });
    // The route keeps its 404 for API clients that ask anyway.
    expect((await call(customer, 'GET', '/api/my-company')).statusCode).toBe(404);
  });

  it('refuses an applicant whose address is not proven (403), a bad address (400) and the anonymous (401)', async () => {
    const unproven = await signIn(t.app, 'customer', { verified: false });
    const res = await call(unproven, 'POST', '/api/companies/apply', application('Unproven Ltd'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Confirm your email address from My Profile before you apply for a trade account',
    );
    expect((await call(unproven, 'GET', '/api/my-company')).statusCode).toBe(404);

    const customer = await signIn(t.app, 'customer');
    const bad = await call(customer, 'POST', '/api/companies/apply', {
      ...application('Bad Country Ltd'),
      address: { ...address, country: 'UK' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The country must be a two-letter ISO 3166-1 code, such as US, GB or DE',
      field: 'address.country',
    });
    const noCity = await call(customer, 'POST', '/api/companies/apply', {
      ...application('No City Ltd'),
      address: { ...address, city: '' },
    });
    expect(noCity.json()).toEqual({ message: 'The city cannot be empty', field: 'address.city' });
    expect((await call(customer, 'GET', '/api/my-company')).statusCode).toBe(404);
    expect((await call(null, 'POST', '/api/companies/apply', application('Anon Ltd'))).statusCode).toBe(401);
  });

  it('lists companies for shop admins by status and search, with the total, and shows one in full', async () => {
    const { id, name } = await approvedCompany('Searchable Fasteners Ltd');
    const pending = await signIn(t.app, 'customer');
    await call(pending, 'POST', '/api/companies/apply', application('Pending Hinges Ltd'));

    const approved = await call(admin, 'GET', '/api/companies?status=approved&q=fasteners');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().map((c: { name: string }) => c.name)).toEqual([name]);
    expect(approved.headers['x-total-count']).toBe('1');
    const applied = await call(admin, 'GET', '/api/companies?status=applied');
    expect(applied.json().every((c: { status: string }) => c.status === 'applied')).toBe(true);
    expect(applied.json().map((c: { name: string }) => c.name)).toContain('Pending Hinges Ltd');
    const byEmail = await call(admin, 'GET', `/api/companies?q=${encodeURIComponent(pending.user.email)}`);
    expect(byEmail.json().map((c: { name: string }) => c.name)).toEqual(['Pending Hinges Ltd']);
    expect((await call(admin, 'GET', '/api/companies?status=closed')).statusCode).toBe(400);

    const detail = await call(admin, 'GET', `/api/companies/${id}`);
    expect(detail.json()).toMatchObject({
      _id: id,
      status: 'approved',
      members: [{ role: 'admin' }],
      addresses: [],
      invitations: [],
    });
    expect((await call(admin, 'GET', '/api/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('mails the applicant on approval and on rejection; a rejection is final and frees the applicant', async () => {
    const { owner, name } = await approvedCompany();
    const approvedMail = await lastMailTo(owner.user.email);
    expect(approvedMail).toMatchObject({
      kind: 'company_approved',
      subject: 'Your trade account at Ironvolt Tools is approved',
    });
    expect(approvedMail?.templateData).toMatchObject({
      companyName: name,
      link: 'http://localhost:3000/dashboard/trade-account',
    });

    const applicant = await signIn(t.app, 'customer');
    const id = (await call(applicant, 'POST', '/api/companies/apply', application('Rejected Ltd'))).json()
      ._id;
    const rejected = await call(admin, 'PATCH', `/api/companies/${id}`, { status: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', members: [] });
    expect(await lastMailTo(applicant.user.email)).toMatchObject({ kind: 'company_rejected' });
    // The trail names the members the rejection took out of the company, not only the status.
    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, id), eq(adminActivity.action, 'company.edited')))
      .orderBy(desc(adminActivity.at))
      .limit(1);
    expect(entry?.before).toEqual({
      status: 'applied',
      members: [{ userId: applicant.user.id, email: applicant.user.email, role: 'admin' }],
    });
    expect(entry?.after).toEqual({ status: 'rejected', members: [] });
    const back = await call(admin, 'PATCH', `/api/companies/${id}`, { status: 'approved' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      message: 'A company that is rejected cannot be approved',
      field: 'status',
    });
    // The applicant belongs to no company now and may apply again.
    expect((await call(applicant, 'GET', '/api/my-company')).statusCode).toBe(404);
    expect(
      (await call(applicant, 'POST', '/api/companies/apply', application('Second Go Ltd'))).statusCode,
    ).toBe(201);
  });

  it("reads membership from the database on each request: a suspension shows on the member's next call", async () => {
    const { id, owner } = await approvedCompany();
    const suspended = await call(admin, 'PATCH', `/api/companies/${id}`, {
      status: 'suspended',
      taxExempt: true,
    });
    expect(suspended.json()).toMatchObject({ status: 'suspended', taxExempt: true });
    const mine = await call(owner, 'GET', '/api/my-company');
    expect(mine.json().company.status).toBe('suspended');
    // A suspended company's admin manages nothing until it is approved again.
    const invite = await call(owner, 'POST', '/api/my-company/invitations', {
      email: 'x@example.com',
      role: 'buyer',
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(
      'Your company is not approved: this is possible only for an approved company',
    );
    expect((await call(admin, 'PATCH', `/api/companies/${id}`, { status: 'approved' })).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/my-company')).json().company.status).toBe('approved');
    expect((await call(admin, 'PATCH', `/api/companies/${id}`, {})).json().message).toBe(
      'Send at least one thing to change',
    );

    const entries = await t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, id));
    expect(entries.filter((entry) => entry.action === 'company.edited')).toHaveLength(3);
  });

  it('invites by a single-use mailed link that only the invited, proven address can accept', async () => {
    const { id, owner, name } = await approvedCompany();
    const email = 'Invited.Buyer@Example.com';
    const invited = await call(owner, 'POST', '/api/my-company/invitations', {
      email,
      role: 'buyer',
      orderLimit: 1500.5,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'invited.buyer@example.com',
      role: 'buyer',
      orderLimit: 1500.5,
      invitedBy: owner.user.email,
    });
    const expires = Date.parse(invited.json().expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(expires).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const mail = await lastMailTo('invited.buyer@example.com');
    expect(mail).toMatchObject({ kind: 'company_invitation', subject: `Join ${name} at Ironvolt Tools` });
    const token = await invitationToken('invited.buyer@example.com');
    expect(token).toMatch(/^[\w-]{40,}$/);

    const stranger = await signIn(t.app, 'customer');
    const wrong = await call(stranger, 'POST', '/api/company-invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      'This invitation is for another email address: sign in with the address it was sent to',
    );
    const unproven = await signInAs('invited.buyer@example.com', false);
    const notYet = await call(unproven, 'POST', '/api/company-invitations/accept', { token });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().message).toBe(
      'Confirm your email address from My Profile before you accept the invitation',
    );
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unproven.user.id));

    const accepted = await call(unproven, 'POST', '/api/company-invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = (await call(unproven, 'GET', '/api/my-company')).json();
    expect(mine).toMatchObject({ company: { _id: id, memberCount: 2 }, role: 'buyer', orderLimit: 1500.5 });
    expect(mine.members).toBeUndefined();
    expect(mine.invitations).toBeUndefined();
    const used = await call(unproven, 'POST', '/api/company-invitations/accept', { token });
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe(
      'This invitation is invalid, already used or expired: ask the company admin for a new one',
    );

    // A person belongs to at most one company: a member of this one is not invited again (its admins see them)...
    const again = await call(owner, 'POST', '/api/my-company/invitations', {
      email: 'invited.buyer@example.com',
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('That person is already a member of this company');
    const other = await approvedCompany();
    // ...but another company's admin is answered as for any address, so as not to learn that it is a member
    // somewhere; the invitation is mailed, and refused when accepted.
    const elsewhere = await call(other.owner, 'POST', '/api/my-company/invitations', {
      email: 'Invited.Buyer@example.com',
      role: 'buyer',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(await lastMailTo('invited.buyer@example.com')).toMatchObject({
      kind: 'company_invitation',
      subject: `Join ${other.name} at Ironvolt Tools`,
    });
    const refusedJoin = await call(unproven, 'POST', '/api/company-invitations/accept', {
      token: await invitationToken('invited.buyer@example.com'),
    });
    expect(refusedJoin.statusCode).toBe(409);
    expect(refusedJoin.json().message).toBe(
      'You already belong to a company (or have applied for one): a person belongs to one company only, so this invitation cannot be accepted',
    );
    expect((await call(unproven, 'GET', '/api/my-company')).json().company._id).toBe(id);
    const late = await signInAs(`late.${Date.now()}@example.com`);
    await call(other.owner, 'POST', '/api/my-company/invitations', { email: late.user.email, role: 'buyer' });
    const lateToken = await invitationToken(late.user.email);
    await call(owner, 'POST', '/api/my-company/invitations', { email: late.user.email, role: 'buyer' });
    expect(
      (
        await call(late, 'POST', '/api/company-invitations/accept', {
          token: await invitationToken(late.user.email),
        })
      ).statusCode,
    ).toBe(200);
    const second = await call(late, 'POST', '/api/company-invitations/accept', { token: lateToken });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You already belong to a company (or have applied for one): a person belongs to one company only, so this invitation cannot be accepted',
    );
  });

  it('changes and removes members, always keeping one company admin (409)', async () => {
    const { id, owner } = await approvedCompany();
    const buyer = await member(owner, 'buyer', 250);
    const lastAdmin = await call(owner, 'PATCH', `/api/my-company/members/${owner.user.id}`, {
      role: 'buyer',
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().message).toBe(
      'A company always keeps one company admin: make another member admin first',
    );
    expect((await call(owner, 'DELETE', `/api/my-company/members/${owner.user.id}`)).statusCode).toBe(409);

    const limit = await call(owner, 'PATCH', `/api/my-company/members/${buyer.user.id}`, {
      orderLimit: 99.99,
    });
    expect(limit.json()).toMatchObject({ userId: buyer.user.id, role: 'buyer', orderLimit: 99.99 });
    const cleared = await call(owner, 'PATCH', `/api/my-company/members/${buyer.user.id}`, {
      orderLimit: null,
    });
    expect(cleared.json().orderLimit).toBeUndefined();
    expect(
      (await call(owner, 'PATCH', `/api/my-company/members/${buyer.user.id}`, { orderLimit: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await call(owner, 'PATCH', `/api/my-company/members/${buyer.user.id}`, { orderLimit: 1.234 }))
        .statusCode,
    ).toBe(400);

    // With a second admin, the first may step down and leave.
    expect(
      (await call(owner, 'PATCH', `/api/my-company/members/${buyer.user.id}`, { role: 'admin' })).statusCode,
    ).toBe(200);
    expect(
      (await call(owner, 'PATCH', `/api/my-company/members/${owner.user.id}`, { role: 'buyer' })).statusCode,
    ).toBe(200);
    // The step down holds at once: the former admin manages nothing now.
    expect((await call(owner, 'DELETE', `/api/my-company/members/${buyer.user.id}`)).statusCode).toBe(403);
    expect((await call(buyer, 'DELETE', `/api/my-company/members/${owner.user.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/my-company')).statusCode).toBe(404);
    expect((await call(buyer, 'DELETE', `/api/my-company/members/${buyer.user.id}`)).statusCode).toBe(409);
    expect((await call(buyer, 'DELETE', `/api/my-company/members/${owner.user.id}`)).statusCode).toBe(404);

    const actions = (await t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'company.member_invited',
        'company.member_joined',
        'company.member_changed',
        'company.member_removed',
      ]),
    );
  });

  it('takes a deleted account out of its company, but not the last company admin while others remain (409)', async () => {
    const { id, owner } = await approvedCompany();
    const buyer = await member(owner, 'buyer');
    const deleteOwn = (who: SignedIn) => call(who, 'DELETE', '/api/me', { password: TEST_PASSWORD });

    const refused = await deleteOwn(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "You are your company's last company admin: make another member admin before deleting your account",
    );
    expect((await call(owner, 'GET', '/api/my-company')).statusCode).toBe(200);

    expect((await deleteOwn(buyer)).statusCode).toBe(200);
    const company = await call(admin, 'GET', `/api/companies/${id}`);
    expect(company.json().members.map((m: { userId: string }) => m.userId)).toEqual([owner.user.id]);
    const removed = await t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, id));
    expect(removed.some((e) => e.action === 'company.member_removed')).toBe(true);

    // Alone in the company, its admin may go: the company stays for the shop admins, without members.
    expect((await deleteOwn(owner)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/companies/${id}`)).json().members).toEqual([]);
  });

  it('keeps company addresses: members read them, company admins change them', async () => {
    const { id, owner } = await approvedCompany();
    const buyer = await member(owner, 'buyer');
    const added = await call(owner, 'POST', '/api/my-company/addresses', {
      label: 'Warehouse',
      address: { ...address, region: 'West Yorkshire' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const addressId = added.json()._id;
    expect(added.json()).toEqual({
      _id: addressId,
      label: 'Warehouse',
      address: { ...address, region: 'West Yorkshire' },
    });
    expect((await call(buyer, 'GET', '/api/my-company/addresses')).json()).toEqual([added.json()]);
    expect((await call(buyer, 'GET', '/api/my-company')).json().addresses).toEqual([added.json()]);
    expect((await call(buyer, 'POST', '/api/my-company/addresses', { address })).statusCode).toBe(403);

    const moved = await call(owner, 'PATCH', `/api/my-company/addresses/${addressId}`, {
      address: { ...address, city: 'York' },
      label: null,
    });
    expect(moved.json()).toEqual({ _id: addressId, address: { ...address, city: 'York' } });
    expect(
      (
        await call(owner, 'PATCH', `/api/my-company/addresses/${addressId}`, {
          address: { ...address, country: 'XX' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(owner, 'DELETE', `/api/my-company/addresses/${addressId}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/my-company/addresses/${addressId}`)).statusCode).toBe(404);
    const actions = (await t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['company.address_added', 'company.address_edited', 'company.address_deleted']),
    );
  });

  it('lets shop admins do all of it for any company', async () => {
    const { id, owner } = await approvedCompany();
    const invited = await call(admin, 'POST', `/api/companies/${id}/invitations`, {
      email: 'by.admin@example.com',
      role: 'admin',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitedBy).toBe(admin.user.email);
    const revoked = await call(admin, 'DELETE', `/api/companies/${id}/invitations/${invited.json()._id}`);
    expect(revoked.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/companies/${id}`)).json().invitations).toEqual([]);

    // An unknown company has no addresses to list: 404, as for the company itself, not an empty list.
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/companies/${nobody}`, `/api/companies/${nobody}/addresses`]) {
      const unknown = await call(admin, 'GET', url);
      expect([unknown.statusCode, unknown.json().message], url).toEqual([404, 'There is no such company']);
    }
    const added = await call(admin, 'POST', `/api/companies/${id}/addresses`, { address });
    expect(added.statusCode).toBe(201);
    expect((await call(owner, 'GET', '/api/my-company/addresses')).json()).toHaveLength(1);
    expect(
      (
        await call(admin, 'PATCH', `/api/companies/${id}/addresses/${added.json()._id}`, { label: 'Depot' })
      ).json().label,
    ).toBe('Depot');
    const buyer = await member(owner, 'buyer');
    expect(
      (
        await call(admin, 'PATCH', `/api/companies/${id}/members/${buyer.user.id}`, { orderLimit: 500 })
      ).json().orderLimit,
    ).toBe(500);
    expect(
      (await call(admin, 'PATCH', `/api/companies/${id}/members/${owner.user.id}`, { role: 'buyer' }))
        .statusCode,
    ).toBe(409);
    expect((await call(admin, 'DELETE', `/api/companies/${id}/members/${buyer.user.id}`)).statusCode).toBe(
      200,
    );
    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, id), eq(adminActivity.action, 'company.member_removed')));
    expect(entry?.actorId).toBe(admin.user.id);
  });

  describe('authorization', () => {
    it('a buyer cannot manage members, invitations or addresses', async () => {
      const { owner } = await approvedCompany();
      const buyer = await member(owner, 'buyer');
      for (const [method, url, payload] of [
        ['POST', '/api/my-company/invitations', { email: 'y@example.com', role: 'buyer' }],
        ['PATCH', `/api/my-company/members/${owner.user.id}`, { role: 'buyer' }],
        ['DELETE', `/api/my-company/members/${owner.user.id}`, undefined],
        ['POST', '/api/my-company/addresses', { address }],
      ] as const) {
        const res = await call(buyer, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("Only the company's admins can do this");
      }
    });

    it('a member of company A can neither see nor change company B', async () => {
      const a = await approvedCompany();
      const b = await approvedCompany();
      const bBuyer = await member(b.owner, 'buyer');
      const bAddress = (await call(b.owner, 'POST', '/api/my-company/addresses', { address })).json()._id;
      expect((await call(a.owner, 'GET', '/api/my-company')).json().company._id).toBe(a.id);
      for (const [method, url] of [
        ['GET', `/api/companies/${b.id}`],
        ['GET', `/api/companies/${b.id}/addresses`],
        ['PATCH', `/api/companies/${b.id}`],
        ['DELETE', `/api/companies/${b.id}/members/${bBuyer.user.id}`],
      ] as const) {
        const res = await call(
          a.owner,
          method,
          url,
          method === 'PATCH' ? { status: 'suspended' } : undefined,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      // Through their own company's routes, B's member and address are simply not there.
      expect((await call(a.owner, 'DELETE', `/api/my-company/members/${bBuyer.user.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await call(a.owner, 'PATCH', `/api/my-company/members/${bBuyer.user.id}`, { orderLimit: 1 }))
          .statusCode,
      ).toBe(404);
      expect((await call(a.owner, 'DELETE', `/api/my-company/addresses/${bAddress}`)).statusCode).toBe(404);
      expect((await call(b.owner, 'GET', '/api/my-company')).json().members).toHaveLength(2);
    });

    it('a customer or company admin cannot approve, list or see companies; the anonymous nothing at all', async () => {
      const customer = await signIn(t.app, 'customer');
      const { id, owner } = await approvedCompany();
      const pending = await signIn(t.app, 'customer');
      const pendingId = (
        await call(pending, 'POST', '/api/companies/apply', application('Self Approval Ltd'))
      ).json()._id;
      for (const who of [customer, owner, pending]) {
        for (const [method, url] of [
          ['GET', '/api/companies'],
          ['GET', `/api/companies/${id}`],
          ['PATCH', `/api/companies/${pendingId}`],
        ] as const) {
          const res = await call(who, method, url, method === 'PATCH' ? { status: 'approved' } : undefined);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      // An applicant manages nothing before approval.
      expect((await call(pending, 'POST', '/api/my-company/addresses', { address })).statusCode).toBe(403);
      for (const [method, url] of [
        ['GET', '/api/my-company'],
        ['GET', '/api/companies'],
        ['POST', '/api/company-invitations/accept'],
        ['POST', '/api/my-company/invitations'],
      ] as const)
        expect((await call(null, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
      expect((await call(customer, 'GET', '/api/my-company')).json().message).toBe(
        'You do not belong to a company',
      );
    });
  });
});
