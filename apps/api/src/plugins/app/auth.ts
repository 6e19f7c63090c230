import { accountMessages } from '@ironvolt/shared/accounts';
import type { CompanyRole, CompanyStatus } from '@ironvolt/shared/companies-constants';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { companies, companyMembers, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/activity.ts';
import { forbidden, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { createTokenService, loadSigningKey, type TokenService } from './tokens.ts';

/** The signed-in user as every route sees it: identity and role come from the database, never the client. */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: 'admin' | null;
  tokenVersion: number;
  /** When the sign-in that gave this token happened (its `iat`, seconds since the epoch). */
  signedInAt: number;
  /** The company the user belongs to (of any status; ADR 130), read with the role; null for none. */
  company: Membership | null;
}

/** A user's place in a company: which, as what, with which order limit, and the company's status now. */
export interface Membership {
  id: string;
  role: CompanyRole;
  status: CompanyStatus;
  orderLimitCents: number | null;
  /** The company's price list (ADR 131); its prices apply while the company is approved. */
  priceListId: string | null;
  /** Whether the company's orders carry no tax (ADR 135). */
  taxExempt: boolean;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * A route's guard (listed as preHandler, run at onRequest: see the onRoute hook): 401 'No user is logged in'
     * unless a valid token names an existing user.
     */
    requireUser: Guard;
    /** A route's guard like requireUser: 401 when signed out, 403 unless the user is an admin right now. */
    requireAdmin: Guard;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized(accountMessages.notLoggedIn);
  return request.user;
}

/** The signed-in user as the audit trail names who acted. */
export function actorOf(request: FastifyRequest): Actor {
  const { id, email } = currentUser(request);
  return { id, email };
}

/** Whose a record is: the user whose id it carries, or, for a record addressed by email, whose email. */
export type Owner = { userId: string } | { email: string };

const owns = (user: CurrentUser, owner: Owner): boolean =>
  'userId' in owner
    ? owner.userId === user.id
    : user.email.toLowerCase() === owner.email.trim().toLowerCase();

/**
 * DESIGN.md's policy, the one copy every service uses: a user may act on their own record, an admin on anyone's;
 * anyone else gets 403 with `refusal`.
 */
export function assertOwnerOrAdmin(
  user: CurrentUser,
  owner: Owner,
  refusal: string = accountMessages.forbidden,
): void {
  if (user.role !== 'admin' && !owns(user, owner)) throw forbidden(refusal);
}

/** The policy's "own only" rows (paying an order): admins too act only on their own; 403 with `refusal`. */
export function assertOwner(user: CurrentUser, owner: Owner, refusal: string): void {
  if (!owns(user, owner)) throw forbidden(refusal);
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/**
 * One place resolves the bearer token: its signature, expiry, issuer and audience, then the user's row (for the
 * current role and token version) on every request. Routes ask for requireUser / requireAdmin; none checks
 * roles its own way.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = await loadSigningKey(app.db, app.config.auth.jwtSecret);
    app.decorate('tokens', await createTokenService(key, app.config.auth.accessTokenTtlMinutes));
    app.decorateRequest('user', null);

    // Built once and prepared: every signed-in request reads this row, and building the query each time cost
    // more than the rest of the hook; PostgreSQL also parses and plans it once per connection.
    const userOfToken = app.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        tokenVersion: users.tokenVersion,
        deletedAt: users.deletedAt,
        companyId: companyMembers.companyId,
        companyRole: companyMembers.role,
        companyStatus: companies.status,
        orderLimitCents: companyMembers.orderLimitCents,
        priceListId: companies.priceListId,
        taxExempt: companies.taxExempt,
      })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('user_of_token');

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const token = BEARER.exec(header)?.[1];
      const claims = token ? await app.tokens.verify(token) : null;
      if (!claims || !isUuid(claims.sub)) return;
      const [row] = await userOfToken.execute({ id: claims.sub });
      // A deleted account's version was raised as it was deleted; its row is checked as well all the same.
      if (!row || row.tokenVersion !== claims.ver || row.deletedAt) return;
      const {
        deletedAt: _deleted,
        companyId,
        companyRole,
        companyStatus,
        orderLimitCents,
        priceListId,
        taxExempt,
        ...user
      } = row;
      const company =
        companyId && companyRole && companyStatus
          ? {
              id: companyId,
              role: companyRole,
              status: companyStatus,
              orderLimitCents,
              priceListId,
              taxExempt: taxExempt ?? false,
            }
          : null;
      request.user = {
        ...user,
        role: row.role === 'admin' ? 'admin' : null,
        signedInAt: claims.iat,
        company,
      };
    });

    const requireUser: Guard = async (request) => {
      if (!request.user) throw unauthorized(accountMessages.notLoggedIn);
    };
    const requireAdmin: Guard = async (request) => {
      if (!request.user) throw unauthorized(accountMessages.notLoggedIn);
      if (request.user.role !== 'admin') throw forbidden(accountMessages.adminOnly);
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', requireAdmin);

    // A guard a route lists among its preHandlers runs as its first onRequest hook instead: a caller who may not
    // use the route is refused before its body is read, parsed, walked or validated (whose cost anyone could
    // otherwise impose). The user is known by then: the hook above runs before any route's own.
    const guards = new Set<unknown>([requireUser, requireAdmin]);
    app.addHook('onRoute', (route) => {
      const preHandlers = [route.preHandler ?? []].flat();
      const moved = preHandlers.filter((hook) => guards.has(hook));
      if (moved.length === 0) return;
      route.preHandler = preHandlers.filter((hook) => !guards.has(hook));
      route.onRequest = [...moved, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
