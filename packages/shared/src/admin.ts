import {
  ATTRIBUTE_NAME_MAX,
  ATTRIBUTE_VALUE_MAX,
  ATTRIBUTES_MAX,
  attributeMessages,
  CATEGORY_SLUG_PATTERN,
  categoryMessages,
  galleryMessages,
  PRODUCT_IMAGES_MAX,
} from './catalog-constants.ts';
import { PageNumberSchema, pageLimit } from './http.ts';
import { formatCount } from './numbers.ts';
import { carriers, OrderSchema, orderStatuses } from './orders.ts';
import { PRICE_TIERS_MAX, type PriceTier, priceTierMessages, priceTiersProblem } from './price-tiers.ts';
import { WeightKgSchema } from './shipping.ts';
import { plainText, printable } from './text-fields.ts';
import { ShipmentSerialsSchema } from './warranty.ts';
import { z } from './zod.ts';

export const PRICE_MAX = 1_000_000;
export const QUANTITY_MAX = 10_000_000;
export const LOW_STOCK_UNITS = 100;

/** A product runs low when fewer than 100 units, or fewer than two minimum orders, are left. */
export const isLowStock = (product: { quantity: number; minOrder: number }): boolean =>
  product.quantity < Math.max(LOW_STOCK_UNITS, product.minOrder * 2);

const PRODUCT_NAME_MAX = 200;
const PRODUCT_MODEL_MAX = 100;

export const productMessages = {
  added: 'One Item added',
  nameRequired: 'The name is required',
  modelRequired: 'The model is required',
  nameTooLong: `The name can be at most ${PRODUCT_NAME_MAX} characters`,
  modelTooLong: `The model can be at most ${PRODUCT_MODEL_MAX} characters`,
  /** A model names one tool: the catalog's CSV matches its rows to the tools by it (issue 25). */
  modelTaken: 'Another tool in the catalog has this model',
  priceInvalid: `The price must be more than 0 and at most ${formatCount(PRICE_MAX)}, with at most 2 decimals`,
  quantityInvalid: `The quantity must be a whole number from 0 to ${formatCount(QUANTITY_MAX)}`,
  minOrderInvalid: 'The minimum order must be a whole number of at least 1',
  imageInvalid: 'The image must be uploaded to this store first',
  imageRequired: 'Choose an image for the product',
  descriptionTooLong: 'The description can be at most 2000 characters',
  deleted: 'The product was deleted',
  updated: 'The product was updated',
  confirmDelete: 'Are you sure?',
  /** What Accept does, in one line under 'Are you sure?'. */
  confirmDeleteLine: (name: string) =>
    `Delete ${name}: it leaves the catalogue at once; orders that hold it keep it.`,
  lowStock: 'Low stock',
} as const;

const price = z
  .number({ error: productMessages.priceInvalid })
  .positive(productMessages.priceInvalid)
  .max(PRICE_MAX, productMessages.priceInvalid)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, productMessages.priceInvalid);
// Stock is any whole number from 0, whatever the minimum order: a tool with less than its minimum in stock cannot
// be ordered until it is restocked (canOrderFromStock), as the catalogue says.
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

/** Volume prices as sent: each a whole number of pieces and a price; how they fit the product is checked apart. */
export const PriceTiersSchema = z
  .array(
    z.object({
      minAmount: z
        .number({ error: priceTierMessages.minAmountInvalid })
        .int(priceTierMessages.minAmountInvalid)
        .min(1, priceTierMessages.minAmountInvalid)
        .max(QUANTITY_MAX, priceTierMessages.minAmountInvalid),
      price,
    }),
    { error: 'priceTiers must be a list of { minAmount, price }' },
  )
  .max(PRICE_TIERS_MAX, priceTierMessages.tooMany);

/** Adds the rule of volume prices (price-tiers.ts) to a schema's issues, at the tier and field it names. */
export const checkPriceTiers = (
  product: { price: number; minOrder: number },
  tiers: readonly PriceTier[],
  ctx: z.RefinementCtx,
) => {
  const problem = priceTiersProblem(product, tiers);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      message: problem.message,
      path: ['priceTiers', problem.index, problem.field],
    });
};

/**
 * One cell of the specification table: trimmed, 1 to `max` characters, no control characters, and no line or
 * paragraph separators or marks that turn text's direction (plainText: a value that reads backwards on the page).
 */
