import { useId } from 'react';

type StatusFilterProps<S extends string> = {
  statuses: readonly S[];
  value: S | undefined;
  /** '' for all. */
  onChange: (value: string) => void;
  labelOf: (status: S) => string;
};

/** A list's "Status" select: All, then each status by its shown name. */
export const StatusFilter = <S extends string>({
  statuses,
  value,
  onChange,
  labelOf,
}: StatusFilterProps<S>) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        Status
      </label>
      <select
        id={id}
        className="select select-sm w-48"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
    </div>
  );
};
