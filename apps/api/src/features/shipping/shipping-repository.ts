import type { ShippingRate } from '@ironvolt/shared/shipping';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingZoneCountries, shippingZones } from '../../db/schema/index.ts';

export type ZoneRow = typeof shippingZones.$inferSelect;
export type ZoneFigures = Pick<ZoneRow, 'name' | 'brackets' | 'perKgCents' | 'freeOverNetCents'>;

/** Every zone by name, with its countries in code order. */
export async function listZones(db: Executor): Promise<{ zone: ZoneRow; countries: string[] }[]> {
  const zones = await db
    .select()
    .from(shippingZones)
    .orderBy(asc(sql`lower(${shippingZones.name})`), asc(shippingZones.id));
  const countries = await db.select().from(shippingZoneCountries).orderBy(asc(shippingZoneCountries.country));
  return zones.map((zone) => ({
    zone,
    countries: countries.filter((row) => row.zoneId === zone.id).map((row) => row.country),
  }));
}

/** A zone and its countries, its row locked until the transaction ends; undefined when there is none. */
export async function findZoneForUpdate(
  db: Executor,
  id: string,
): Promise<{ zone: ZoneRow; countries: string[] } | undefined> {
  const [zone] = await db.select().from(shippingZones).where(eq(shippingZones.id, id)).for('update');
  if (!zone) return undefined;
  const rows = await db
    .select({ country: shippingZoneCountries.country })
    .from(shippingZoneCountries)
    .where(eq(shippingZoneCountries.zoneId, id))
    .orderBy(asc(shippingZoneCountries.country));
  return { zone, countries: rows.map((row) => row.country) };
}

/** Which zone (other than `self`) holds each of `countries` now: the first one found, with its name. */
export async function zonesHolding(
  db: Executor,
  countries: string[],
  self?: string,
): Promise<{ country: string; zone: string } | undefined> {
  if (countries.length === 0) return undefined;
  const rows = await db
    .select({ country: shippingZoneCountries.country, zoneId: shippingZones.id, zone: shippingZones.name })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(inArray(shippingZoneCountries.country, countries))
    .orderBy(asc(shippingZoneCountries.country));
  const held = rows.find((row) => row.zoneId !== self);
  return held && { country: held.country, zone: held.zone };
}

export async function insertZone(db: Executor, figures: ZoneFigures): Promise<ZoneRow> {
  const [row] = await db.insert(shippingZones).values(figures).returning();
  if (!row) throw new Error('the shipping zone was not written');
  return row;
}

export async function updateZone(db: Executor, id: string, changes: Partial<ZoneFigures>): Promise<ZoneRow> {
  const [row] = await db.update(shippingZones).set(changes).where(eq(shippingZones.id, id)).returning();
  if (!row) throw new Error('the shipping zone was not updated');
  return row;
}

/** The zone's countries become `countries` (each in no other zone: the primary key refuses a second). */
export async function setZoneCountries(db: Executor, zoneId: string, countries: string[]): Promise<void> {
  await db.delete(shippingZoneCountries).where(eq(shippingZoneCountries.zoneId, zoneId));
  if (countries.length > 0)
    await db.insert(shippingZoneCountries).values(countries.map((country) => ({ country, zoneId })));
}

export async function deleteZone(db: Executor, id: string): Promise<void> {
  await db.delete(shippingZones).where(eq(shippingZones.id, id));
}

/** The zone a country ships in and its rate; undefined when no zone holds it. */
export async function rateOfCountry(
  db: Executor,
  country: string,
): Promise<{ zone: string; rate: ShippingRate } | undefined> {
  const [row] = await db
    .select({
      zone: shippingZones.name,
      brackets: shippingZones.brackets,
      perKgCents: shippingZones.perKgCents,
      freeOverNetCents: shippingZones.freeOverNetCents,
    })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(eq(shippingZoneCountries.country, country));
  if (!row) return undefined;
  return {
    zone: row.zone,
    rate: { brackets: row.brackets, perKgCents: row.perKgCents, freeOverNetCents: row.freeOverNetCents },
  };
}
