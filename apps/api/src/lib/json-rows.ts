import { Readable } from 'node:stream';

/** Rows written into one piece of the answer: a few milliseconds of the server's thread. */
const ROWS_PER_PIECE = 250;

/**
 * An answer listing thousands of rows (a CSV import's plan: 20,000 at most) as JSON text written a piece at a
 * time, each piece made when the socket takes the one before: checked against its schema and serialized in one
 * go, such an answer held the server's thread for hundreds of milliseconds while every other request waited.
 * The same JSON as JSON.stringify gives, `rows` last. Hand-made: JSON.stringify on a slice of rows at a time is
 * all it takes, where a streaming serializer walks every value key by key in JavaScript.
 */
export function jsonWithRows<T extends { rows: readonly unknown[] }>(answer: T): Readable {
  const { rows, ...rest } = answer;
  function* pieces() {
    // `{...,"rows":[]}` without its last two characters: everything up to the rows' opening bracket.
    yield JSON.stringify({ ...rest, rows: [] }).slice(0, -2);
    for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
      const piece = JSON.stringify(rows.slice(start, start + ROWS_PER_PIECE)).slice(1, -1);
      yield start === 0 ? piece : `,${piece}`;
    }
    yield ']}';
  }
  return Readable.from(pieces(), { objectMode: false });
}
