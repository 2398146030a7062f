import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp column: with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Binary data: a Buffer both ways, whichever driver (PGlite answers a Uint8Array, postgres.js a Buffer or hex text). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : Buffer.from(value)),
});
