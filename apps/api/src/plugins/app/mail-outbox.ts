import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { mailOutbox, type mailStatuses } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'insert'>;
export type MailStatus = (typeof mailStatuses)[number];
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A mail to send: what it is about, to whom, and its text (every mail has a plain-text part) and HTML. */
export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface MailOutbox {
  /**
   * Writes a mail to the outbox with `db`, the transaction of the change it reports: the mail exists exactly when
   * the change does. It is sent once that commits, by this instance at once or by any instance's next look.
   */
  enqueue(db: Executor, mail: NewMail): Promise<void>;
  /** Sends every mail that is due now, a batch at a time; answers how many were delivered. */
  deliverDue(): Promise<number>;
  /** A failed or pending mail is tried again now, from its first attempt; false when there is no such mail. */
  sendAgain(id: string): Promise<boolean>;
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
/** How long a claimed mail is this instance's to send before another may take it (a crash mid-send). */
const CLAIM_SECONDS = 120;
const BATCH = 20;
const MAX_RETRY_SECONDS = 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The host part of the sender's address, for Message-IDs that look like the shop's own. */
const hostOf = (from: string) => /@([\w.-]+)/.exec(from)?.[1] ?? 'ironvolt.invalid';

/**
 * The mail outbox (ADR 025): mails written in the transaction of their change, sent by a sender inside the
 * server that claims due rows with FOR UPDATE SKIP LOCKED (so each is handed to the mail server by one instance),
 * retries with doubling waits, and records delivery or the last error.
 */
export const mailOutboxPlugin = fp(
  async (app: FastifyInstance) => {
    const { retrySeconds, maxAttempts, from } = app.config.mail;
    const host = hostOf(from);

    const claimDue = (): Promise<OutboxRow[]> =>
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
          .set({
            claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
            attempts: sql`${mailOutbox.attempts} + 1`,
          })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });

    const deliverOne = async (row: OutboxRow): Promise<boolean> => {
      try {
        await app.mailer.deliver({
          messageId: row.messageId,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const last = row.attempts >= maxAttempts;
        const wait = Math.min(retrySeconds * 2 ** (row.attempts - 1), MAX_RETRY_SECONDS);
        await app.db
          .update(mailOutbox)
          .set({
            status: last ? 'failed' : 'pending',
            lastError: message.slice(0, 1000),
            claimedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
          })
          .where(eq(mailOutbox.id, row.id));
        app.metrics.mailFailed(last);
        app.log.warn(
          { err: error, mailId: row.id, to: row.toAddress, attempts: row.attempts, failed: last },
          last
            ? 'mail failed for good: an admin can send it again'
            : 'mail not delivered; it will be tried again',
        );
        return false;
      }
      await app.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    };

    // One look at a time on this instance; a request that wrote a mail during a look asks for another.
    let running: Promise<number> | undefined;
    let again = false;
    const look = async (): Promise<number> => {
      let delivered = 0;
      for (;;) {
        const claimed = await claimDue();
        for (const row of claimed) if (await deliverOne(row)) delivered++;
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
    app.decorate('mailOutbox', {
      async enqueue(db, mail) {
        await db.insert(mailOutbox).values({
          messageId: `<${randomUUID()}@${host}>`,
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
        });
        written = true;
      },
      deliverDue,
      async sendAgain(id) {
        if (!UUID.test(id)) return false;
        const [row] = await app.db
          .update(mailOutbox)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
          .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed'])))
          .returning({ id: mailOutbox.id });
        if (row) written = true;
        return row !== undefined;
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
