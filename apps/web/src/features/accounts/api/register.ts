import { type RegisterBody, TokenResponseSchema } from '@ironvolt/shared/accounts';
import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useKeepToken } from './keep-token';

export const registerWithEmailAndPassword = (body: RegisterBody) =>
  api.post('/register', { schema: TokenResponseSchema, body });

/** PUT /users: upserts the signed-in user's display name. */
export const upsertUser = ({ name, token }: { name: string; token: string }) =>
  api.put('/users', { schema: AcknowledgedSchema, body: { name }, token });

/**
 * SPEC section 4's registration: create the account, set the display name, upsert the user. The account and
 * its name are made in one call; the upsert follows with the new token before it is stored.
 */
export const useRegister = () => {
  const keep = useKeepToken();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const { accessToken } = await registerWithEmailAndPassword(body);
      // The account exists and already carries the name: a failed upsert must not lose the new session.
      await upsertUser({ name: body.name, token: accessToken }).catch(() => undefined);
      return accessToken;
    },
    onSuccess: (accessToken) => keep(accessToken),
  });
};
