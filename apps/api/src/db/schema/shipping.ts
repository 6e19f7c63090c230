import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** A weight bracket of a zone's rate: up to `upToGrams` (inclusive) costs `priceCents`. */
export interface StoredBracket {
  upToGrams: number;
  priceCents: number;
}

/**
 * A shipping zone (ADR 145): countries shipped to at one rate — weight brackets in ascending weight, a price per
 * started kilogram above the last, and free shipping when the order's goods reach `free_over_net_cents`. A zone
 * without brackets has no rate yet: its countries are not shipped to.
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: id(),
    name: text('name').notNull(),
    brackets: jsonb('brackets').$type<StoredBracket[]>().notNull().default([]),
    perKgCents: integer('per_kg_cents').notNull().default(0),
    freeOverNetCents: bigint('free_over_net_cents', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipping_zones_name_unique').on(sql`lower(${t.name})`),
    check(
      'shipping_zones_brackets_list',
      sql`jsonb_typeof(${t.brackets}) = 'array' and jsonb_array_length(${t.brackets}) <= 20`,
    ),
    check('shipping_zones_per_kg_not_negative', sql`${t.perKgCents} >= 0`),
    check(
      'shipping_zones_free_over_not_negative',
      sql`${t.freeOverNetCents} IS NULL OR ${t.freeOverNetCents} >= 0`,
    ),
  ],
);

/** The countries of each zone: a country is in one zone at most (its primary key), or is not shipped to. */
export const shippingZoneCountries = pgTable(
  'shipping_zone_countries',
  {
    country: text('country').primaryKey(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('shipping_zone_countries_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
    index('shipping_zone_countries_zone_idx').on(t.zoneId),
  ],
);
