/** The mode is chosen by environment, once per process: PostgreSQL when DATABASE_URL names it, else SQLite. */
export type Dialect = 'pg' | 'sqlite';
export const isPostgresUrl = (url: string | undefined) => !!url && /^postgres(ql)?:\/\//.test(url);
export const dialect: Dialect = isPostgresUrl(process.env.DATABASE_URL) ? 'pg' : 'sqlite';
