// catalog.ts without zod: its limits, messages and rules. The storefront's first load imports them from
// here, so zod stays out of it; `./catalog.ts` re-exports them beside its schemas.

export * from './catalog-browsing.ts';

export const ADMIN_NAME_LIMIT = 15;
export const RECENT_PRODUCTS_COUNT = 6;

export const PRODUCTS_PAGE_SIZE = 24;
export const PRODUCTS_PAGE_MAX = 100;

/** How many closest tools a search that finds nothing suggests. */
export const SUGGESTIONS_MAX = 5;

export const catalogMessages = {
  productNotFound: 'Product not found',
  toolNotFound: 'There is no tool at this address',
  imageNotFound: 'Image not found',
  tooManySuggestions:
    'Too many searches that found nothing from your address. Please wait a minute and try again.',
} as const;

/** The category a product gets when none is named; it always exists (migration 0018, ADR 029). */
export const DEFAULT_CATEGORY_SLUG = 'uncategorised';
export const CATEGORY_NAME_MAX = 60;

/** A slug from a name: lower-case letters and digits, accents dropped, words joined by '-', at most 80 characters. */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** A category's slug from its name (slugOf). */
export const categorySlugOf = slugOf;

const UUID_SHAPED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The slug of a tool's page (/tools/<slug>) from its name; a name without a letter or digit gives `tool`, and a
 * name shaped like an id gets `-tool` after it, so /tools/<a tool's id> always redirects to that tool. The server
 * numbers it (`-2`, `-3`, …) when another tool has or had that slug (productSlugNumbered).
 */
export const productSlugOf = (name: string): string => {
  const slug = slugOf(name) || 'tool';
  return UUID_SHAPED.test(slug) ? `${slug}-tool` : slug;
};

/** The n-th choice of slug for a name whose slug is taken: the slug itself, then `<slug>-2`, `<slug>-3`, … */
export const productSlugNumbered = (slug: string, n: number): string => (n < 2 ? slug : `${slug}-${n}`);

/**
 * Whether a minimum order can be sold from stock now: the catalog's "in stock" filter (catalog-repository's
 * inStockCondition says the same in SQL), the tool page's "In stock" and its JSON-LD availability.
 */
export const canOrderFromStock = (product: { quantity: number; minOrder: number }): boolean =>
  product.quantity > 0 && product.quantity >= product.minOrder;

/** How long a meta description may be: what search engines show of it. */
const DESCRIPTION_MAX = 160;

