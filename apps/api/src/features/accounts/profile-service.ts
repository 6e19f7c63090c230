import {
  accountMessages,
  type DeleteAccountBody,
  FRESH_SIGN_IN_MINUTES,
  type Me,
  type MyData,
  type UpdateUserBody,
  type User,
} from '@ironvolt/shared/accounts';
import { recordActivity } from '../../lib/activity.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
  unprocessable,
} from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwnerOrAdmin, type CurrentUser } from '../../plugins/app/auth.ts';
import { emptyCartOf } from '../cart/public.ts';
import { leaveCompanyOnAccountDeletion } from '../companies/public.ts';
import {
  anonymizeOrdersOf,
  cancelUnpaidOrdersOf,
  countOrdersOnTheirWay,
  listOrdersOfUser,
  ordersJson,
} from '../orders/public.ts';
import { anonymizeQuotesOf } from '../quotes/public.ts';
import { forgetReviewerEmail, listReviewsOfUser } from '../reviews/public.ts';
import { deleteUnusedImagesOf } from '../uploads/public.ts';
import {
  eraseAccount,
  findUserByEmail,
  findUserById,
  lockAdmins,
  lockUser,
  updateUser,
} from './accounts-repository.ts';
import { type AccountsDeps, toUserJson } from './accounts-service.ts';
import { verifyPassword } from './passwords.ts';
import { providerAvatarRule } from './profile-images.ts';

// The signed-in user's own account: their record and profile, the export of their data, the account's deletion.