const attributeText = (
  field: string,
  max: number,
  messages: { required: string; tooLong: string; control: string },
) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .regex(/^[^\p{Cc}]*$/u, messages.control)
    .superRefine(plainText(field));

/** A tool's specification table: at most 30 rows of a name and a value, names unique whatever their case. */
export const AttributesSchema = z
  .array(
    z.object(
      {
        name: attributeText('The specification name', ATTRIBUTE_NAME_MAX, {
          required: attributeMessages.nameRequired,
          tooLong: attributeMessages.nameTooLong,
          control: attributeMessages.nameControl,
        }),
        value: attributeText('The specification value', ATTRIBUTE_VALUE_MAX, {
          required: attributeMessages.valueRequired,
          tooLong: attributeMessages.valueTooLong,
          control: attributeMessages.valueControl,
        }),
      },
      { error: attributeMessages.notList },
    ),
    { error: attributeMessages.notList },
  )
  .max(ATTRIBUTES_MAX, attributeMessages.tooMany)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = row.name.toLocaleLowerCase('en-US');
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: attributeMessages.nameTaken, path: [index, 'name'] });
      seen.add(key);
    });
  });

/** A tool's gallery as sent: 1–10 distinct image URLs; the server checks each is one of its own uploads. */
export const ImagesSchema = z
  .array(z.string({ error: productMessages.imageInvalid }).max(300, productMessages.imageInvalid), {
    error: galleryMessages.notList,
  })
  .min(1, galleryMessages.required)
  .max(PRODUCT_IMAGES_MAX, galleryMessages.tooMany)
  .superRefine((urls, ctx) => {
    urls.forEach((url, index) => {
      if (urls.indexOf(url) !== index)
        ctx.addIssue({ code: 'custom', message: galleryMessages.duplicate, path: [index] });
    });
  });

/**
 * The main image and the gallery as the server keeps them: `images` when sent (its first is the main image),
 * else the one `image` as a gallery of one, as SPEC's clients send it.
 */
const withGallery = <T extends { image?: string | undefined; images?: string[] | undefined }>(body: T) => {
  const images = body.images ?? (body.image === undefined ? undefined : [body.image]);
  return { ...body, image: images?.[0], images };
};

const productName = z
  .string({ error: productMessages.nameRequired })
  .trim()
  .min(1, productMessages.nameRequired)
  .max(PRODUCT_NAME_MAX, productMessages.nameTooLong)
  .superRefine(plainText('The name'));
const productModel = z
  .string({ error: productMessages.modelRequired })
  .trim()
  .min(1, productMessages.modelRequired)
  .max(PRODUCT_MODEL_MAX, productMessages.modelTooLong)
  .superRefine(plainText('The model'));
const productDescription = z
  .string()
  .trim()
  .max(2000, productMessages.descriptionTooLong)
  .superRefine(plainText('The description'));

const productCategory = z
  .string({ error: categoryMessages.unknown })
  .trim()
  .max(100, categoryMessages.unknown)
  .regex(CATEGORY_SLUG_PATTERN, categoryMessages.unknown);

/** POST /addProduct: the admin's form. `image` is the URL our upload service answered with. */
export const AddProductBodySchema = z
  .object({
    name: productName,
    model: productModel,
    description: productDescription.default(''),
    price,
    quantity,
    minOrder,
    /** Its shipping weight in kg (whole grams); 0 when left out. */
    weightKg: WeightKgSchema.default(0),
    /** Each unit ships with a serial number, taken when the order is shipped (ADR 148). */
    serialized: z.boolean({ error: 'serialized must be true or false' }).default(false),
    /** The main image; may be left out when `images` is sent (its first is the main image then). */
    image: z
      .string({ error: productMessages.imageRequired })
      .max(300, productMessages.imageInvalid)
      .optional(),
    /** The gallery in order; left out, it is `[image]`. */
    images: ImagesSchema.optional(),
    priceTiers: PriceTiersSchema.default([]),
    /** The category's slug; Uncategorised when left out. */
    category: productCategory.optional(),
    /** The specification table, in order. */
    attributes: AttributesSchema.default([]),
    email: z.string().optional(),
  })
  .refine((product) => product.image !== undefined || product.images !== undefined, {
    message: productMessages.imageRequired,
    path: ['image'],
  })
  .superRefine((product, ctx) => checkPriceTiers(product, product.priceTiers, ctx))
  .transform((product) => {
    const { image, images, ...rest } = withGallery(product);
    // Both are there: the refinement above stops the parse before this runs otherwise.
    return { ...rest, image: image ?? '', images: images ?? [] };
  });