/** `text` on one line, cut at a word to at most `max` characters with … when anything was cut. */
export function cutAtWord(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const head = line.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,.;:–-]+$/, '')}…`;
}

type ToolNaming = { name: string; model: string; description: string };

/** A tool page's title. */
export const toolPageTitle = (tool: ToolNaming, shopName: string): string =>
  `${tool.name} ${tool.model} – ${shopName}`;

/** A tool page's meta description (ADR 034). */
export const toolMetaDescription = (tool: ToolNaming, shopName: string): string =>
  cutAtWord(tool.description) || `${tool.name} (${tool.model}) from ${shopName}`;

/** Where a tool's public page is, in the web app and its API answer. */
export const toolPagePath = (slug: string) => `/tools/${slug}`;

/** What a tool page's JSON-LD and Open Graph tags are made from: its API answer's fields. */
type ToolFacts = ToolNaming & {
  slug: string;
  images: readonly string[];
  price: number;
  quantity: number;
  minOrder: number;
  categoryName: string;
  /** Its buyers' reviews (ADR 152): absent while it has none. */
  rating?: { average: number; count: number } | undefined;
};

/** An address of ours (`/api/images/…`) made absolute under `origin`, the shop's public address. */
export const absoluteUrl = (origin: string, url: string): string =>
  url.startsWith('/') ? `${origin}${url}` : url;

/**
 * A tool's schema.org Product for its page's JSON-LD (ADR 034): name, images, description, sku = model, brand = the
 * shop, category, and an Offer with the price in dollars (two decimals, from whole cents), InStock when a minimum
 * order is in stock, and the minimum order as the eligible quantity. Its buyers' average rating as an
 * aggregateRating only once it has reviews: Google refuses one with a count of 0 (ADR 152).
 */
export const toolJsonLd = (tool: ToolFacts, shopName: string, origin: string) => {
  const url = `${origin}${toolPagePath(tool.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tool.name,
    image: tool.images.map((image) => absoluteUrl(origin, image)),
    description: tool.description || toolMetaDescription(tool, shopName),
    sku: tool.model,
    brand: { '@type': 'Brand', name: shopName },
    category: tool.categoryName,
    url,
    offers: {
      '@type': 'Offer',
      price: tool.price.toFixed(2),
      priceCurrency: 'USD',
      availability: canOrderFromStock(tool) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      // Sold in bulk: no fewer than the minimum order.
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tool.minOrder, unitCode: 'H87' },
      url,
    },
    ...(tool.rating && tool.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: tool.rating.average,
            reviewCount: tool.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
};

/** A tool's specification table (`attributes`) and gallery (`images`): their limits and messages. */
export const ATTRIBUTES_MAX = 30;
export const ATTRIBUTE_NAME_MAX = 60;
export const ATTRIBUTE_VALUE_MAX = 200;
export const PRODUCT_IMAGES_MAX = 10;

/** Issues name the row's field, `attributes.<i>.name` or `attributes.<i>.value`. */
export const attributeMessages = {
  notList: 'attributes must be a list of { name, value }',
  tooMany: `A tool can have at most ${ATTRIBUTES_MAX} specifications`,
  nameRequired: 'The specification name is required',
  nameTooLong: `The specification name can be at most ${ATTRIBUTE_NAME_MAX} characters`,
  nameControl: 'The specification name cannot hold control characters',
  nameTaken: 'Another specification of this tool has this name',
  valueRequired: 'The specification value is required',
  valueTooLong: `The specification value can be at most ${ATTRIBUTE_VALUE_MAX} characters`,
  valueControl: 'The specification value cannot hold control characters',
} as const;

/** Issues name the image, `images.<i>`; an image not uploaded here gets productMessages.imageInvalid. */
export const galleryMessages = {
  notList: 'images must be a list of image URLs',
  required: 'Choose at least one image for the tool',
  tooMany: `A tool can have at most ${PRODUCT_IMAGES_MAX} images`,
  duplicate: 'This image is in the gallery twice',
} as const;

export const categoryMessages = {
  nameRequired: 'The category name is required',
  nameTooLong: `The category name can be at most ${CATEGORY_NAME_MAX} characters`,
  nameControl: 'The category name cannot hold control characters',
  nameNoLetters: 'The category name needs at least one letter or digit',
  nameTaken: 'A category with this name already exists',
  notFound: 'Category not found',
  unknown: 'There is no category with this slug',
  unknownFilter: 'category must be the slug of a category',
  inUse: 'This category still holds tools: choose a category to move them to first',
  defaultKept: 'Uncategorised holds the tools without a category and cannot be deleted',
  moveToSame: 'moveTo must be another category than the one deleted',
  orderMismatch: 'slugs must list every category exactly once',
  priceRangeReversed: 'maxPrice must not be less than minPrice',
  added: 'Category added',
  renamed: 'Category renamed',
  deleted: 'Category deleted',
  moved: 'Order saved',
  /** What Accept does, in one line under 'Are you sure?'. */
  confirmDeleteLine: (name: string, tools: number) =>
    tools > 0
      ? `Delete the category ${name}: its ${tools === 1 ? 'tool moves' : `${tools} tools move`} to the category chosen below.`
      : `Delete the category ${name}: it holds no tools, so nothing else changes.`,
} as const;

/** The catalogue's filter panel and its empty result. */
export const filterMessages = {
  title: 'Filters',
  clear: 'Clear filters',
  priceInvalid: 'Enter prices as numbers of dollars from 0',
  priceRangeReversed: 'The highest price cannot be below the lowest',
  noMatch: 'No tools match',
} as const;
