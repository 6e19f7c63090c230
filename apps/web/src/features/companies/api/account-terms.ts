import type { MyCompany } from '@ironvolt/shared/companies';
import { useQuery } from '@tanstack/react-query';
import type { AccountTerms } from '@/components/ui/payment-choice';
import { ApiError, api } from '@/lib/api-client';

// Typed, not parsed: the purchase page and the cart keep zod out of their first load.
const getAccountTerms = async ({ signal }: { signal?: AbortSignal }): Promise<AccountTerms | null> => {
  try {
    const mine = await api.get<MyCompany>('/my-company', { signal });
    // The server says how much credit is left only while the company may order on account.
    return mine.availableCredit === undefined
      ? null
      : { paymentTermsDays: mine.company.paymentTermsDays, availableCredit: mine.availableCredit };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/**
 * The member's company's terms for checkout and Buy Now (GET /my-company), or undefined while unknown, for no
 * company or one without terms: then only the card is offered. Asked again on every visit, as orders use the credit.
 */
export const useAccountTerms = (member: boolean): AccountTerms | undefined => {
  const { data } = useQuery({
    queryKey: ['companies', 'mine', 'terms'],
    queryFn: getAccountTerms,
    enabled: member,
    staleTime: 0,
  });
  return member ? (data ?? undefined) : undefined;
};
