import {
  accountMessages,
  DeleteAccountBodySchema,
  MeSchema,
  MessageSchema,
  MyDataSchema,
  UpdateUserBodySchema,
  UpsertUserBodySchema,
  UserSchema,
} from '@ironvolt/shared/accounts';
import { AcknowledgedSchema, ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import type { VoidPayment } from '../orders/public.ts';
import type { AccountLimits } from './account-limits.ts';
import type { AccountsDeps } from './accounts-service.ts';
import {
  deleteAccount,
  getMe,
  getMyData,
  getUserByEmail,
  updateProfile,
  upsertOwnName,
} from './profile-service.ts';

const errors = refusals(400, 401, 403, 404);
const bearer = bearerAuth;

/** The signed-in user's own account: their record, profile, data export and the account's deletion. */
export const profileRoutes: FastifyPluginAsyncZod<{
  deps: AccountsDeps;
  limits: AccountLimits;
  voidPayment: VoidPayment;
}> = async (app, { deps, limits, voidPayment }) => {
  const { max, perIp, byIp, byUser, limited } = limits;

  app.get(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'getMe',
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: MeSchema, ...errors },
      },
    },
    async (request) => getMe(deps, currentUser(request)),
  );

  app.get(
    '/me/data',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'downloadMyData',
        summary:
          'Everything the shop holds about the signed-in user (profile, orders, reviews) as a JSON file',
        security: bearer,
        response: { 200: MyDataSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await getMyData(deps, currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="ironvolt-my-data-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/me',
    {
      // Tried like a sign-in: a password guessed here would be as good as one guessed at /login.
      onRequest: limited('delete-account-ip', byIp, perIp, accountMessages.deleteTooMany),
      preHandler: [app.requireUser, limited('delete-account', byUser, max, accountMessages.deleteTooMany)],
      schema: {
        tags: ['accounts'],
        operationId: 'deleteMyAccount',
        summary:
          'Delete the signed-in account: its password, or for an account without one a sign-in in the last 5 minutes',
        security: bearer,
        body: DeleteAccountBodySchema,
        response: {
          200: MessageSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { cancelled, intentsToVoid } = await deleteAccount(
        deps,
        currentUser(request),
        request.body ?? {},
      );
      if (cancelled > 0) app.metrics.orderCancelled(cancelled);
      for (const intentId of intentsToVoid) await voidPayment(intentId, request.log);
      return { message: accountMessages.accountDeleted };
    },
  );

  app.get(
    '/user/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'getUser',
        summary: "A user's record: one's own, or anyone's for an admin",
        security: bearer,
        params: z.object({ email: z.string().max(254) }),
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => getUserByEmail(deps, currentUser(request), request.params.email),
  );

  app.put(
    '/users',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'upsertUser',
        summary: "Upsert the signed-in user's name (after registration)",
        security: bearer,
        body: UpsertUserBodySchema,
        response: { 200: AcknowledgedSchema, ...errors },
      },
    },
    async (request) => {
      await upsertOwnName(deps, currentUser(request), request.body.name);
      return { acknowledged: true as const };
    },
  );

  app.put(
    '/updateUser/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'updateUser',
        summary: 'Update a profile: name, phone, address, social links, photo (never role or email)',
        security: bearer,
        params: z.object({ id: z.string().max(100) }),
        body: UpdateUserBodySchema,
        response: { 200: AcknowledgedSchema, ...errors, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      await updateProfile(deps, currentUser(request), request.params.id, request.body);
      return { acknowledged: true as const };
    },
  );
};