/** GET /me/data: everything the shop holds about the signed-in user: profile, every order, every review. */
export async function getMyData(deps: AccountsDeps, user: CurrentUser): Promise<MyData> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw unauthorized(accountMessages.notLoggedIn);
  const [orderRows, reviewRows] = await Promise.all([
    listOrdersOfUser(deps.db, user.id),
    listReviewsOfUser(deps.db, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: toUserJson(row),
    // With each order on account's recorded payments, as its order answer lists them.
    orders: await ordersJson(deps.db, orderRows),
    reviews: reviewRows.map((r) => ({
      _id: r.id,
      review: String(r.rating),
      detaisReview: r.text,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * DELETE /me: the owner, proven by the account's password (or, for an account without one, by a sign-in in the
 * last FRESH_SIGN_IN_MINUTES), deletes their account. In one transaction: unpaid orders are cancelled and their
 * stock returns, and the account is emptied (eraseAccount). The last admin cannot go (409), nor can an account
 * with orders on their way (409: their address is needed to deliver them). Answers the payment intents of the
 * cancelled orders, to void after the commit, as the buyer's own cancel does.
 */
export async function deleteAccount(
  deps: AccountsDeps,
  user: CurrentUser,
  body: DeleteAccountBody,
  now = Date.now(),
): Promise<{ cancelled: number; intentsToVoid: string[] }> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw unauthorized(accountMessages.notLoggedIn);
  if (row.passwordHash) {
    if (!body.password) throw badRequest(accountMessages.deletePasswordRequired, 'password');
    if (!(await verifyPassword(row.passwordHash, body.password)))
      throw forbidden(accountMessages.deleteWrongPassword);
  } else if (now / 1000 - user.signedInAt > FRESH_SIGN_IN_MINUTES * 60) {
    throw forbidden(accountMessages.deleteNeedsFreshSignIn);
  }
  return deps.db.transaction(async (tx) => {
    // The admins first, in the order removeAdmin locks them: two admins leaving at once cannot both be last-but-one.
    const admins = await lockAdmins(tx);
    await lockUser(tx, row.id);
    const current = await findUserById(tx, row.id);
    // The password changed (or the account went) since it was checked: that sign-in no longer proves anything.
    if (!current || current.deletedAt || current.tokenVersion !== user.tokenVersion)
      throw unauthorized(accountMessages.notLoggedIn);
    if (current.role === 'admin' && admins.length <= 1) throw conflict(accountMessages.deleteLastAdmin);
    if ((await countOrdersOnTheirWay(tx, row.id)) > 0) throw conflict(accountMessages.deleteOrdersOnTheirWay);
    await leaveCompanyOnAccountDeletion(tx, user, row.id);
    const { cancelled, intentIds } = await cancelUnpaidOrdersOf(tx, row.id);
    await anonymizeOrdersOf(tx, row.id);
    await anonymizeQuotesOf(tx, row.id);
    // Each feature erases what it holds of the user: the cart, the reviews' address (they stay, by "Former
    // customer"), the mails to the address sent or not, and the photos nothing else shows; then the row itself.
    await emptyCartOf(tx, row.id);
    await forgetReviewerEmail(tx, row.id);
    await deps.mailOutbox.forgetAddress(tx, current.email);
    await eraseAccount(tx, row.id);
    await deleteUnusedImagesOf(tx, row.id);
    return { cancelled, intentsToVoid: intentIds };
  });
}

export async function getMe(deps: AccountsDeps, user: CurrentUser): Promise<Me> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw unauthorized(accountMessages.notLoggedIn);
  const { company } = user;
  return {
    ...toUserJson(row),
    company: company ? { role: company.role, status: company.status, taxExempt: company.taxExempt } : null,
  };
}

/** GET /user/:email: one's own record, or anyone's for an admin. */
export async function getUserByEmail(deps: AccountsDeps, user: CurrentUser, email: string): Promise<User> {
  assertOwnerOrAdmin(user, { email });
  const row = await findUserByEmail(deps.db, email);
  if (!row) throw notFound(accountMessages.userNotFound);
  return toUserJson(row);
}

/** PUT /users: the registration sequence's upsert of the signed-in user's own name. */
export async function upsertOwnName(deps: AccountsDeps, user: CurrentUser, name: string): Promise<void> {
  await updateUser(deps.db, user.id, { name });
}

/** PUT /updateUser/:id: profile fields only; role and email are never taken from the body. An admin's edit of
 * someone else's profile goes into the audit trail with the fields it changed. */
export async function updateProfile(
  deps: AccountsDeps,
  user: CurrentUser,
  id: string,
  body: UpdateUserBody,
): Promise<void> {
  const target = isUuid(id) ? await findUserById(deps.db, id) : undefined;
  // Whether an id exists is for an admin to learn: anyone else is refused as for someone else's record.
  assertOwnerOrAdmin(user, { userId: target?.id ?? id });
  if (!target || target.deletedAt) throw notFound(accountMessages.userNotFound);
  if (body.image !== undefined && !(await isAllowedProfileImage(deps, body.image)))
    throw unprocessable(accountMessages.imageInvalid, 'image');
  const given = {
    country: body.address?.country ?? body.country,
    state: body.address?.state ?? body.state,
    streetAddress: body.address?.streetAddress ?? body.streetAddress,
    linkedin: body.social?.linkedin ?? body.linkedin,
    twitter: body.social?.twitter ?? body.twitter,
  };
  const changes = {
    name: body.name,
    ...(body.phoneNo !== undefined ? { phoneNo: body.phoneNo } : {}),
    ...(given.country !== undefined ? { country: given.country } : {}),
    ...(given.state !== undefined ? { state: given.state } : {}),
    ...(given.streetAddress !== undefined ? { streetAddress: given.streetAddress } : {}),
    ...(given.linkedin !== undefined ? { linkedin: given.linkedin } : {}),
    ...(given.twitter !== undefined ? { twitter: given.twitter } : {}),
    ...(body.image !== undefined ? { image: body.image } : {}),
  };
  if (target.id === user.id) {
    await updateUser(deps.db, target.id, changes);
    return;
  }
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, target.id);
    const current = await findUserById(tx, target.id);
    if (!current) throw notFound(accountMessages.userNotFound);
    await updateUser(tx, target.id, changes);
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (key) => (current[key] ?? '') !== (changes[key] ?? ''),
    );
    if (changed.length === 0) return;
    await recordActivity(tx, {
      actor: user,
      action: 'user.profile_edited',
      subject: { type: 'user', id: target.id, label: current.email },
      before: Object.fromEntries(changed.map((key) => [key, current[key] ?? ''])),
      after: Object.fromEntries(changed.map((key) => [key, changes[key] ?? ''])),
    });
  });
}

/** A profile photo is an image stored by this shop or the OIDC provider's picture of the user, nothing else. */
async function isAllowedProfileImage(deps: AccountsDeps, url: string): Promise<boolean> {
  return providerAvatarRule(deps.config.oidc?.issuer)(url) || (await deps.isOwnImage(url));
}
