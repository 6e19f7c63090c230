import { useEffect, useId, useRef, useState } from 'react';

/** How long typing may pause before the search goes to the server. */
const SEARCH_PAUSE_MS = 250;

type SearchBoxProps = {
  label: string;
  placeholder: string;
  maxLength: number;
  /** The search in force (the address's). */
  value: string | undefined;
  /** Called with what was typed once typing pauses. */
  onSearch: (value: string) => void;
};

/** A list's search box: what is typed goes on (to the address, and so to the server) after a short pause. */
export const SearchBox = ({ label, placeholder, maxLength, value, onSearch }: SearchBoxProps) => {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const search = useRef(onSearch);
  search.current = onSearch;
  // Back and Forward change the address's search: the box follows.
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => search.current(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    // A basis of its own: beside other filters on a phone the box wraps to a line of its own instead of shrinking to nothing.
    <search className="flex min-w-0 flex-1 basis-60 flex-col gap-1 sm:max-w-sm">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input input-sm w-full"
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </search>
  );
};
