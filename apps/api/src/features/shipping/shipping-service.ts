import { centsToDollars, dollarsToCents, taxCentsOf } from '@ironvolt/shared/money';
import {
  type Bracket,
  gramsToKg,
  kgToGrams,
  type ShippingQuote,
  type ShippingRate,
  type ShippingZone,
  type ShippingZoneBody,
  type ShippingZonePatch,
  shippingCentsOf,
  shippingMessages,
} from '@ironvolt/shared/shipping';
import type { Config } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import {
  deleteZone,
  findZoneForUpdate,
  insertZone,
  listZones,
  rateOfCountry,
  setZoneCountries,
  updateZone,
  type ZoneFigures,
  type ZoneRow,
  zonesHolding,
} from './shipping-repository.ts';

const zoneJson = (zone: ZoneRow, countries: string[]): ShippingZone => ({
  _id: zone.id,
  name: zone.name,
  countries,
  brackets: zone.brackets.map((b) => ({
    upToKg: gramsToKg(b.upToGrams),
    price: centsToDollars(b.priceCents),
  })),
  perKg: centsToDollars(zone.perKgCents),
  freeOverNet: zone.freeOverNetCents === null ? null : centsToDollars(zone.freeOverNetCents),
});

/** What the audit trail keeps of a zone: its figures as stored, and its countries. */
const audited = (zone: ZoneRow, countries: string[]) => ({
  name: zone.name,
  countries,
  brackets: zone.brackets,
  perKgCents: zone.perKgCents,
  freeOverNetCents: zone.freeOverNetCents,
});

const bracketsInGrams = (brackets: Bracket[]) =>
  brackets.map((b) => ({ upToGrams: kgToGrams(b.upToKg), priceCents: dollarsToCents(b.price) }));

/** A unique index refused the write: a name another zone has (its own index), else a country another zone holds. */
function uniqueViolation(error: unknown): 'name' | 'country' | undefined {
  const found = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = found.code ?? found.cause?.code;
  if (code !== '23505') return undefined;
  const constraint = found.constraint ?? found.cause?.constraint ?? '';
  return constraint.includes('name') ? 'name' : 'country';
}

/** Runs a zone write, answering 409 for a name or country another zone holds when it was written meanwhile. */
async function refusingTaken<T>(write: () => Promise<T>, countries: readonly string[]): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const taken = uniqueViolation(error);
    if (taken === 'name') throw conflict(shippingMessages.nameTaken, 'name');
    if (taken === 'country')
      throw conflict(shippingMessages.countryTaken(countries.join(', '), 'another zone'), 'countries');
    throw error;
  }
}

/** GET /shipping/zones. */
export async function getZones(db: Database): Promise<{ zones: ShippingZone[] }> {
  return { zones: (await listZones(db)).map(({ zone, countries }) => zoneJson(zone, countries)) };
}

async function assertCountriesFree(db: Executor, countries: string[], self?: string) {
  const held = await zonesHolding(db, countries, self);
  if (held)
    throw conflict(
      shippingMessages.countryTaken(held.country, held.zone),
      `countries.${countries.indexOf(held.country)}`,
    );
}

/** POST /shipping/zones: a zone, its countries (each in no other zone) and its rate if given; audited. */
export async function addZone(db: Database, actor: Actor, body: ShippingZoneBody): Promise<ShippingZone> {
  const countries = body.countries as string[];
  const figures: ZoneFigures = {
    name: body.name,
    brackets: body.brackets ? bracketsInGrams(body.brackets) : [],
    perKgCents: dollarsToCents(body.perKg ?? 0),
    freeOverNetCents:
      body.freeOverNet === undefined || body.freeOverNet === null ? null : dollarsToCents(body.freeOverNet),
  };
  return refusingTaken(
    () =>
      db.transaction(async (tx) => {
        await assertCountriesFree(tx, countries);
        const zone = await insertZone(tx, figures);
        await setZoneCountries(tx, zone.id, countries);
        await recordActivity(tx, {
          actor,
          action: 'shipping_zone.added',
          subject: { type: 'shipping_zone', id: zone.id, label: zone.name },
          after: audited(zone, countries),
        });
        return zoneJson(zone, countries);
      }),
    countries,
  );
}

