import { AcknowledgedSchema } from '@ironvolt/shared/http';
import {
  ShippingQuoteBodySchema,
  ShippingQuoteSchema,
  ShippingZoneBodySchema,
  ShippingZonePatchSchema,
  ShippingZoneSchema,
  ShippingZonesSchema,
} from '@ironvolt/shared/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf, currentUser } from '../../plugins/app/auth.ts';
import { cartShippingFigures } from '../cart/public.ts';
import {
  addZone,
  deliveryRateOf,
  getZones,
  patchZone,
  quoteOf,
  removeZone,
  taxRateOfBuyer,
} from './shipping-service.ts';

const tags = ['shipping'];
// No public read shows shipping zones: the read cache is left as it is.
const config = { leavesPublicReads: true };
const ZoneIdParamsSchema = z.object({ id: z.string() });

/** Shipping zones and rates (shop admins), and what a buyer's cart costs shipped to an address (ADR 145). */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping/zones',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'getShippingZones',
        summary: 'Every shipping zone with its countries and rate, by name',
        security: bearerAuth,
        response: { 200: ShippingZonesSchema, ...refusals(401, 403) },
      },
    },
    async () => getZones(app.db),
  );

  app.post(
    '/shipping/zones',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'addShippingZone',
        summary:
          'Add a shipping zone: its countries (each in one zone at most) and, now or later, its weight brackets, price per kg above the last and free-shipping amount',
        security: bearerAuth,
        body: ShippingZoneBodySchema,
        response: { 201: ShippingZoneSchema, ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await addZone(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/shipping/zones/:id',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'patchShippingZone',
        summary: "Change a zone's name, countries or rate; what is sent replaces what it had",
        security: bearerAuth,
        params: ZoneIdParamsSchema,
        body: ShippingZonePatchSchema,
        response: { 200: ShippingZoneSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => patchZone(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/shipping/zones/:id',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'deleteShippingZone',
        summary: 'Delete a zone: its countries are no longer shipped to (orders keep what they were charged)',
        security: bearerAuth,
        params: ZoneIdParamsSchema,
        response: { 200: AcknowledgedSchema, ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      await removeZone(app.db, actorOf(request), request.params.id);
      return { acknowledged: true as const };
    },
  );

  app.post(
    '/shipping/quote',
    {
      config,
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'quoteShipping',
        summary:
          "What the signed-in buyer's cart costs shipped to an address: its weight, the shipping and its tax, the total the checkout will charge; 422 for a country not shipped to",
        security: bearerAuth,
        body: ShippingQuoteBodySchema,
        response: { 200: ShippingQuoteSchema, ...refusals(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { country } = request.body.address;
      const { zone, rate } = await deliveryRateOf(app.db, country);
      const figures = await cartShippingFigures(app.db, user);
      return quoteOf({
        country,
        zone,
        rate,
        ...figures,
        taxRateBasisPoints: taxRateOfBuyer(app.config, user),
      });
    },
  );
};
