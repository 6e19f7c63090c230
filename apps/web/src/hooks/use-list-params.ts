import { useSearchParams } from 'react-router';

/**
 * A paged list's status filter and page, kept in the address (links can be shared, Back works): an unknown status
 * reads as none and a bad page as 1; choosing a status goes back to the first page.
 */
export const useListParams = <S extends string>(statuses: readonly S[]) => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(raw) ? (raw as S) : undefined;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;

  const set = (key: 'status' | 'page', value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key === 'status') next.delete('page');
      return next;
    });

  return {
    status,
    page,
    /** '' for all statuses, as a select's first option gives it. */
    setStatus: (value: string) => set('status', value || undefined),
    setPage: (value: number) => set('page', value > 1 ? String(value) : undefined),
  };
};
