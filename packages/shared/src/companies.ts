import { AddressJsonSchema, AddressSchema } from './address.ts';
import {
  COMPANY_NAME_MAX,
  CREDIT_LIMIT_MAX,
  companyMessages,
  companyRoles,
  companyStatuses,
  ORDER_LIMIT_MAX,
} from './companies-constants.ts';
import { PageNumberSchema } from './http.ts';
import { paymentTermsDays } from './orders-constants.ts';
import { printable } from './text-fields.ts';
import { z } from './zod.ts';

export * from './companies-constants.ts';

const companyName = printable('The company name', COMPANY_NAME_MAX);
const taxId = printable('The tax ID', 50);
const phone = printable('The phone number', 40).pipe(
  z.string().regex(/^\+?[\d\s().-]{5,40}$/, 'The phone number may hold only digits, spaces, + ( ) . and -'),
);

/** A buyer's order limit in dollars (cents inside): above 0, whole cents; null takes it away. */
const orderLimit = z
  .number({ error: companyMessages.orderLimitRange })
  .positive(companyMessages.orderLimitRange)
  .max(ORDER_LIMIT_MAX, companyMessages.orderLimitRange)
  .refine(
    (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
    'The order limit is in whole cents',
  );

/** A company's credit limit in dollars (cents inside), as prices and order limits are written: 0 = card only. */
const creditLimit = z
  .number({ error: companyMessages.creditLimitRange })
  .min(0, companyMessages.creditLimitRange)
  .max(CREDIT_LIMIT_MAX, companyMessages.creditLimitRange)
  .refine(
    (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
    companyMessages.creditLimitRange,
  );

const paymentTerms = z.literal(paymentTermsDays, { error: companyMessages.paymentTermsInvalid });

/** POST /companies/apply: the applicant comes from the session. */
export const CompanyApplyBodySchema = z.object({
  name: companyName,
  taxId: taxId.optional(),
  address: AddressSchema,
  phone,
});
export type CompanyApplyBody = z.input<typeof CompanyApplyBodySchema>;

export const CompanyAppliedSchema = z.object({ _id: z.string(), status: z.literal('applied') });

/** A member as a company admin or a shop admin sees them. */
export const CompanyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(companyRoles),
  orderLimit: z.number().optional(),
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

export const CompanyAddressSchema = z.object({
  _id: z.string(),
  label: z.string().optional(),
  address: AddressJsonSchema,
});
export type CompanyAddress = z.infer<typeof CompanyAddressSchema>;

export const CompanyInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(companyRoles),
  orderLimit: z.number().optional(),
  expiresAt: z.string(),
  invitedBy: z.string(),
});
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

export const CompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(companyStatuses),
  taxId: z.string().optional(),
  phone: z.string(),
  address: AddressJsonSchema,
  taxExempt: z.boolean(),
  /** The price list the company buys by (ADR 131); absent for list prices. */
  priceListId: z.string().optional(),
  /** Net terms of orders on account, in days, and the credit limit in dollars (ADR 139); 0 and 0: card only. */
  paymentTermsDays: z.number(),
  creditLimit: z.number(),
  createdAt: z.string(),
  /** Who applied: name and email. */
  applicant: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  memberCount: z.number(),
});
export type Company = z.infer<typeof CompanySchema>;
export const CompanyListSchema = z.array(CompanySchema);

