import { boolean, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => serial('id').primaryKey();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('createdAt').notNull().$defaultFn(() => new Date());
export const updatedAt = () =>
  ts('updatedAt')
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
export const flag = (name: string, value = false) => boolean(name).notNull().default(value);
export const json = <T>(name: string) => jsonb(name).$type<T>();
export const int = (name: string) => integer(name);
export const str = (name: string) => text(name);
