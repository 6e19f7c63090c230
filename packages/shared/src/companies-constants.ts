// companies.ts without zod: the trade accounts' statuses, roles, limits and messages, for pages that load before
// zod; `./companies.ts` re-exports them beside its schemas.

export const companyStatuses = ['applied', 'approved', 'rejected', 'suspended'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];

export const companyRoles = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** How long an invitation's link works. */
export const COMPANY_INVITATION_TTL_DAYS = 7;
export const COMPANIES_PAGE_SIZE = 50;
export const COMPANY_ADDRESSES_MAX = 50;
export const COMPANY_NAME_MAX = 200;
/** The largest order limit a buyer may be given, in dollars. */
export const ORDER_LIMIT_MAX = 10_000_000;
/** The largest credit limit a company may be given, in dollars. */
export const CREDIT_LIMIT_MAX = 100_000_000;

/** How the admin's Companies page and the Trade account page name each status. */
export const companyStatusLabels: Record<CompanyStatus, string> = {
  applied: 'Applied',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export const companyRoleLabels: Record<CompanyRole, string> = { admin: 'Company admin', buyer: 'Buyer' };

/**
 * Which status a company may move to from each (PATCH /companies/:id): an application is approved or rejected
 * once; an approved company may be suspended and approved again; a rejection is final (the applicant may apply
 * again).
 */
export const companyTransitions: Record<CompanyStatus, readonly CompanyStatus[]> = {
  applied: ['approved', 'rejected'],
  approved: ['suspended'],
  suspended: ['approved'],
  rejected: [],
};

export const companyMessages = {
  applied: 'Thank you: we have your application and will mail you once we have looked at it.',
  notProven: 'Confirm your email address from My Profile before you apply for a trade account',
  alreadyMember: 'You already belong to a company or have applied for one',
  notMember: 'You do not belong to a company',
  notFound: 'There is no such company',
  notApproved: 'Your company is not approved: this is possible only for an approved company',
  companyNotApproved: 'The company is not approved: this is possible only for an approved company',
  companyAdminOnly: "Only the company's admins can do this",
  transition: (from: CompanyStatus, to: CompanyStatus) =>
    `A company that is ${companyStatusLabels[from].toLowerCase()} cannot be ${companyStatusLabels[to].toLowerCase()}`,
  memberNotFound: 'There is no such member of the company',
  lastAdmin: 'A company always keeps one company admin: make another member admin first',
  deleteLastCompanyAdmin:
    "You are your company's last company admin: make another member admin before deleting your account",
  personInThisCompany: 'That person is already a member of this company',
  invitationAlreadyMember:
    'You already belong to a company (or have applied for one): a person belongs to one company only, so this invitation cannot be accepted',
  invitationInvalid:
    'This invitation is invalid, already used or expired: ask the company admin for a new one',
  invitationOtherAddress:
    'This invitation is for another email address: sign in with the address it was sent to',
  invitationNotProven: 'Confirm your email address from My Profile before you accept the invitation',
  invitationNotFound: 'There is no such invitation',
  addressNotFound: 'There is no such address',
  tooManyAddresses: `A company can keep at most ${COMPANY_ADDRESSES_MAX} addresses`,
  orderLimitRange: `The order limit must be a number of dollars above 0, at most ${ORDER_LIMIT_MAX.toLocaleString('en-US')}`,
  nothingToChange: 'Send at least one thing to change',
  paymentTermsInvalid: 'paymentTermsDays must be one of 0, 15, 30, 45, 60, 90',
  creditLimitRange: `The credit limit must be a number of dollars from 0 to ${CREDIT_LIMIT_MAX.toLocaleString('en-US')}, in whole cents`,
  termsNeedApproval:
    'Payment terms and a credit limit can be given only to an approved company: approve it first',
} as const;

/** How a company's payment terms read: "Card only" for 0 days, otherwise "Net 30". */
export const paymentTermsLabel = (days: number): string => (days === 0 ? 'Card only' : `Net ${days}`);
