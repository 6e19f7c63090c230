import fs from 'node:fs';
import path from 'node:path';
import { mailMessages } from '@ironvolt/shared/mail';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, databaseKinds, nextAddress, signIn, type TestApp, testConfig } from '../../../test/helper.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, rowsOf } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** Every row of every table of the shop, as text: what a dump of the database would hold. */
async function everyRowAsText(database: DatabaseHandle): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    ),
  );
  expect(tables.map((table) => table.name)).toContain('mail_outbox');
  const dumped: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await database.db.execute(sql`select t::text as row from ${sql.identifier(name)} t`),
    );
    dumped.push(...rows.map((r) => r.row));
  }
  return dumped.join('\n');
}

describe.each(databaseKinds)('the mail outbox on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  const extra: FastifyInstance[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.state.refusing = false;
    smtp.state.slowNextRecipientMs = 0;
    t = await build(kind, {
      config: { mail: { ...testConfig().mail, smtpUrl: smtp.url, retrySeconds: 30, maxAttempts: 3 } },
    });
  });
  afterEach(async () => {
    for (const app of extra.splice(0)) await app.close();
    await t.close();
  });

  const register = (app: FastifyInstance, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Mail Reader', email, password: 'secret1' },
      remoteAddress: nextAddress(),
    });
  const rows = () => t.app.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
  // The retry waits are long, so a mail is tried again only when a test says its wait is over: how long a
  // registration takes on a busy machine never uses up tries.
  const waitIsOver = () => t.app.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });

  it('keeps mails the server refuses and delivers each exactly once when it takes them again', async () => {
    smtp.state.refusing = true;
    for (const n of [1, 2, 3]) expect((await register(t.app, `reader${n}@example.com`)).statusCode).toBe(201);
    await t.app.mailOutbox.deliverDue();
    expect(smtp.received).toHaveLength(0);
    const waiting = await rows();
    expect(waiting.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    expect(waiting.every((row) => row.lastError?.includes('Mailbox busy'))).toBe(true);
    // Each is tried again after the first retry's wait, not before.
    expect(waiting.every((row) => row.nextAttemptAt.getTime() > Date.now() + 20_000)).toBe(true);
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);

    smtp.state.refusing = false;
    await waitIsOver();
    expect(await t.app.mailOutbox.deliverDue()).toBe(3);
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);

    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(3);
    expect(ids.sort()).toEqual(waiting.map((row) => row.messageId).sort());
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([
      'reader1@example.com',
      'reader2@example.com',
      'reader3@example.com',
    ]);
    expect((await rows()).map((row) => [row.status, row.lastError !== null])).toEqual([
      ['sent', false],
      ['sent', false],
      ['sent', false],
    ]);
  });

  it('gives up after the last try, lists the failure for an admin, and sends it once when asked again', async () => {
    smtp.state.refusing = true;
    // A mail without a single-use link: those keep what they say when they fail, so they can be sent again.
    await t.app.mailOutbox.enqueue(t.app.db, {
      kind: 'notice',
      to: 'late.reader@example.com',
      subject: 'Our opening hours change',
      text: 'From Monday we open at eight.',
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.app.mailOutbox.deliverDue();
      await waitIsOver();
    }
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });

    const admin = await signIn(t.app, 'admin');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail?status=failed',
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()).toEqual([
      expect.objectContaining({
        _id: failed?.id,
        to: 'late.reader@example.com',
        status: 'failed',
        attempts: 3,
        lastError: expect.stringContaining('Mailbox busy'),
        canSendAgain: true,
      }),
    ]);
    // The list never carries a mail's body (an account mail's link is a secret).
    expect(JSON.stringify(listed.json())).not.toContain('eight');

    smtp.state.refusing = false;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${failed?.id}/send-again`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, message: 'The mail will be sent again' });
    await t.app.mailOutbox.deliverDue();
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([failed?.messageId]);
    expect((await rows())[0]).toMatchObject({ status: 'sent', deliveredVia: 'smtp' });
    // The list says how it left: handed to the mail server. A failed one says nothing of the kind.
    const sent = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: admin.headers });
    expect(sent.json()[0]).toMatchObject({ _id: failed?.id, status: 'sent', deliveredVia: 'smtp' });
    expect(listed.json()[0].deliveredVia).toBeNull();

    // A sent mail is not sent again, and an id that is not a mail's is 404.
    for (const id of [failed?.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/mail/${id}/send-again`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No pending or failed mail has this id' });
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail?status=lost',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The status must be one of: pending, sent, failed');
  });

  it('keeps no single-use link once an account mail is sent or has failed for good, and still lists it', async () => {
    const email = 'linked.reader@example.com';
    expect((await register(t.app, email)).statusCode).toBe(201);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(200);
    await t.app.mailOutbox.deliverDue();
    const parsed = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
    const links = parsed.map(
      (mail) => /\S+\/(?:verify-email|reset-password)\?token=[\w-]+/.exec(mail.text ?? '')?.[0],
    );
    expect(links).toEqual([
      expect.stringContaining('/verify-email?token='),
      expect.stringContaining('/reset-password?token='),
    ]);
    const secrets = links.flatMap((link) => [
      link ?? '',
      new URL(link ?? '').searchParams.get('token') ?? '',
    ]);

    // A reset mail the mail server never takes, given up on after its last try.
    smtp.state.refusing = true;
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email },
      remoteAddress: nextAddress(),
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.app.mailOutbox.deliverDue();
      await waitIsOver();
    }
    const kept = await rows();
    expect(kept.map((row) => [row.kind, row.status])).toEqual([
      ['email_verification', 'sent'],
      ['password_reset', 'sent'],
      ['password_reset', 'failed'],
    ]);
    // Neither the outbox nor any other table holds a link, nor a token, as a dump would show them.
    for (const row of kept)
      expect([row.templateData, row.textBody, row.htmlBody]).toEqual([null, null, null]);
    const dumped = await everyRowAsText(t.database);
    expect(dumped).toContain(email);
    expect(dumped).not.toContain('?token=');
    for (const secret of secrets) expect(dumped).not.toContain(secret);

    // The Mail page still lists them as they went; the failed one cannot be sent again, and says why.
    const admin = await signIn(t.app, 'admin');
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: admin.headers });
    expect(listed.json()).toEqual(
      [...kept].reverse().map((row) =>
        expect.objectContaining({
          _id: row.id,
          kind: row.kind,
          to: email,
          subject: row.subject,
          status: row.status,
          sentAt: row.sentAt?.toISOString() ?? null,
          canSendAgain: false,
        }),
      ),
    );
    smtp.state.refusing = false;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${kept[2]?.id}/send-again`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: mailMessages.linkDeleted });
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('hands each mail to the mail server from one instance only when two send at once', async () => {
    const other = await buildApp({
      config: testConfig({ dataDir: '/nonexistent', mail: { ...testConfig().mail, smtpUrl: smtp.url } }),
      database: t.database,
      webRoot: null,
    });
    extra.push(other);
    await other.ready();
    smtp.state.refusing = true; // let the mails pile up first
    for (let n = 0; n < 40; n++) await register(other, `many${n}@example.com`);
    // The looks each registration started may still be failing mails: a failure noted after the reset below would
    // put its mail's next attempt in the future. Both instances' looks are over once these answer.
    await Promise.all([t.app.mailOutbox.deliverDue(), other.mailOutbox.deliverDue()]);
    await t.app.db.update(mailOutbox).set({ attempts: 0, nextAttemptAt: new Date(0) });
    smtp.state.refusing = false;

    const [a, b] = await Promise.all([t.app.mailOutbox.deliverDue(), other.mailOutbox.deliverDue()]);
    expect(a + b).toBe(40);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('hands a mail over once when the mail server answers one instance slower than the claim lasts', async () => {
    // A claim of 6 s: the first instance's hand-over is cut off at 3 s, and the second looks once the claim
    // would have run out under a send that was not cut off (the slow answer comes at 9 s).
    const claimSeconds = 6;
    const instance = async () => {
      const app = await buildApp({
        config: testConfig({
          dataDir: '/nonexistent',
          mail: { ...testConfig().mail, smtpUrl: smtp.url, retrySeconds: 1, claimSeconds },
        }),
        database: t.database,
        webRoot: null,
      });
      extra.push(app);
      await app.ready();
      return app;
    };
    const [first, second] = [await instance(), await instance()];
    await first.mailOutbox.enqueue(first.db, {
      kind: 'test',
      to: 'slow.server@example.com',
      subject: 'Sent once',
      text: 'However slow the mail server is',
    });
    const [mail] = await rows();

    smtp.state.slowNextRecipientMs = 9000;
    const recipientsBefore = smtp.state.recipients;
    const started = Date.now();
    const firstLook = first.mailOutbox.deliverDue();
    await expect.poll(() => smtp.state.recipients, { timeout: 5000 }).toBe(recipientsBefore + 1);
    await new Promise((resolve) => setTimeout(resolve, claimSeconds * 1000 + 500 - (Date.now() - started)));
    const secondLook = second.mailOutbox.deliverDue();
    await Promise.all([firstLook, secondLook]);
    // On a slow machine the cut-off try may be recorded late: later looks send the mail once it is due again.
    await expect
      .poll(
        async () => {
          await second.mailOutbox.deliverDue();
          return (await rows())[0]?.status;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe('sent');
    // Past the moment the slow server answers the first hand-over, had it not been cut off.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 9500 - (Date.now() - started))));

    expect(smtp.received.map((received) => received.messageId)).toEqual([mail?.messageId]);
    const [after] = await rows();
    expect(after).toMatchObject({ status: 'sent', claimToken: null, lastError: null });
    expect(after?.attempts).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('sends after a restart what was written before the server went away', async () => {
    const first = await buildApp({
      // No mail server reachable: the mail stays in the outbox.
      config: testConfig({
        dataDir: '/nonexistent',
        mail: { ...testConfig().mail, smtpUrl: 'smtp://127.0.0.1:9' },
      }),
      database: t.database,
      webRoot: null,
    });
    await first.ready();
    expect((await register(first, 'patient@example.com')).statusCode).toBe(201);
    await first.close();
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', toAddress: 'patient@example.com' });
    expect(smtp.received).toHaveLength(0);

    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, waiting?.id ?? ''));
    // The next server's first look, at start, sends it.
    const next = await buildApp({
      config: testConfig({ dataDir: '/nonexistent', mail: { ...testConfig().mail, smtpUrl: smtp.url } }),
      database: t.database,
      webRoot: null,
    });
    extra.push(next);
    await next.ready();
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    expect(smtp.received[0]?.messageId).toBe(waiting?.messageId);
    // Quoted-printable: soft line breaks and escaped '=' undone.
    expect(smtp.received[0]?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      'verify-email?token=',
    );
  });

  it('renders a templated mail when it sends it, sends a mail written with its parts as it is, and fails a template it does not know', async () => {
    smtp.state.refusing = true; // kept as written until the test sends it (once sent, its link is dropped)
    expect((await register(t.app, 'templated@example.com')).statusCode).toBe(201);
    const [templated] = await rows();
    // The outbox keeps the template's data and the subject, not the parts: they are rendered at delivery.
    expect(templated).toMatchObject({ kind: 'email_verification', textBody: null, htmlBody: null });
    expect(templated?.templateData).toMatchObject({
      link: expect.stringContaining('/verify-email?token='),
      shop: { shopName: 'Ironvolt Tools' },
    });
    // A verification mail as it was written before it stopped greeting by name: the name is no longer read.
    await t.app.db.insert(mailOutbox).values({
      messageId: '<named-before@ironvolt.test>',
      kind: 'email_verification',
      toAddress: 'named@example.com',
      subject: 'Confirm your email address for Ironvolt Tools',
      templateData: {
        shop: { shopName: 'Ironvolt Tools', publicUrl: 'http://localhost:3000' },
        name: 'Visit http://evil.example',
        link: 'http://localhost:3000/verify-email?token=old',
        hours: 48,
      },
    });
    // A mail as rows were written before templates were rendered at delivery (migration 0022).
    await t.app.db.insert(mailOutbox).values({
      messageId: '<written-before@ironvolt.test>',
      kind: 'order_placed',
      toAddress: 'earlier@example.com',
      subject: 'Your order #7 is placed: please pay',
      textBody: 'Hello Earl, thank you for your order #7:',
      htmlBody: '<p>Hello Earl, thank you for your order #7:</p>',
    });
    await t.app.db.insert(mailOutbox).values({
      messageId: '<unknown-template@ironvolt.test>',
      kind: 'no_such_mail',
      toAddress: 'nobody@example.com',
      subject: 'Never rendered',
      templateData: {},
    });
    smtp.state.refusing = false;
    await waitIsOver();
    expect(await t.app.mailOutbox.deliverDue()).toBe(3);
    const parsed = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
    const verification = parsed.find((mail) => mail.messageId === templated?.messageId);
    expect(verification?.text).toMatch(/^Hello,\n/);
    const named = parsed.find((mail) => mail.messageId === '<named-before@ironvolt.test>');
    expect(named?.text).toMatch(/^Hello,\n/);
    expect(named?.text).toContain('verify-email?token=old');
    expect(`${named?.text} ${named?.html}`).not.toContain('evil.example');
    expect(verification?.text).toMatch(/verify-email\?token=/);
    expect(verification?.html).toContain('verify-email?token=');
    const earlier = parsed.find((mail) => mail.messageId === '<written-before@ironvolt.test>');
    expect(earlier?.text?.trim()).toBe('Hello Earl, thank you for your order #7:');
    expect(earlier?.html).toBe('<p>Hello Earl, thank you for your order #7:</p>');
    const unknown = (await rows()).find((row) => row.kind === 'no_such_mail');
    expect(unknown).toMatchObject({ status: 'pending', lastError: 'no mail template "no_such_mail"' });
  });

  it('writes no mail when the change it reports is refused', async () => {
    expect((await register(t.app, 'twice@example.com')).statusCode).toBe(201);
    expect((await register(t.app, 'TWICE@example.com')).statusCode).toBe(409);
    expect((await rows()).map((row) => row.toAddress)).toEqual(['twice@example.com']);
  });
});

describe.each(databaseKinds)('the outbox folder without a mail server on %s', (kind) => {
  let t: TestApp;
  let umask: number;
  beforeEach(async () => {
    // The umask most systems give: the mails must be the owner's alone whatever it is.
    umask = process.umask(0o022);
    t = await build(kind);
  });
  afterEach(async () => {
    await t.close();
    process.umask(umask);
  });

  it('writes each mail readable by its owner only, in a folder only its owner may open', async () => {
    const email = 'eml.reader@example.com';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Eml Reader', email, password: 'secret1' },
      remoteAddress: nextAddress(),
    });
    expect(registered.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email },
      remoteAddress: nextAddress(),
    });
    await t.app.mailOutbox.deliverDue();
    const outbox = path.join(t.app.config.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(2);
    const modes = [outbox, ...files.map((file) => path.join(outbox, file))].map((entry) =>
      (fs.statSync(entry).mode & 0o777).toString(8),
    );
    expect(modes).toEqual(['700', '600', '600']);
    // The Mail page's list says each was written to the folder, not sent to a mail server.
    const admin = await signIn(t.app, 'admin');
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: admin.headers });
    const mine = listed.json().filter((mail: { to: string }) => mail.to === email);
    expect(mine).toHaveLength(2);
    for (const mail of mine) expect(mail).toMatchObject({ status: 'sent', deliveredVia: 'folder' });
  });
});