export type AddProductBody = z.input<typeof AddProductBodySchema>;
/** The add-product body as the server reads it: `image` and `images` both set, `images[0] === image`. */
export type AddProductInput = z.output<typeof AddProductBodySchema>;

/** PATCH /product/:id: what the admin table and the tool editor change; what is left out stays. */
export const UpdateProductBodySchema = z
  .object({
    /** A new name also gives the tool a new slug; the old one redirects to it. */
    name: productName.optional(),
    model: productModel.optional(),
    description: productDescription.optional(),
    /** A new main image; sent alone, the gallery becomes this one image. */
    image: z.string().max(300, productMessages.imageInvalid).optional(),
    /** The whole gallery, replacing the old one; its first is the main image. */
    images: ImagesSchema.optional(),
    /** The whole specification table, replacing the old one ([] removes it). */
    attributes: AttributesSchema.optional(),
    price: price.optional(),
    quantity: quantity.optional(),
    minOrder: minOrder.optional(),
    weightKg: WeightKgSchema.optional(),
    serialized: z.boolean({ error: 'serialized must be true or false' }).optional(),
    /** The whole list of volume prices, replacing the old one ([] removes them all). */
    priceTiers: PriceTiersSchema.optional(),
    /** Moves the product to this category (its slug). */
    category: productCategory.optional(),
  })
  .refine((p) => Object.values(p).some((value) => value !== undefined), {
    message:
      'Send a name, model, description, images, specifications, price, quantity, minimum order, weight, serialized, volume prices or category to change',
  })
  .transform(withGallery);
export type UpdateProductBody = z.input<typeof UpdateProductBodySchema>;
/** The edit as the server reads it: `image` and `images` both set when either was sent. */
export type UpdateProductInput = z.output<typeof UpdateProductBodySchema>;

/**
 * Where the money of a refunded order stands: back with the buyer, still to go back (the processor could not be
 * reached; the payments sweep tries again), or refused by the processor after its last try (to settle by hand).
 */