/** GET /companies/:id (shop admins): the company with every member, address and open invitation. */
export const CompanyDetailSchema = CompanySchema.extend({
  members: z.array(CompanyMemberSchema),
  addresses: z.array(CompanyAddressSchema),
  invitations: z.array(CompanyInvitationSchema),
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;

/**
 * GET /my-company: the company, its addresses and the member's own role and limit; `members` and `invitations`
 * only for company admins.
 */
export const MyCompanySchema = z.object({
  company: CompanySchema,
  role: z.enum(companyRoles),
  orderLimit: z.number().optional(),
  /**
   * What the company may still order on account, in dollars: its credit limit less its open balance, never below 0.
   * Only while it may order on account (approved, with terms and a limit), so the checkout offers the choice.
   */
  availableCredit: z.number().optional(),
  addresses: z.array(CompanyAddressSchema),
  members: z.array(CompanyMemberSchema).optional(),
  invitations: z.array(CompanyInvitationSchema).optional(),
});
export type MyCompany = z.infer<typeof MyCompanySchema>;

/** GET /companies: a page (the total is in X-Total-Count), of one status or all, searched by name, tax ID or email. */
export const CompaniesQuerySchema = z.object({
  status: z
    .enum(companyStatuses, { error: `status must be one of ${companyStatuses.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  q: z.string().trim().max(200, 'q can be at most 200 characters').optional(),
  page: PageNumberSchema,
});
export type CompaniesQuery = z.input<typeof CompaniesQuerySchema>;

/** PATCH /companies/:id (shop admins). */
export const CompanyPatchBodySchema = z
  .object({
    status: z
      .enum(['approved', 'rejected', 'suspended'], {
        error: 'status must be one of approved, rejected, suspended',
      })
      .optional(),
    taxExempt: z.boolean({ error: 'taxExempt must be true or false' }).optional(),
    /** null: the company buys at list prices. */
    priceListId: z.uuid({ error: 'priceListId must be a price list’s id or null' }).nullable().optional(),
    taxId: taxId.nullable().optional(),
    name: companyName.optional(),
    address: AddressSchema.optional(),
    phone: phone.optional(),
    paymentTermsDays: paymentTerms.optional(),
    creditLimit: creditLimit.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    companyMessages.nothingToChange,
  );
export type CompanyPatchBody = z.input<typeof CompanyPatchBodySchema>;

export const InvitationBodySchema = z.object({
  email: z
    .string({ error: 'Please provide a valid email address' })
    .trim()
    .max(254, 'Please provide a valid email address')
    .pipe(z.email('Please provide a valid email address')),
  role: z.enum(companyRoles, { error: 'role must be admin or buyer' }),
  orderLimit: orderLimit.optional(),
});
export type InvitationBody = z.input<typeof InvitationBodySchema>;

export const AcceptInvitationBodySchema = z.object({
  token: z
    .string({ error: companyMessages.invitationInvalid })
    .min(1, companyMessages.invitationInvalid)
    .max(200, companyMessages.invitationInvalid),
});

export const MemberPatchBodySchema = z
  .object({
    role: z.enum(companyRoles, { error: 'role must be admin or buyer' }).optional(),
    orderLimit: orderLimit.nullable().optional(),
  })
  .refine(
    (body) => body.role !== undefined || body.orderLimit !== undefined,
    companyMessages.nothingToChange,
  );
export type MemberPatchBody = z.input<typeof MemberPatchBodySchema>;

export const CompanyAddressBodySchema = z.object({
  label: printable('The label', 100).optional(),
  address: AddressSchema,
});
export type CompanyAddressBody = z.input<typeof CompanyAddressBodySchema>;

export const CompanyAddressPatchBodySchema = z
  .object({
    label: printable('The label', 100).nullable().optional(),
    address: AddressSchema.optional(),
  })
  .refine((body) => body.label !== undefined || body.address !== undefined, companyMessages.nothingToChange);

/** The ids in a company route's path. */
export const CompanyIdParamsSchema = z.object({ id: z.uuid({ error: companyMessages.notFound }) });
export const MemberParamsSchema = z.object({ userId: z.uuid({ error: companyMessages.memberNotFound }) });
export const AddressParamsSchema = z.object({
  addressId: z.uuid({ error: companyMessages.addressNotFound }),
});
export const InvitationParamsSchema = z.object({
  invitationId: z.uuid({ error: companyMessages.invitationNotFound }),
});
