import { accountMessages } from '@ironvolt/shared/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/client-address.ts';

/**
 * The sign-in limits (LOGIN_RATE_LIMIT) and the keys they count by, made once for the accounts' routes: the
 * sign-in routes and the account's deletion, which is tried like a sign-in.
 */
export function accountLimitsOf(app: FastifyInstance) {
  const { max, perIp, perAccount, windowMinutes } = app.config.auth.loginRateLimit;
  const timeWindow = windowMinutes * 60_000;
  const byIp = (request: FastifyRequest) => addressKey(request.ip);
  const byEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };
  // The lock on an account counts the tries from one client network (an IPv6 /64), so a stranger's wrong
  // passwords from elsewhere never lock its owner out; the account-wide brake stops guessing spread over many.
  const byEmailAndNetwork = (request: FastifyRequest) => `${byEmail(request)}|${byIp(request)}`;
  const byUser = (request: FastifyRequest) => request.user?.id ?? byIp(request);
  const limited = (
    name: string,
    key: (request: FastifyRequest) => string,
    limit = max,
    message: string = accountMessages.tooManyAttempts,
  ) => app.limiter({ name, key, max: limit, timeWindow, message });
  return { max, perIp, perAccount, byIp, byEmail, byEmailAndNetwork, byUser, limited };
}

export type AccountLimits = ReturnType<typeof accountLimitsOf>;
