import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed logins, for the rate limit of docs/contract.md (kept in the database: servers are stateless). */
export const loginIntento = pgTable(
  'login_intento',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    momento: timestamp('momento', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_intento_lookup_idx').on(t.username, t.ip, t.momento)],
);
