import { randomUUID } from 'node:crypto';
import type { MailDelivery } from '@ironvolt/shared/mail';
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import { mailOutbox, type mailStatuses } from '../../db/schema/index.ts';
import type { MailAttachmentRef } from '../../mail-templates/attachments.ts';
import { singleUseLinkMailKinds } from '../../mail-templates/templated-mail.ts';
import { type NewMail, renderTemplated } from '../../mail-templates/templates.ts';
import type { MailAttachment } from '../external/mail.ts';

export type MailStatus = (typeof mailStatuses)[number];
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What a mail says as it is handed over: its text part and its HTML part. */
export interface MailParts {
  text: string;
  html: string | undefined;
}

/** Renders one kind of attachment from what the outbox row names (a feature registers it). */
export type AttachmentRenderer = (ref: MailAttachmentRef) => Promise<MailAttachment>;

export interface MailOutbox {
  /**
   * Writes a mail to the outbox with `db`, the transaction of the change it reports: the mail exists exactly when
   * the change does. It is sent once that commits, by this instance at once or by any instance's next look.
   */
  enqueue(db: Executor, mail: NewMail): Promise<void>;
  /** Deletes every mail to an address, sent or not, with `db`: the address is being erased (ADR 027's outbox). */
  forgetAddress(db: Executor, address: string): Promise<void>;
  /** A Message-ID for a mail that SQL writes into the outbox itself (ADR 052); unique like those enqueue gives. */
  newMessageId(): string;
  /** Says that this request wrote a mail without enqueue (ADR 052): it is sent once the answer has left. */
  noteWritten(): void;
  /** What a stored mail says: its parts, or its template rendered now, as the sender hands it over. */
  partsOf(row: OutboxRow): Promise<MailParts>;
  /** Sends every mail that is due now, a batch at a time; answers how many were delivered. */
  deliverDue(): Promise<number>;
  /**
   * A failed or pending mail is tried again now, from its first attempt: `again`; `unknown` when there is no such
   * mail, `linkDeleted` for a failed mail whose single-use link was dropped (ADR 059).
   */
  sendAgain(id: string): Promise<'again' | 'unknown' | 'linkDeleted'>;
  /**
   * How a kind of attachment is made at delivery: the feature that owns the document registers it at start. A
   * mail whose attachment has no renderer, or whose rendering throws, is tried again like a refused one.
   */
  renderAttachments(kind: MailAttachmentRef['kind'], render: AttachmentRenderer): void;
  /** The newest mails first, of one status or all. */
  list(options: { status?: MailStatus | undefined; page: number; limit: number }): Promise<{
    rows: OutboxRow[];
    total: number;
  }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

/** How often every instance looks for due mails besides the look right after a request wrote one. */
const LOOK_EVERY_SECONDS = 5;
const BATCH = 20;
const MAX_RETRY_SECONDS = 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a stored mail still says what it was written to say: a mail whose single-use link was dropped does not. */
export const hasBody = (row: Pick<OutboxRow, 'textBody' | 'templateData'>) =>
  row.textBody !== null || row.templateData !== null;

/**
 * What a mail that is sent, or has failed for good, keeps no longer: the single-use link in an account mail's data
 * or parts (ADR 059). The Mail page's recipient, subject, status, dates and error stay.
 */
const dropped = (row: OutboxRow) =>
  singleUseLinkMailKinds.includes(row.kind) ? { templateData: null, textBody: null, htmlBody: null } : {};

/** The host part of the sender's address, for Message-IDs that look like the shop's own. */
const hostOf = (from: string) => /@([\w.-]+)/.exec(from)?.[1] ?? 'ironvolt.invalid';

/**
 * The mail outbox (ADR 027): mails written in the transaction of their change, sent by a sender inside the
 * server that claims due rows with FOR UPDATE SKIP LOCKED, retries with doubling waits, and records delivery or
 * the last error. Each mail is handed to the mail server by one instance only (ADR 038): a claim carries a token,
 * is taken afresh just before each hand-over, and outlasts it (the mailer cuts a hand-over off at half the claim);
 * a mail is handed over, and marked sent or failed, only while its row still holds this claim's token.
 */
export const mailOutboxPlugin = fp(
  async (app: FastifyInstance) => {
    const { retrySeconds, maxAttempts, from, claimSeconds } = app.config.mail;
    const host = hostOf(from);
    const claimEnds = sql`now() + make_interval(secs => ${claimSeconds})`;

    const claimDue = (token: string): Promise<OutboxRow[]> =>
      app.db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.status, 'pending'),
              lte(mailOutbox.nextAttemptAt, sql`now()`),
              or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, sql`now()`)),
            ),
          )
          .orderBy(mailOutbox.nextAttemptAt)
          .limit(BATCH)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(mailOutbox)
          .set({ claimedUntil: claimEnds, claimToken: token, attempts: sql`${mailOutbox.attempts} + 1` })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });

    const renderers = new Map<MailAttachmentRef['kind'], AttachmentRenderer>();
    // Async, so that a missing renderer is a rejection beside the parts' render, never a throw that leaves it unawaited.
    const attachmentsOf = async (row: OutboxRow): Promise<MailAttachment[]> =>
      Promise.all(
        row.attachments.map((ref) => {
          const render = renderers.get(ref.kind);
          if (!render) throw new Error(`no renderer for the mail attachment "${ref.kind}"`);
          return render(ref);
        }),
      );

    // Rows written before ADR 035 (and mails without a template) hold their parts; the others are rendered here,
    // outside any change's transaction. A template that throws is a failed try, like a refused mail.
    const partsOf = async (row: OutboxRow): Promise<MailParts> => {
      if (!hasBody(row))
        throw new Error('this mail’s single-use link was deleted once it was sent or failed');
      if (row.templateData === null) return { text: row.textBody ?? '', html: row.htmlBody ?? undefined };
      const { text, html } = await renderTemplated({ kind: row.kind, data: row.templateData });
      return { text, html };
    };

    const held = (row: OutboxRow, token: string) =>
      and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, token));
    // The claim runs from now for the hand-over, which ends within half of it; false when another instance has
    // taken the mail since (this batch's claim ran out while earlier mails were sent).
    const takeForHandOver = async (row: OutboxRow, token: string) =>
      (
        await app.db
          .update(mailOutbox)
          .set({ claimedUntil: claimEnds })
          .where(held(row, token))
          .returning({ id: mailOutbox.id })
      ).length === 1;

    const deliverOne = async (row: OutboxRow, token: string): Promise<boolean> => {
      let via: MailDelivery;
      try {
        const [parts, attachments] = await Promise.all([partsOf(row), attachmentsOf(row)]);
        if (!(await takeForHandOver(row, token))) {
          app.log.info({ mailId: row.id }, 'mail left to the instance that claimed it since');
          return false;
        }
        via = await app.mailer.deliver({
          messageId: row.messageId,
          to: row.toAddress,
          subject: row.subject,
          ...parts,
          attachments,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const last = row.attempts >= maxAttempts;
        const wait = Math.min(retrySeconds * 2 ** (row.attempts - 1), MAX_RETRY_SECONDS);
        const noted = await app.db
          .update(mailOutbox)
          .set({
            status: last ? 'failed' : 'pending',
            lastError: message.slice(0, 1000),
            claimedUntil: null,
            claimToken: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
            ...(last ? dropped(row) : {}),
          })
          .where(held(row, token))
          .returning({ id: mailOutbox.id });
        // Another instance took the mail since: what happens to it is that instance's to record.
        if (noted.length === 0) return false;
        app.metrics.mailFailed(last);
        app.log.warn(
          { err: error, mailId: row.id, to: row.toAddress, attempts: row.attempts, failed: last },
          last
            ? 'mail failed for good: an admin can send it again'
            : 'mail not delivered; it will be tried again',
        );
        return false;
      }
      const marked = await app.db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          deliveredVia: via,
          claimedUntil: null,
          claimToken: null,
          lastError: null,
          ...dropped(row),
        })
        .where(held(row, token))
        .returning({ id: mailOutbox.id });
      // Cannot happen while the hand-over ends within its claim; said loudly if a pause of the process broke that.
      if (marked.length === 0)
        app.log.error(
          { mailId: row.id },
          'mail sent after its claim ran out: another instance may send it too',
        );
      return true;
    };

    // One look at a time on this instance; a request that wrote a mail during a look asks for another.
    let running: Promise<number> | undefined;
    let again = false;
    const look = async (): Promise<number> => {
      let delivered = 0;
      for (;;) {
        const token = randomUUID();
        const claimed = await claimDue(token);
        for (const row of claimed) if (await deliverOne(row, token)) delivered++;
        if (claimed.length < BATCH) return delivered;
      }
    };
    const deliverDue = (): Promise<number> => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let delivered = 0;
        try {
          do {
            again = false;
            delivered += await look();
          } while (again);
        } finally {
          running = undefined;
        }
        return delivered;
      })();
      return running;
    };

    let written = false;
    const newMessageId = () => `<${randomUUID()}@${host}>`;
    app.decorate('mailOutbox', {
      async enqueue(db, mail) {
        await db.insert(mailOutbox).values({
          messageId: newMessageId(),
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          ...(mail.data === undefined
            ? { textBody: mail.text, htmlBody: mail.html ?? null }
            : { templateData: mail.data as Record<string, unknown> }),
          attachments: mail.attachments ?? [],
        });
        written = true;
      },
      async forgetAddress(db, address) {
        await db.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${address})`);
      },
      newMessageId,
      noteWritten() {
        written = true;
      },
      partsOf,
      deliverDue,
      renderAttachments(kind, render) {
        renderers.set(kind, render);
      },
      async sendAgain(id) {
        if (!UUID.test(id)) return 'unknown';
        // The claim stays: a mail an instance is handing over right now is not handed over by another as well.
        const [row] = await app.db
          .update(mailOutbox)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
          .where(
            and(
              eq(mailOutbox.id, id),
              inArray(mailOutbox.status, ['pending', 'failed']),
              or(isNotNull(mailOutbox.textBody), isNotNull(mailOutbox.templateData)),
            ),
          )
          .returning({ id: mailOutbox.id });
        if (row) {
          written = true;
          return 'again';
        }
        const [failed] = await app.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')));
        return failed ? 'linkDeleted' : 'unknown';
      },
      async list({ status, page, limit }) {
        const where = status ? eq(mailOutbox.status, status) : undefined;
        const [rows, [counted]] = await Promise.all([
          app.db
            .select()
            .from(mailOutbox)
            .where(where)
            .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
            .limit(limit)
            .offset((page - 1) * limit),
          app.db.select({ n: count() }).from(mailOutbox).where(where),
        ]);
        return { rows, total: counted?.n ?? 0 };
      },
    } satisfies MailOutbox);

    const lookInBackground = () => {
      deliverDue().catch((error) => app.log.error({ err: error }, 'sending the mail outbox failed'));
    };
    // After the answer left, the request's transaction has committed: its mail is there to send.
    app.addHook('onResponse', async () => {
      if (!written) return;
      written = false;
      lookInBackground();
    });
    const timer = setInterval(lookInBackground, LOOK_EVERY_SECONDS * 1000);
    timer.unref();
    app.addHook('onReady', async () => lookInBackground());
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'mail-outbox', dependencies: ['db', 'mail', 'metrics'] },
);
