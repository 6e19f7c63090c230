import { useSearchParams } from 'react-router';

/**
 * A paged list's status filter, search and page, kept in the address (links can be shared, Back works): an unknown
 * status reads as none and a bad page as 1; choosing a status or changing the search goes back to the first page.
 */
export const useListParams = <S extends string>(statuses: readonly S[]) => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(raw) ? (raw as S) : undefined;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const q = params.get('q')?.trim() || undefined;

  const set = (key: 'status' | 'page' | 'q', value: string | undefined, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace },
    );

  return {
    status,
    page,
    q,
    /** '' for all statuses, as a select's first option gives it. */
    setStatus: (value: string) => set('status', value || undefined),
    setPage: (value: number) => set('page', value > 1 ? String(value) : undefined),
    /** A search as it is typed: it replaces the address's entry rather than adding one per pause. */
    setQ: (value: string) => set('q', value.trim() || undefined, true),
  };
};
