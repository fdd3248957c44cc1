import { timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at for rows that are edited; updated_at moves on every update. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
