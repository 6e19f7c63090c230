import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VoidPayment } from '../orders/public.ts';
import { accountLimitsOf } from './account-limits.ts';
import type { AccountsDeps } from './accounts-service.ts';
import { profileRoutes } from './profile-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { usersRoutes } from './users-routes.ts';

/**
 * The accounts, by audience: signing in (sign-in-routes.ts), one's own account (profile-routes.ts) and the admins'
 * users (users-routes.ts), on one set of dependencies and sign-in limits.
 * `voidPayment`: the payments feature's, given by app.ts (a deleted account's unpaid orders void their intents).
 */
export const accountsRoutes: FastifyPluginAsyncZod<{ voidPayment: VoidPayment }> = async (
  app,
  { voidPayment },
) => {
  await app.register(cookie);
  const deps: AccountsDeps = {
    db: app.db,
    tokens: app.tokens,
    config: app.config,
    mailOutbox: app.mailOutbox,
    mailFolder: app.mailer.outbox,
    log: app.log,
    isOwnImage: app.images.isOwnUrl,
  };
  const limits = accountLimitsOf(app);
  await app.register(signInRoutes, { deps, limits });
  await app.register(profileRoutes, { deps, limits, voidPayment });
  await app.register(usersRoutes, { deps });
};