export const refundStates = ['refunded', 'pending', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/**
 * An order in the admin's table: the order with where it goes (the buyer's phone and address, what it is shipped by),
 * without the unit price and payment time; a refunded order says where its money stands (GET /orders).
 */
export const AdminOrderSchema = OrderSchema.omit({
  unitPrice: true,
  paidAt: true,
}).extend({
  refund: z
    .enum(refundStates)
    .optional()
    .describe("A refunded order's money: refunded, pending (tried again) or failed (settle it by hand)"),
  holdUntil: z
    .string()
    .optional()
    .describe(
      "An unpaid order's end of hold (ISO 8601): if still unpaid then, it is cancelled and its stock returns",
    ),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/**
 * POST /order/:id/refund: the refunded order, and whether the processor has given the money back yet (`pending`
 * while it could not be reached: the payments sweep tries again).
 */
export const RefundReplySchema = z.object({
  order: AdminOrderSchema,
  refund: z.enum(['refunded', 'pending']),
});
export type RefundReply = z.infer<typeof RefundReplySchema>;

/** The longest search of Manage All orders. */
export const ORDERS_SEARCH_MAX = 200;

export const AdminOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` }).optional(),
  /** Each word in the order's number (#1042 or 1042), the buyer's name or e-mail, or the PO number; any case. */
  q: z.string().trim().max(ORDERS_SEARCH_MAX, `q can be at most ${ORDERS_SEARCH_MAX} characters`).optional(),
  page: PageNumberSchema,
  limit: pageLimit(100, 50),
});

/** PATCH /order/:id/status: ship (with the carrier and tracking number when given) or deliver. */
export const OrderStatusBodySchema = z
  .object({
    status: z.enum(['shipped', 'delivered'], { error: 'status must be shipped or delivered' }),
    carrier: z.enum(carriers, { error: `The carrier must be one of ${carriers.join(', ')}` }).optional(),
    trackingNumber: printable('The tracking number', 100).optional(),
    /** Shipping: each serialized line's serial numbers, one per unit (ADR 148); other lines take none. */
    serials: ShipmentSerialsSchema.optional(),
  })
  .refine(
    (body) =>
      body.status === 'shipped' ||
      (body.carrier === undefined && body.trackingNumber === undefined && body.serials === undefined),
    {
      message: 'A carrier, tracking number and serial numbers are given when the order is shipped',
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
  refund: 'Refund',
  refunded: 'The order is refunded and its credit note issued',
  refundPending:
    'The order is refunded and its credit note issued; the card processor could not be reached, so the money goes back as soon as it answers',
  refundStillPending: 'Refund pending: the card processor has not given the money back yet',
  refundFailed:
    'Refund failed: the card processor did not take it after its last try; refund it there by hand',
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
  /** What invoices on account past their due date still owe, in dollars (issue 51). */
  overdueTotal: z.number(),
});
export type Overview = z.infer<typeof OverviewSchema>;

/** What the audit trail records: every admin action that changes the shop (the API's own list). */
export const activityActions = [
  'product.added',
  'product.edited',
  'product.deleted',
  'order.status_changed',
  'order.deleted',
  'order.refunded',
  'order.approved',
  'order.rejected',
  'order.payment_recorded',
  'order.payment_reversed',
  'user.admin_granted',
  'user.admin_removed',
  'user.profile_edited',
  'category.added',
  'category.renamed',
  'category.moved',
  'category.deleted',
  'company.applied',
  'company.edited',
  'company.member_invited',
  'company.invitation_revoked',
  'company.member_joined',
  'company.member_changed',
  'company.member_removed',
  'company.address_added',
  'company.address_edited',
  'company.address_deleted',
  'price_list.added',
  'price_list.edited',
  'price_list.price_set',
  'price_list.price_removed',
  'quote.requested',
  'quote.offered',
  'quote.accepted',
  'quote.declined',
  'quote.revision_requested',
  'quote.expired',
  'return.requested',
  'return.approved',
  'return.rejected',
  'return.received',
  'return.resolved',
  'shipping_zone.added',
  'shipping_zone.edited',
  'shipping_zone.deleted',
  'recall.published',
  'recall.closed',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** What an audit entry is about. */
export const activitySubjects = [
  'product',
  'order',
  'user',
  'category',
  'company',
  'price_list',
  'quote',
  'return',
  'shipping_zone',
  'recall',
] as const;

/** How the Activity page names each action. */
export const activityActionLabels: Record<ActivityAction, string> = {
  'product.added': 'Product added',
  'product.edited': 'Product edited',
  'product.deleted': 'Product deleted',
  'order.status_changed': 'Order status changed',
  'order.deleted': 'Order deleted',
  'order.refunded': 'Order refunded',
  'order.approved': 'Order approved',
  'order.rejected': 'Order rejected',
  'order.payment_recorded': 'Payment recorded',
  'order.payment_reversed': 'Payment reversed',
  'user.admin_granted': 'Admin granted',
  'user.admin_removed': 'Admin removed',
  'user.profile_edited': "Someone's profile edited",
  'category.added': 'Category added',
  'category.renamed': 'Category renamed',
  'category.moved': 'Category moved',
  'category.deleted': 'Category deleted',
  'company.applied': 'Trade account applied for',
  'company.edited': 'Company changed',
  'company.member_invited': 'Company member invited',
  'company.invitation_revoked': 'Company invitation cancelled',
  'company.member_joined': 'Company member joined',
  'company.member_changed': 'Company member changed',
  'company.member_removed': 'Company member removed',
  'company.address_added': 'Company address added',
  'company.address_edited': 'Company address changed',
  'company.address_deleted': 'Company address deleted',
  'price_list.added': 'Price list added',
  'price_list.edited': 'Price list changed',
  'price_list.price_set': 'Price on a price list set',
  'price_list.price_removed': 'Price on a price list removed',
  'quote.requested': 'Quote requested',
  'quote.offered': 'Quote offered',
  'quote.accepted': 'Quote accepted',
  'quote.declined': 'Quote declined',
  'quote.revision_requested': 'Quote revision requested',
  'quote.expired': 'Quote expired',
  'return.requested': 'Return requested',
  'return.approved': 'Return approved',
  'return.rejected': 'Return rejected',
  'return.received': 'Return received',
  'return.resolved': 'Return resolved',
  'shipping_zone.added': 'Shipping zone added',
  'shipping_zone.edited': 'Shipping zone changed',
  'shipping_zone.deleted': 'Shipping zone deleted',
  'recall.published': 'Recall published',
  'recall.closed': 'Recall closed',
};

export const ACTIVITY_PAGE_SIZE = 50;

/** GET /admin/activity: filters and the page. `actor` is an admin's email (any case) or account id. */
export const ActivityQuerySchema = z.object({
  actor: z.string().trim().max(254, 'actor must be an email address or an account id').optional(),
  action: z
    .enum(activityActions, { error: `action must be one of ${activityActions.join(', ')}` })
    .optional(),
  page: PageNumberSchema,
});
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;

/**
 * One entry of the audit trail: who (id and email then, name now: null once the account is gone), when, what, on
 * what, and the values before and after.
 */
export const ActivityEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string(), name: z.string().nullable() }),
  action: z.enum(activityActions),
  subject: z.object({ type: z.enum(activitySubjects), id: z.string(), label: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
export const ActivityListSchema = z.array(ActivityEntrySchema);

/** The catalog as CSV (GET /products/export.csv, POST /products/import): these columns, matched by model. */
export const CATALOG_CSV_COLUMNS = [
  'model',
  'name',
  'description',
  'price',
  'quantity',
  'minOrder',
  'image',
  'priceTiers',
  'weightKg',
  'serialized',
  'category',
] as const;
/**
 * Columns a file may leave out: without `category`, a tool keeps its category and a new one is Uncategorised;
 * without `weightKg` (or with it empty), a tool keeps its weight and a new one weighs 0; without `serialized` (or
 * with it empty), a tool keeps it and a new one is not serialized ("true"/"false" otherwise).
 */
export const CATALOG_CSV_OPTIONAL_COLUMNS: readonly string[] = ['category', 'weightKg', 'serialized'];
export const CATALOG_CSV_MAX_BYTES = 10 * 1024 * 1024;
export const CATALOG_CSV_MAX_ROWS = 20_000;

export const catalogCsvMessages = {
  tooLarge: 'The file is larger than 10 MB: split it into smaller files',
  notUtf8: 'The file is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8"',
  empty: 'The file holds no products',
  serializedFormat: 'serialized is true or false (or empty to keep it)',
  tooManyRows: `The file holds more than ${CATALOG_CSV_MAX_ROWS.toLocaleString('en-US')} products: split it`,
  missingColumns: (columns: string[]) =>
    `The file lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}`,
  unknownColumns: (columns: string[]) =>
    `The file has unknown column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}`,
  repeatedColumns: (columns: string[]) =>
    `The file names the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')} more than once: keep one of each`,
  unreadable: (line: number, problem: string) => `Line ${line} cannot be read: ${problem}`,
  notCsv: 'Send the file as text/csv',
  formula: "This cell starts like a spreadsheet formula (=, + or @); put a ' before it to keep it as text",
  priceTiersFormat: 'Volume prices are written as amount:price pairs separated by ;, e.g. 50:9.50;100:8.75',
  changedSince:
    'Tools in this file changed while it was imported (an order or another edit): nothing was imported. Check the file again.',
  duplicateModel: (row: number) => `The same model is on row ${row} too`,
  ambiguousModel: 'More than one product in the catalog has this model',
  refused: (count: number) =>
    `${count} ${count === 1 ? 'row has' : 'rows have'} errors: nothing was imported. Correct them and try again.`,
  previewRefused: (count: number) =>
    `${count} ${count === 1 ? 'row has' : 'rows have'} errors: correct them in the file and choose it again.`,
  imported: (counts: { add: number; update: number }) =>
    `Imported: ${counts.add} added, ${counts.update} updated`,
} as const;

export const catalogImportActions = ['add', 'update', 'unchanged', 'refused'] as const;

/** What an import would do (POST /products/import/preview) or did: rows that add, change or are refused. */
export const CatalogImportReplySchema = z.object({
  message: z.string().optional(),
  counts: z.object({ add: z.number(), update: z.number(), unchanged: z.number(), refused: z.number() }),
  /** Every row that adds, changes or is refused (unchanged rows are only counted), in file order. */
  rows: z.array(
    z.object({
      /** The row as a spreadsheet numbers it (the header is row 1). */
      row: z.number().int(),
      model: z.string(),
      name: z.string(),
      action: z.enum(catalogImportActions),
      /** For a row that changes a tool: the columns whose value it changes. */
      changes: z.array(z.string()).optional(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
});
export type CatalogImportReply = z.infer<typeof CatalogImportReplySchema>;
