/**
 * Where a refusal of one of a form's lists belongs, from its field path (`attributes.1.name` from the API, or a zod
 * issue's path): `<row>.<field>` for a row's field, `<row>` for a row that is a single value (an image), or `list`
 * for the list as a whole. Undefined when the path is about another field.
 */
export const listErrorKey = (list: string, path: readonly PropertyKey[]): string | undefined => {
  if (path[0] !== list) return undefined;
  if (path.length < 2) return 'list';
  return path.slice(1, 3).map(String).join('.');
};

/** Focuses an element by id once React has drawn the change that moved it (a row moved up or down). */
export const focusAfterRender = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The list with the item at `from` moved to `to`. */
export const moved = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};
