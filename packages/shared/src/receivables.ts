import { z } from 'zod';

// Receivables of orders on account (issue 51, ADR 142): what each company owes, how late, and its statement.
// Money in dollars as in every answer; the server keeps cents.

/** The aging buckets, by days past the due date: not yet due, 1–30, 31–60, 61–90, over 90. */
export const agingBuckets = ['current', '1-30', '31-60', '61-90', 'over-90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const agingBucketLabels: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  'over-90': 'Over 90 days',
};

/** The bucket of an invoice `daysOverdue` days past its due date (0 or less: current). */
export const agingBucketOf = (daysOverdue: number): AgingBucket =>
  daysOverdue <= 0
    ? 'current'
    : daysOverdue <= 30
      ? '1-30'
      : daysOverdue <= 60
        ? '31-60'
        : daysOverdue <= 90
          ? '61-90'
          : 'over-90';

/** How many days of payments and credit notes a statement lists. */
export const STATEMENT_DAYS = 90;

export const OpenInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  /** The invoice's date, YYYY-MM-DD (UTC). */
  invoiceDate: z.string(),
  dueDate: z.string(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  /** Days past the due date; 0 while not yet due. */
  daysOverdue: z.number(),
});
export type OpenInvoice = z.infer<typeof OpenInvoiceSchema>;

const BucketsSchema = z.object(
  Object.fromEntries(
    agingBuckets.map((bucket) => [
      bucket,
      z.object({ total: z.number(), invoices: z.array(OpenInvoiceSchema) }),
    ]),
  ) as Record<
    AgingBucket,
    z.ZodObject<{ total: z.ZodNumber; invoices: z.ZodArray<typeof OpenInvoiceSchema> }>
  >,
);

export const CompanyReceivablesSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  paymentTermsDays: z.number(),
  /** Every invoice on account's balance, less credit notes. */
  openBalance: z.number(),
  creditLimit: z.number(),
  /** The credit limit less the open balance, never below 0. */
  availableCredit: z.number(),
  overdue: z.number(),
  buckets: BucketsSchema,
});
export type CompanyReceivables = z.infer<typeof CompanyReceivablesSchema>;

export const ReceivablesSchema = z.object({
  /** The UTC day the aging was counted on. */
  asOf: z.string(),
  companies: z.array(CompanyReceivablesSchema),
});
export type Receivables = z.infer<typeof ReceivablesSchema>;

export const StatementPaymentSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  invoiceNumber: z.string().nullable(),
  kind: z.enum(['received', 'repaid']),
  amount: z.number(),
  reference: z.string(),
  receivedAt: z.string(),
  reversed: z.boolean(),
});

/** GET /my-company/receivables: a company admin's own open invoices, recent payments, balance and credit. */
export const MyReceivablesSchema = z.object({
  asOf: z.string(),
  companyName: z.string(),
  paymentTermsDays: z.number(),
  openBalance: z.number(),
  creditLimit: z.number(),
  availableCredit: z.number(),
  overdue: z.number(),
  openInvoices: z.array(OpenInvoiceSchema),
  /** The payments of the last STATEMENT_DAYS days, newest first; a reversed one is marked. */
  payments: z.array(StatementPaymentSchema),
});
export type MyReceivables = z.infer<typeof MyReceivablesSchema>;

/** The CSV export's columns, one row per open invoice. */
export const receivablesCsvColumns = [
  'company',
  'bucket',
  'invoice_number',
  'order_number',
  'invoice_date',
  'due_date',
  'total',
  'paid',
  'balance',
  'days_overdue',
] as const;