/** PATCH /shipping/zones/:id: what is sent replaces what the zone had; audited with before and after. */
export async function patchZone(
  db: Database,
  actor: Actor,
  id: string,
  body: ShippingZonePatch,
): Promise<ShippingZone> {
  if (!isUuid(id)) throw notFound(shippingMessages.zoneNotFound);
  const countries = body.countries as string[] | undefined;
  return refusingTaken(
    () =>
      db.transaction(async (tx) => {
        const existing = await findZoneForUpdate(tx, id);
        if (!existing) throw notFound(shippingMessages.zoneNotFound);
        if (countries) await assertCountriesFree(tx, countries, id);
        const zone = await updateZone(tx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.brackets !== undefined ? { brackets: bracketsInGrams(body.brackets) } : {}),
          ...(body.perKg !== undefined ? { perKgCents: dollarsToCents(body.perKg) } : {}),
          ...(body.freeOverNet !== undefined
            ? { freeOverNetCents: body.freeOverNet === null ? null : dollarsToCents(body.freeOverNet) }
            : {}),
        });
        if (countries) await setZoneCountries(tx, id, countries);
        const now = countries ?? existing.countries;
        await recordActivity(tx, {
          actor,
          action: 'shipping_zone.edited',
          subject: { type: 'shipping_zone', id, label: zone.name },
          before: audited(existing.zone, existing.countries),
          after: audited(zone, now),
        });
        return zoneJson(zone, now);
      }),
    countries ?? [],
  );
}

/** DELETE /shipping/zones/:id: its countries are no longer shipped to; orders keep the shipping they were charged. */
export async function removeZone(db: Database, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(shippingMessages.zoneNotFound);
  await db.transaction(async (tx) => {
    const existing = await findZoneForUpdate(tx, id);
    if (!existing) throw notFound(shippingMessages.zoneNotFound);
    await deleteZone(tx, id);
    await recordActivity(tx, {
      actor,
      action: 'shipping_zone.deleted',
      subject: { type: 'shipping_zone', id, label: existing.zone.name },
      before: audited(existing.zone, existing.countries),
    });
  });
}

/**
 * The zone and rate `country` ships at, or 422 "We do not ship to <country>" when no zone holds it or its zone has
 * no brackets yet.
 */
export async function deliveryRateOf(
  db: Executor,
  country: string,
): Promise<{ zone: string; rate: ShippingRate }> {
  const found = await rateOfCountry(db, country);
  if (!found || found.rate.brackets.length === 0)
    throw unprocessable(shippingMessages.notShipped(country), 'address.country');
  return found;
}

/**
 * The tax rate a buyer's order is placed at, in basis points: none for a member of an approved tax-exempt company
 * (as ironvolt_buyer_terms decides for the order functions), else the shop's.
 */
export const taxRateOfBuyer = (config: Config, user: CurrentUser): number =>
  user.company?.status === 'approved' && user.company.taxExempt ? 0 : config.tax.rateBasisPoints;

/** What goods of `netCents` and `weightGrams` cost shipped at `rate`, taxed at `taxRateBasisPoints` as the orders are. */
export function quoteOf(input: {
  country: string;
  zone: string;
  rate: ShippingRate;
  weightGrams: number;
  netCents: number;
  taxRateBasisPoints: number;
}): ShippingQuote {
  const shippingCents = shippingCentsOf(input.weightGrams, input.netCents, input.rate) ?? 0;
  const percent = input.taxRateBasisPoints / 100;
  const shippingTaxCents = taxCentsOf(shippingCents, percent);
  const taxCents = taxCentsOf(input.netCents, percent) + shippingTaxCents;
  return {
    country: input.country,
    zone: input.zone,
    weightKg: gramsToKg(input.weightGrams),
    net: centsToDollars(input.netCents),
    shipping: centsToDollars(shippingCents),
    shippingTax: centsToDollars(shippingTaxCents),
    tax: centsToDollars(taxCents),
    total: centsToDollars(input.netCents + shippingCents + taxCents),
  };
}
