import type { Acknowledged } from '@ironvolt/shared/http';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearAccessToken, getAccessToken } from '@/lib/auth';
import { notify } from '@/lib/notify';

/** POST /logout: ends the token on the server (and every other token of the user). */
export const logout = ({ token }: { token: string }) => api.post<Acknowledged>('/logout', { token });

/**
 * Logs out: home first (so no protected page sees the token vanish), then forget the token and every cached
 * answer, say so, and end the token on the server.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = getAccessToken();
    await navigate(paths.home.getHref());
    clearAccessToken();
    queryClient.clear();
    // Every account message is one module, loaded here rather than with every page's shell.
    const { accountMessages } = await import('@ironvolt/shared/accounts-constants');
    notify.success(accountMessages.loggedOut, { id: 'logged-out' });
    // Already signed out here: if the server cannot be reached, the token still expires on its own.
    if (token) await logout({ token }).catch(() => undefined);
  }, [navigate, queryClient]);
};
