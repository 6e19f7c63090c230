import { AdminEmailBodySchema, UserListSchema, UsersQuerySchema } from '@ironvolt/shared/accounts';
import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog';
import { AcknowledgedSchema, ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/app/auth.ts';
import type { AccountsDeps } from './accounts-service.ts';
import { getUsers, makeAdmin, removeAdmin } from './users-service.ts';

const errors = refusals(400, 401, 403, 404);
const bearer = bearerAuth;

/** The admins' list of users, and granting and removing admin. */
export const usersRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        operationId: 'getUsers',
        summary:
          'Users: a page of them (the total is in X-Total-Count), searched by name or email and sorted by name, email or newest',
        security: bearer,
        querystring: UsersQuerySchema,
        response: { 200: UserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { users, total } = await getUsers(deps, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return users;
    },
  );

  app.put(
    '/userAdmin',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        operationId: 'makeAdmin',
        summary: 'Make a user admin',
        security: bearer,
        body: AdminEmailBodySchema,
        response: { 200: AcknowledgedSchema, ...errors },
      },
    },
    async (request) => {
      await makeAdmin(deps, actorOf(request), request.body.email);
      return { acknowledged: true as const };
    },
  );

  app.put(
    '/removeAdmin',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        operationId: 'removeAdmin',
        summary: 'Remove admin status (never the last admin)',
        security: bearer,
        body: AdminEmailBodySchema,
        response: { 200: AcknowledgedSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      await removeAdmin(deps, actorOf(request), request.body.email);
      return { acknowledged: true as const };
    },
  );
};
