import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that refuses every mail while `refusing`, keeps what it accepts, and answers the next
 * recipient only after `slowNextRecipientMs` when that is set (a slow mail server, once); `recipients` counts
 * the recipients it was given.
 */
export async function startSmtp() {
  const received: { messageId: string; to: string; raw: string }[] = [];
  const state = { refusing: false, slowNextRecipientMs: 0, recipients: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.recipients++;
      const slow = state.slowNextRecipientMs;
      if (slow > 0) {
        state.slowNextRecipientMs = 0;
        setTimeout(callback, slow);
        return;
      }
      if (state.refusing)
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
