import { formatCount } from './numbers.ts';
import { OrderSchema, orderStatuses } from './orders.ts';
import { z } from './zod.ts';

export const PRICE_MAX = 1_000_000;
export const QUANTITY_MAX = 10_000_000;
export const LOW_STOCK_UNITS = 100;

/** A product runs low when fewer than 100 units, or fewer than two minimum orders, are left. */
export const isLowStock = (product: { quantity: number; minOrder: number }): boolean =>
  product.quantity < Math.max(LOW_STOCK_UNITS, product.minOrder * 2);

export const productMessages = {
  added: 'One Item added',
  nameRequired: 'The name is required',
  modelRequired: 'The model is required',
  priceInvalid: `The price must be more than 0 and at most ${formatCount(PRICE_MAX)}, with at most 2 decimals`,
  quantityInvalid: `The quantity must be a whole number from 0 to ${formatCount(QUANTITY_MAX)}`,
  minOrderInvalid: 'The minimum order must be a whole number of at least 1',
  minOrderAboveQuantity: 'The minimum order cannot be more than the quantity',
  imageInvalid: 'The image must be uploaded to this store first',
  imageRequired: 'Choose an image for the product',
  descriptionTooLong: 'The description can be at most 2000 characters',
  deleted: 'The product was deleted',
  updated: 'The product was updated',
  confirmDelete: 'Are you sure?',
  lowStock: 'Low stock',
} as const;

/**
 * The minimum order is at most the stock, unless the tool is sold out: listed with 0 in stock, it keeps its
 * minimum. Adding and editing a product both hold to it (the edit checks it in its UPDATE's condition).
 */
export const minOrderFitsStock = (product: { quantity: number; minOrder: number }): boolean =>
  product.minOrder <= product.quantity || product.quantity === 0;

const price = z
  .number({ error: productMessages.priceInvalid })
  .positive(productMessages.priceInvalid)
  .max(PRICE_MAX, productMessages.priceInvalid)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, productMessages.priceInvalid);
const quantity = z
  .number({ error: productMessages.quantityInvalid })
  .int(productMessages.quantityInvalid)
  .min(0, productMessages.quantityInvalid)
  .max(QUANTITY_MAX, productMessages.quantityInvalid);
const minOrder = z
  .number({ error: productMessages.minOrderInvalid })
  .int(productMessages.minOrderInvalid)
  .min(1, productMessages.minOrderInvalid)
  .max(QUANTITY_MAX, productMessages.minOrderInvalid);

/** POST /addProduct: the admin's form. `image` is the URL our upload service answered with. */
export const AddProductBodySchema = z
  .object({
    name: z
      .string({ error: productMessages.nameRequired })
      .trim()
      .min(1, productMessages.nameRequired)
      .max(200),
    model: z
      .string({ error: productMessages.modelRequired })
      .trim()
      .min(1, productMessages.modelRequired)
      .max(100),
    description: z.string().trim().max(2000, productMessages.descriptionTooLong).default(''),
    price,
    quantity,
    minOrder,
    image: z.string({ error: productMessages.imageRequired }).max(300, productMessages.imageInvalid),
    email: z.string().optional(),
  })
  .refine(minOrderFitsStock, {
    message: productMessages.minOrderAboveQuantity,
    path: ['minOrder'],
  });
export type AddProductBody = z.input<typeof AddProductBodySchema>;

/** PATCH /product/:id: what the admin table edits in place. */
export const UpdateProductBodySchema = z
  .object({ price: price.optional(), quantity: quantity.optional(), minOrder: minOrder.optional() })
  .refine((p) => p.price !== undefined || p.quantity !== undefined || p.minOrder !== undefined, {
    message: 'Send a price, a quantity or a minimum order to change',
  });
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>;

/** An order in the admin's table: the order without the buyer's phone, address, unit price and payment time. */
export const AdminOrderSchema = OrderSchema.omit({
  phoneNo: true,
  address: true,
  unitPrice: true,
  paidAt: true,
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .transform((n) => Math.min(n, 100))
    .default(50),
});

// No control characters (line breaks, NUL, escapes): these values go into mails and onto pages as they are.
const printable = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} cannot be empty`)
    .max(max, `${field} can be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${field} cannot hold control characters`);

/** PATCH /order/:id/status: ship (with the carrier and tracking number when given) or deliver. */
export const OrderStatusBodySchema = z
  .object({
    status: z.enum(['shipped', 'delivered'], { error: 'status must be shipped or delivered' }),
    carrier: printable('The carrier', 60).optional(),
    trackingNumber: printable('The tracking number', 100).optional(),
  })
  .refine(
    (body) => body.status === 'shipped' || (body.carrier === undefined && body.trackingNumber === undefined),
    {
      message: 'A carrier and tracking number are given when the order is shipped',
      path: ['status'],
    },
  );
export type OrderStatusBody = z.infer<typeof OrderStatusBodySchema>;

export const orderAdminMessages = {
  markShipped: 'Mark shipped',
  markDelivered: 'Mark delivered',
  shipped: 'The order is marked shipped',
  delivered: 'The order is marked delivered',
  exportCsv: 'Export CSV',
} as const;

export const OverviewSchema = z.object({
  revenueByDay: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.number() })),
  ordersByStatus: z.array(z.object({ status: z.enum(orderStatuses), count: z.number() })),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), revenue: z.number(), units: z.number() }),
  ),
  lowStock: z.array(
    z.object({ _id: z.string(), name: z.string(), quantity: z.number(), minOrder: z.number() }),
  ),
});
export type Overview = z.infer<typeof OverviewSchema>;

/** What the audit trail records: every admin action that changes the shop (the API's own list). */
export const activityActions = [
  'product.added',
  'product.edited',
  'product.deleted',
  'order.status_changed',
  'order.deleted',
  'user.admin_granted',
  'user.admin_removed',
  'user.profile_edited',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** How the Activity page names each action. */
export const activityActionLabels: Record<ActivityAction, string> = {
  'product.added': 'Product added',
  'product.edited': 'Product edited',
  'product.deleted': 'Product deleted',
  'order.status_changed': 'Order status changed',
  'order.deleted': 'Order deleted',
  'user.admin_granted': 'Admin granted',
  'user.admin_removed': 'Admin removed',
  'user.profile_edited': "Someone's profile edited",
};

export const ACTIVITY_PAGE_SIZE = 50;

/** GET /admin/activity: filters and the page. `actor` is an admin's email (any case) or account id. */
export const ActivityQuerySchema = z.object({
  actor: z.string().trim().max(254, 'actor must be an email address or an account id').optional(),
  action: z
    .enum(activityActions, { error: `action must be one of ${activityActions.join(', ')}` })
    .optional(),
  page: AdminOrdersQuerySchema.shape.page,
});
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;

/** One entry of the audit trail: who (id and email then), when, what, on what, and the values before and after. */
export const ActivityEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.enum(activityActions),
  subject: z.object({ type: z.enum(['product', 'order', 'user']), id: z.string(), label: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
export const ActivityListSchema = z.array(ActivityEntrySchema);
