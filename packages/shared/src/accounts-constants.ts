// accounts.ts without zod: its limits, messages and rules. The storefront's first load imports them from
// here, so zod stays out of it; `./accounts.ts` re-exports them beside its schemas.

export * from './accounts-session.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** How long the link of a verification mail works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/** An account without a password proves it is its owner's by an OIDC sign-in at most this long ago. */
export const FRESH_SIGN_IN_MINUTES = 5;
/** What orders and reviews of a deleted account show instead of its owner's name. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
export const FORMER_CUSTOMER_NAME = 'Former customer';

/** Why the login page was shown, by the page the visitor was sent from (its path's start). */
export const signInReasons: readonly { pathStart: string; reason: string }[] = [
  { pathStart: '/purchase/', reason: 'Log in to place your order' },
  { pathStart: '/dashboard/payment/', reason: 'Log in to pay for your order' },
  { pathStart: '/dashboard', reason: 'Log in to see your dashboard' },
];

/** The line the login page shows for a visitor sent there from `from`, if it has one. */
export const signInReason = (from: string | null): string | undefined =>
  from ? signInReasons.find(({ pathStart }) => from.startsWith(pathStart))?.reason : undefined;

/** What Accept does when an admin grants or removes admin rights, in one line under SPEC's 'Are you sure?'. */
export const adminConfirmLines = {
  removeOwn: 'Remove your own admin rights: You will lose access to the admin pages at once.',
  remove: (name: string, email: string) =>
    `Remove the admin rights of ${name} (${email}): they lose access to the admin pages at once.`,
  grant: (name: string, email: string) =>
    `Make ${name} (${email}) an admin: they can see and change every order, product and user, and the admin rights of others, yours included.`,
} as const;

/** SPEC section 5 and 8, word for word, plus the messages the real accounts add. */
export const accountMessages = {
  emailRequiredLogin: 'Please provide your email',
  passwordRequiredLogin: 'Provide your account password',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Please provide a password',
  passwordTooShort: 'Password should be min 6 charecter',
  passwordTooLong: `Password should be at most ${PASSWORD_MAX} characters`,
  nameTooLong: `Name should be at most ${NAME_MAX} characters`,
  emailInvalid: 'Please provide a valid email address',
  emailTaken: 'An account with this email already exists',
  badCredentials: 'Email or password is incorrect',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  busy: 'Too many people are signing in right now. Please try again in a moment.',
  notLoggedIn: 'No user is logged in',
  forbidden: 'You are not allowed to do this',
  adminOnly: 'Only an admin can do this',
  userNotFound: 'User not found',
  lastAdmin: 'You are the last admin: make someone else admin before removing yourself',
  informationUpdated: 'Information updated',
  adminLoading: 'Loading',
  adminAdded: 'Admin added',
  adminRemoved: 'removed From Admin',
  adminError: 'Error when removing',
  loggedOut: 'You have been logged out',
  googleNotConfigured: 'Google sign-in is not set up for this store',
  googleFailed: 'Google sign-in did not complete. Please try again.',
  googleEmailUnverified: 'Your Google account email is not verified',
  resetRequested: 'If an account exists for this email, a link to reset the password is on its way.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been changed. Please log in.',
  emailVerified: 'Your email address is verified.',
  emailVerifiedBadge: 'Email verified',
  emailNotVerified: 'Your email address is not verified yet: open the link we mailed you.',
  resendVerification: 'Send the link again',
  verifyInvalid:
    'This verification link is invalid, already used or expired. Log in and send a new one from My Profile.',
  verifySent: `A new verification link is on its way. It works for ${EMAIL_VERIFICATION_TTL_HOURS} hours.`,
  verifyAlreadyDone: 'Your email address is already verified',
  verifyTooMany: 'Too many verification mails. Please wait a few minutes and try again.',
  downloadMyData: 'Download my data',
  deleteAccount: 'Delete my account',
  deletePasswordRequired: 'Enter your password to delete your account',
  deleteWrongPassword: 'That password is not right: your account was not deleted',
  deleteNeedsFreshSignIn: `Your account signs in with Google: sign in with Google again, then delete it within ${FRESH_SIGN_IN_MINUTES} minutes`,
  deleteLastAdmin: 'You are the last admin: make someone else admin before deleting your account',
  deleteOrdersOnTheirWay:
    'You have paid orders on their way: you can delete your account once they are delivered',
  deleteTooMany: 'Too many tries to delete this account. Please wait a few minutes and try again.',
  accountDeleted: 'Your account has been deleted',
  imageInvalid:
    'The photo must be an image uploaded to this store or your picture from your sign-in provider',
} as const;
