import { z } from 'zod';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';

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
} as const;

const email = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX, accountMessages.emailInvalid)
    .pipe(z.email(accountMessages.emailInvalid));

const newPassword = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .min(PASSWORD_MIN, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX, accountMessages.passwordTooLong);

export const LoginBodySchema = z.object({
  email: email(accountMessages.emailRequiredLogin),
  password: z
    .string({ error: accountMessages.passwordRequiredLogin })
    .min(1, accountMessages.passwordRequiredLogin)
    .max(PASSWORD_MAX, accountMessages.passwordTooLong),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  name: z
    .string({ error: accountMessages.nameRequired })
    .trim()
    .min(1, accountMessages.nameRequired)
    .max(NAME_MAX, accountMessages.nameTooLong),
  email: email(accountMessages.emailRequired),
  password: newPassword,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const TokenResponseSchema = z.object({ accessToken: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

const optionalText = (max: number) => z.string().trim().max(max);

/** A user as JSON, SPEC's fields; `role` is present only for admins. Shown only to the user and to admins. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().optional(),
  phoneNo: z.string().optional(),
  role: z.literal('admin').optional(),
  address: z.object({ country: z.string(), state: z.string(), streetAddress: z.string() }),
  social: z.object({ linkedin: z.string(), twitter: z.string() }),
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = z.array(UserSchema);

/** PUT /updateUser/:id: the profile a user may change. Never role, never email. */
export const UpdateUserBodySchema = z.object({
  name: optionalText(NAME_MAX).min(1, accountMessages.nameRequired),
  phoneNo: optionalText(40).optional(),
  address: z
    .object({
      country: optionalText(100).optional(),
      state: optionalText(100).optional(),
      streetAddress: optionalText(300).optional(),
    })
    .optional(),
  social: z
    .object({
      linkedin: optionalText(300).optional(),
      twitter: optionalText(300).optional(),
    })
    .optional(),
  image: z.string().max(300).optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** PUT /users: the registration sequence's upsert of the signed-in user's name. */
export const UpsertUserBodySchema = z.object({
  name: z
    .string({ error: accountMessages.nameRequired })
    .trim()
    .min(1, accountMessages.nameRequired)
    .max(NAME_MAX),
  email: z.string().optional(),
});

export const AdminEmailBodySchema = z.object({ email: email(accountMessages.emailRequired) });

export const PasswordResetRequestSchema = z.object({ email: email(accountMessages.emailRequired) });
export const PasswordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});

export const AcknowledgedSchema = z.object({ acknowledged: z.literal(true) });
export const MessageSchema = z.object({ message: z.string() });

export const AuthProvidersSchema = z.object({ google: z.boolean() });
