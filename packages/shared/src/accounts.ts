import { accountMessages, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './accounts-constants.ts';
import { companyRoles, companyStatuses } from './companies-constants.ts';
import { PageNumberSchema, pageLimit } from './http.ts';
import { OrderListSchema } from './orders.ts';
import { plainText } from './text-fields.ts';
import { z } from './zod.ts';

export * from './accounts-constants.ts';

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

/** An account's name, as registered or changed: shown to admins, on orders and on invoices. */
const accountName = z
  .string({ error: accountMessages.nameRequired })
  .trim()
  .min(1, accountMessages.nameRequired)
  .max(NAME_MAX, accountMessages.nameTooLong)
  .superRefine(plainText('Your name'));

export const RegisterBodySchema = z.object({
  name: accountName,
  email: email(accountMessages.emailRequired),
  password: newPassword,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const TokenResponseSchema = z.object({ accessToken: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

const optionalText = (field: string, max: number) => z.string().trim().max(max).superRefine(plainText(field));

/** A user as JSON, SPEC's fields; `role` is present only for admins. Shown only to the user and to admins. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().optional(),
  phoneNo: z.string().optional(),
  role: z.literal('admin').optional(),
  /** Whether the owner has proven the address (the mailed link, or a verified OIDC sign-in). */
  emailVerified: z.boolean(),
  /** Whether the account has a password (otherwise it signs in only with Google): what deleting it asks for. */
  oidcOnly: z.boolean(),
  address: z.object({ country: z.string(), state: z.string(), streetAddress: z.string() }),
  social: z.object({ linkedin: z.string(), twitter: z.string() }),
});
export type User = z.infer<typeof UserSchema>;

/**
 * GET /me: the user, and their place in a company (null for none), so that pages know it without asking
 * GET /my-company and being answered 404 (ADR 132).
 */
export const MeSchema = UserSchema.extend({
  company: z
    .object({
      role: z.enum(companyRoles),
      status: z.enum(companyStatuses),
      /** Its orders carry no tax: the cart and the purchase page show their totals without it. */
      taxExempt: z.boolean(),
    })
    .nullable(),
});
export type Me = z.infer<typeof MeSchema>;

/** Whether `user` buys tax free: a member of an approved, tax-exempt company (the server charges it no tax). */
export const buysTaxFree = (user: { company?: Me['company'] | undefined }): boolean =>
  user.company?.status === 'approved' && user.company.taxExempt;
export const UserListSchema = z.array(UserSchema);

export const userSorts = ['name', 'email', 'newest'] as const;
export type UserSort = (typeof userSorts)[number];
/** The All users page's page size, and the most GET /users answers at once. */
export const USERS_PAGE_MAX = 100;
/** The longest search of the users. */
export const USERS_SEARCH_MAX = 200;

/**
 * GET /users: a page of the users (the total is in X-Total-Count), sorted by name (then email), by email or newest
 * first, and searched: every word of `q` in the name or the email, whatever the letter case.
 */
export const UsersQuerySchema = z.object({
  q: z.string().trim().max(USERS_SEARCH_MAX, `q can be at most ${USERS_SEARCH_MAX} characters`).optional(),
  sort: z.enum(userSorts, { error: `sort must be one of ${userSorts.join(', ')}` }).default('name'),
  page: PageNumberSchema,
  limit: pageLimit(USERS_PAGE_MAX, USERS_PAGE_MAX),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

const country = optionalText('The country', 100).optional();
const state = optionalText('The state', 100).optional();
const streetAddress = optionalText('The street address', 300).optional();
const linkedin = optionalText('The LinkedIn link', 300).optional();
const twitter = optionalText('The Twitter link', 300).optional();

/**
 * PUT /updateUser/:id: the profile a user may change. Never role, never email. The address and social links come
 * nested, as a user shows them, or flat, as SPEC's profile form sends them (`country` … `twitter`); a field sent
 * both ways is taken from the nested one.
 */
export const UpdateUserBodySchema = z.object({
  name: z
    .string()
    .trim()
    .max(NAME_MAX, accountMessages.nameTooLong)
    .min(1, accountMessages.nameRequired)
    .superRefine(plainText('Your name')),
  phoneNo: optionalText('The phone number', 40).optional(),
  address: z.object({ country, state, streetAddress }).optional(),
  social: z.object({ linkedin, twitter }).optional(),
  country,
  state,
  streetAddress,
  linkedin,
  twitter,
  /** This shop's `/api/images/<id>` or the OIDC provider's avatar; the server checks which (422 otherwise). */
  image: z.string().max(300, accountMessages.imageInvalid).optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** PUT /users: the registration sequence's upsert of the signed-in user's name. */
export const UpsertUserBodySchema = z.object({
  name: accountName,
  email: z.string().optional(),
});

export const AdminEmailBodySchema = z.object({ email: email(accountMessages.emailRequired) });

export const PasswordResetRequestSchema = z.object({ email: email(accountMessages.emailRequired) });
export const PasswordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});

/** POST /verify-email: the token of the mailed link `/verify-email?token=…`. */
export const VerifyEmailBodySchema = z.object({
  token: z
    .string({ error: accountMessages.verifyInvalid })
    .min(1, accountMessages.verifyInvalid)
    .max(200, accountMessages.verifyInvalid),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

export const MessageSchema = z.object({ message: z.string() });

export const AuthProvidersSchema = z.object({ google: z.boolean() });

/** GET /me/data: everything the shop holds about the signed-in customer, as one JSON file. */
export const MyDataSchema = z.object({
  exportedAt: z.string(),
  profile: UserSchema,
  orders: OrderListSchema,
  reviews: z.array(
    z.object({ _id: z.string(), review: z.string(), detaisReview: z.string(), createdAt: z.string() }),
  ),
});
export type MyData = z.infer<typeof MyDataSchema>;

/**
 * DELETE /me: the account's password; an account without one sends none and proves itself by a fresh Google
 * sign-in instead.
 */
export const DeleteAccountBodySchema = z.object({
  password: z.string().max(PASSWORD_MAX, accountMessages.passwordTooLong).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
