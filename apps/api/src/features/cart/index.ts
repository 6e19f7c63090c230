import {
  CartAmountBodySchema,
  CartProductParamsSchema,
  CartSchema,
  CheckoutBodySchema,
  CheckoutReplySchema,
  CheckoutShortSchema,
  ReorderReplySchema,
} from '@ironvolt/shared/cart';
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import { OrderIdParamsSchema } from '@ironvolt/shared/orders';
import { QuickOrderBodySchema, QuickOrderReplySchema } from '@ironvolt/shared/quick-order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { orderMailsOf, placedOrderReply } from '../orders/public.ts';
import {
  type CartDeps,
  checkout,
  clearCart,
  getCart,
  removeFromCart,
  reorder,
  setCartAmount,
} from './cart-service.ts';
import { quickOrder } from './quick-order.ts';
import { quickOrderCsv, withoutByteOrderMark } from './quick-order-body.ts';

/** The signed-in buyer's cart (kept on the server, so it follows them), its checkout, and ordering again. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CartDeps = { db: app.db, config: app.config, mails: orderMailsOf(app) };
  const refused = refusals(400, 401, 403, 404);
  app.get(
    '/cart',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        operationId: 'getCart',
        summary: "The signed-in buyer's cart, priced now (volume prices by each line's amount)",
        security: bearerAuth,
        response: { 200: CartSchema, ...refused },
      },
    },
    async (request) => getCart(app.db, currentUser(request)),
  );

  app.put(
    '/cart/:productId',
    {
      config: { leavesPublicReads: true },
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        operationId: 'setCartAmount',
        summary:
          "Sets a tool's amount in the cart, by the purchase page's rule (422 with its message); answers the cart",
        security: bearerAuth,
        params: CartProductParamsSchema,
        body: CartAmountBodySchema,
        response: { 200: CartSchema, ...refused, 422: ErrorResponseSchema },
      },
    },
    async (request) =>
      setCartAmount(app.db, currentUser(request), request.params.productId, request.body.amount),
  );

  app.delete(
    '/cart/:productId',
    {
      config: { leavesPublicReads: true },
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        operationId: 'removeFromCart',
        summary: 'Takes a tool out of the cart; answers the cart',
        security: bearerAuth,
        params: CartProductParamsSchema,
        response: { 200: CartSchema, ...refused },
      },
    },
    async (request) => removeFromCart(app.db, currentUser(request), request.params.productId),
  );

  app.delete(
    '/cart',
    {
      config: { leavesPublicReads: true },
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        operationId: 'emptyCart',
        summary: 'Empties the cart',
        security: bearerAuth,
        response: { 200: CartSchema, ...refused },
      },
    },
    async (request) => clearCart(app.db, currentUser(request)),
  );

  // A CSV file's bytes, read as the same `{ text }` a pasted list is sent as (the route's only other body).
  app.addContentTypeParser(['text/csv', 'application/csv'], quickOrderCsv.options, quickOrderCsv.parse);
  app.post(
    '/cart/quick-order',
    {
      config: { leavesPublicReads: true },
      bodyLimit: quickOrderCsv.options.bodyLimit,
      preHandler: app.requireUser,
      preValidation: withoutByteOrderMark,
      schema: {
        tags: ['cart'],
        operationId: 'quickOrder',
        summary:
          'Adds pasted lines or a CSV file (model,amount; also text/csv) to the cart, each amount added to what the cart holds; answers the cart and what became of each line',
        security: bearerAuth,
        body: QuickOrderBodySchema,
        response: {
          200: QuickOrderReplySchema,
          ...refused,
          413: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => quickOrder(app.db, currentUser(request), request.body.text),
  );

  app.post(
    '/checkout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        operationId: 'checkout',
        summary:
          'Places the whole cart as one order (stock for every line or none) and empties the cart; 409 names every line short of stock, or the tool an unverified buyer may hold no more of',
        security: bearerAuth,
        body: CheckoutBodySchema,
        response: {
          201: CheckoutReplySchema,
          ...refused,
          409: z.union([CheckoutShortSchema, ErrorResponseSchema]),
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await checkout(deps, currentUser(request), request.body, request.log);
      app.metrics.orderPlaced();
      return reply.status(201).send({ acknowledged: true as const, ...placedOrderReply(order) });
    },
  );

  app.post(
    '/order/:id/reorder',
    {
      config: { leavesPublicReads: true },
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        operationId: 'reorder',
        summary:
          "Adds one's own order's tools to the cart at today's prices; answers the cart and the tools skipped (gone, short, cart full)",
        security: bearerAuth,
        params: OrderIdParamsSchema,
        response: { 200: ReorderReplySchema, ...refused },
      },
    },
    async (request) => reorder(app.db, currentUser(request), request.params.id),
  );
};
