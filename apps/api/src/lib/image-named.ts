import { IMAGE_PATH_PREFIX } from '@ironvolt/shared/uploads';
import { sql } from 'drizzle-orm';
import { images, products, users } from '../db/schema/index.ts';

/**
 * SQL: the image row `images` is named by a product (deleted ones too: orders still show them) or a profile. A
 * product names every image of its gallery, its main image (`image`) being the gallery's first. The image sweep
 * and an account's deletion both keep what this names.
 */
export const imageIsNamed = sql`(
  exists (select 1 from ${products} where ${products.images} @> jsonb_build_array(${IMAGE_PATH_PREFIX} || ${images.id}::text))
  or exists (select 1 from ${users} where ${users.image} = ${IMAGE_PATH_PREFIX} || ${images.id}::text)
)`;
