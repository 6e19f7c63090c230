import {
  CATEGORY_NAME_MAX,
  CATEGORY_SLUG_PATTERN,
  categoryMessages,
  categorySlugOf,
  PRODUCTS_PAGE_MAX,
  PRODUCTS_PAGE_SIZE,
  productSorts,
  SEARCH_MAX,
} from './catalog-constants.ts';
import { PageNumberSchema, pageLimit } from './http.ts';
import { plainText } from './text-fields.ts';
import { z } from './zod.ts';

export * from './catalog-constants.ts';

/** A product as JSON: SPEC's field names, price in dollars per unit. */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  model: z.string(),
  image: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** What the asker pays per piece: a member of a company with a price list sees the company's price. */
  price: z.number(),
  minOrder: z.number().int(),
  /** Its shipping weight in kg (0 when not given). */
  weightKg: z.number(),
  /** Each unit ships with a serial number (ADR 148). */
  serialized: z.boolean(),
  /** Volume prices, ascending by amount (price-tiers.ts); empty when the product has one price. */
  priceTiers: z.array(z.object({ minAmount: z.number().int(), price: z.number() })),
  /** Beside a company's price (answers to its members only): the shop's list price per piece. */
  listPrice: z.number().optional(),
  /** Its category's slug (GET /categories names it). */
  category: z.string(),
  /** Its public page is /tools/<slug>: the name's words, numbered (-2, -3, …) when another tool has or had them. */
  slug: z.string(),
  /** The specification table (voltage, power, weight…), in the admin's order. */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The gallery in the admin's order, 1–10 of our image URLs; `images[0]` is always `image`. */
  images: z.array(z.string()),
  /** Its buyers' reviews (ADR 152): the average rating to one decimal and how many; absent while it has none. */
  rating: z.object({ average: z.number(), count: z.number().int() }).optional(),
});
export type Product = z.infer<typeof ProductSchema>;
export type ProductAttribute = Product['attributes'][number];

/** GET /tools/:slug: a tool's public page, with its category's name. */
export const ToolPageSchema = ProductSchema.extend({ categoryName: z.string() });
export type ToolPage = z.infer<typeof ToolPageSchema>;
export const ToolSlugParamsSchema = z.object({ slug: z.string() });

export const ProductListSchema = z.array(ProductSchema);

export const ProductIdParamsSchema = z.object({ id: z.string() });

/**
 * GET /products: search (case-insensitive, in name and model), the filters, sort and paging. A limit above the maximum is
 * lowered to it; anything else out of range is refused with the field named.
 */
const money = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number of dollars from 0` })
    .refine(Number.isFinite, `${field} must be a number of dollars from 0`)
    .min(0, `${field} must be a number of dollars from 0`)
    .max(10_000_000, `${field} is too large`)
    .optional();

/** The catalog's filters, shared by GET /products and GET /products/facets. */
export const ProductFiltersSchema = z.object({
  q: z.string().trim().max(SEARCH_MAX, `Search at most ${SEARCH_MAX} characters`).optional(),
  category: z
    .string()
    .trim()
    .max(100, categoryMessages.unknownFilter)
    .regex(CATEGORY_SLUG_PATTERN, categoryMessages.unknownFilter)
    .optional(),
  minPrice: money('minPrice'),
  maxPrice: money('maxPrice'),
  inStock: z.enum(['true', 'false'], { error: 'inStock must be true or false' }).optional(),
});

/** min ≤ max, reported on maxPrice. */
const priceRangeInOrder = <T extends { minPrice?: number | undefined; maxPrice?: number | undefined }>(
  query: T,
  ctx: z.RefinementCtx,
) => {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
    ctx.addIssue({ code: 'custom', message: categoryMessages.priceRangeReversed, path: ['maxPrice'] });
};

export const ProductFacetsQuerySchema = ProductFiltersSchema.superRefine(priceRangeInOrder);
export type ProductFacetsQuery = z.input<typeof ProductFacetsQuerySchema>;

/** GET /products/facets: what each further choice would show, given the filters already chosen. */
export const ProductFacetsSchema = z.object({
  /** Every category in the admin's order, with the products it would show (every filter but the category). */
  categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  /** The price range, in dollars, of what every filter but the price shows; null when that is nothing. */
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  /** How many products every filter shows when "In stock" is chosen too. */
  inStock: z.number().int(),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

/** GET /products/suggestions: the tools closest to a search that found nothing. */
export const SuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(SEARCH_MAX, `Search at most ${SEARCH_MAX} characters`),
});
export const SuggestionListSchema = z.array(
  z.object({ _id: z.string(), name: z.string(), model: z.string() }),
);
export type Suggestion = z.infer<typeof SuggestionListSchema>[number];

/** A category as the storefront lists it: the live products in it. */
export const CategorySchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);

const categoryName = z
  .string({ error: categoryMessages.nameRequired })
  .trim()
  .min(1, categoryMessages.nameRequired)
  .max(CATEGORY_NAME_MAX, categoryMessages.nameTooLong)
  .regex(/^[^\p{Cc}]*$/u, categoryMessages.nameControl)
  .superRefine(plainText('The category name'))
  .refine((name) => categorySlugOf(name) !== '', categoryMessages.nameNoLetters);

/** POST /categories, and PATCH /categories/:slug's new name (the slug stays, so links keep working). */
export const AddCategoryBodySchema = z.object({ name: categoryName });
/** PUT /categories/order: every category's slug, in the new order. */
export const CategoryOrderBodySchema = z.object({
  slugs: z
    .array(z.string(), { error: 'slugs must be a list of category slugs' })
    .max(1000, 'slugs can name at most 1000 categories'),
});
export const CategorySlugParamsSchema = z.object({ slug: z.string() });
export const DeleteCategoryQuerySchema = z.object({
  moveTo: z.string().trim().max(100).optional(),
});
export const CategoryDeletedSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.literal(1),
  /** How many products were moved to `moveTo` first. */
  moved: z.number().int(),
});

export const ProductListQuerySchema = ProductFiltersSchema.extend({
  /** Only the tools running low (isLowStock): Manage Products' filter. */
  lowStock: z.enum(['true', 'false'], { error: 'lowStock must be true or false' }).optional(),
  /** Default: relevance with a search, newest without (defaultSort). */
  sort: z.enum(productSorts, { error: `sort must be one of ${productSorts.join(', ')}` }).optional(),
  page: PageNumberSchema,
  limit: pageLimit(PRODUCTS_PAGE_MAX, PRODUCTS_PAGE_SIZE),
}).superRefine(priceRangeInOrder);
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;
