import { accountMessages, type User, type UsersQuery } from '@ironvolt/shared/accounts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findUserByEmail, listUsers, lockAdmins, setRoleByEmail } from './accounts-repository.ts';
import { type AccountsDeps, toUserJson } from './accounts-service.ts';

// The admins' side of the accounts: the list of users, granting and removing admin.

/** GET /users: a page of the users, searched and sorted in the database, and how many match. */
export async function getUsers(
  deps: AccountsDeps,
  query: UsersQuery,
): Promise<{ users: User[]; total: number }> {
  const { rows, total } = await listUsers(deps.db, {
    q: query.q,
    sort: query.sort,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { users: rows.map(toUserJson), total };
}

/** Makes a user admin, recorded in the audit trail (granting it again to an admin records nothing). */
export async function makeAdmin(deps: AccountsDeps, actor: Actor, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await findUserByEmail(tx, email);
    if (!target || target.deletedAt) throw notFound(accountMessages.userNotFound);
    await setRoleByEmail(tx, email, 'admin');
    if (target.role === 'admin') return;
    await recordActivity(tx, {
      actor,
      action: 'user.admin_granted',
      subject: { type: 'user', id: target.id, label: target.email },
      before: { role: null },
      after: { role: 'admin' },
    });
  });
}

/**
 * Removes admin status, recorded in the audit trail; the last admin cannot remove their own (409), so the shop
 * always has one.
 */
export async function removeAdmin(deps: AccountsDeps, actor: Actor, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await findUserByEmail(tx, email);
    if (!target || target.deletedAt) throw notFound(accountMessages.userNotFound);
    if (target.role === 'admin' && admins.length <= 1) throw conflict(accountMessages.lastAdmin, 'email');
    await setRoleByEmail(tx, email, null);
    if (target.role !== 'admin') return;
    await recordActivity(tx, {
      actor,
      action: 'user.admin_removed',
      subject: { type: 'user', id: target.id, label: target.email },
      before: { role: 'admin' },
      after: { role: null },
    });
  });
}
