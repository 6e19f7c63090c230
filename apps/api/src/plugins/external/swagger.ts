import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; the docs page is at /api/docs. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Ironvolt API',
          description: 'Storefront, orders, payments and shop administration for Ironvolt.',
          version: '1.0.0',
        },
        // Relative: the document describes the store that serves it, wherever that is.
        servers: [{ url: '/', description: 'This store' }],
        // One tag per feature, named as its folder on both sides (apps/api/src/features, apps/web/src/features).
        tags: [
          { name: 'health', description: 'Whether the API and its database answer' },
          { name: 'site', description: "The store's public settings" },
          { name: 'accounts', description: 'Registration, sign-in, profiles, and who is admin' },
          { name: 'catalog', description: 'The products: browsing and search, and the admin’s edits' },
          { name: 'reviews', description: "Customers' reviews of the shop" },
          {
            name: 'orders',
            description: 'Placing, following and cancelling orders, and the admin’s order list',
          },
          {
            name: 'cart',
            description: "The buyer's cart, kept on the server: one order of many tools, and ordering again",
          },
          { name: 'payments', description: 'Card payment of an order, through Stripe or the test processor' },
          { name: 'uploads', description: 'Images for products and profiles' },
          { name: 'admin', description: "The admin's overview of the shop" },
          {
            name: 'mail',
            description: "The mail outbox: every mail the shop sends, and the admin's view of it",
          },
          {
            name: 'companies',
            description:
              'Trade accounts: applying, approving, and a company’s members, invitations and addresses',
          },
          {
            name: 'price-lists',
            description: 'Price lists: a company’s own prices, and a discount on the rest',
          },
          {
            name: 'quotes',
            description:
              'Requests for quote: a buyer’s cart priced by the shop, offered until a time, accepted as an order',
          },
          {
            name: 'returns',
            description:
              'Returns and warranty claims: part of a delivered order sent back, approved, received and resolved by a refund, a replacement or a repair',
          },
          {
            name: 'shipping',
            description:
              'Shipping zones and their weight-bracket rates, and the shipping of a cart to an address',
          },
          {
            name: 'warranty',
            description:
              'Serialized tools after they ship: warranty registration by their owners, and recalls by model and serial range',
          },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // Declared only where GET /api/metrics exists, that is with METRICS_TOKEN set.
            ...(app.config.metricsToken
              ? { metricsToken: { type: 'http', scheme: 'bearer', description: 'the METRICS_TOKEN setting' } }
              : {}),
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
