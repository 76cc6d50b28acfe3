import { timestamp } from 'drizzle-orm/pg-core';

/** Every point in time is stored with its zone (timestamptz) and read as a Date. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

export function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

export function updatedAt() {
  return timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}
