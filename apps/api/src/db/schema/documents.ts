import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given in each series of the shop's documents ('INV' invoices, 'CN' credit notes, 'Q' quotes) and
 * year. Taken with an upsert in the transaction that issues the document: the row stays locked until it commits,
 * so numbers are gapless and in order within the year on one database and any number of instances.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
