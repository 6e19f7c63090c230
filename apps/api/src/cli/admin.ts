// `npm run admin -- promote|demote <email>`: grants or removes admin status from the command line.
import { loadConfig, StartupError } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ownerOnlyUmask } from '../db/private-folder.ts';
import { findUserByEmail, lockAdmins, setRoleByEmail } from '../features/accounts/accounts-repository.ts';
import { type Actor, recordActivity } from '../lib/activity.ts';

// The audit trail names the command line as the actor: whoever runs it holds the server's own data.
const commandLine: Actor = { id: null, email: 'command line (npm run admin)' };

const usage = 'usage: npm run admin -- promote|demote <email>';

async function main(argv: string[]): Promise<number> {
  const [action, email] = argv;
  if ((action !== 'promote' && action !== 'demote') || !email) {
    console.error(usage);
    return 2;
  }
  ownerOnlyUmask();
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(
        `ironvolt admin: the store is running on this embedded database (PID ${error.pid}). Stop the server first, then run this command again; nothing was changed.`,
      );
      return 1;
    }
    throw error;
  }
  try {
    await migrateDatabase(database);
    return await database.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.deletedAt) {
        console.error(
          `ironvolt admin: no account has the email ${email}; it must register or sign in first.`,
        );
        return 1;
      }
      if (action === 'promote') {
        await setRoleByEmail(tx, email, 'admin');
        if (user.role !== 'admin')
          await recordActivity(tx, {
            actor: commandLine,
            action: 'user.admin_granted',
            subject: { type: 'user', id: user.id, label: user.email },
            before: { role: null },
            after: { role: 'admin' },
          });
        console.info(`${user.email} is now an admin.`);
        return 0;
      }
      const admins = await lockAdmins(tx);
      if (user.role === 'admin' && admins.length <= 1) {
        console.error(`ironvolt admin: ${user.email} is the last admin; promote someone else first.`);
        return 1;
      }
      await setRoleByEmail(tx, email, null);
      if (user.role === 'admin')
        await recordActivity(tx, {
          actor: commandLine,
          action: 'user.admin_removed',
          subject: { type: 'user', id: user.id, label: user.email },
          before: { role: 'admin' },
          after: { role: null },
        });
      console.info(`${user.email} is no longer an admin.`);
      return 0;
    });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`ironvolt admin: ${error instanceof StartupError ? error.message : String(error)}`);
    process.exit(1);
  },
);
