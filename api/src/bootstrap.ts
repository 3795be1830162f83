import { bootstrapProcess, shutdownProcess } from '@zapdesk/core';

/** Opens the database, applies migrations and picks the bus for this API process. */
export const bootstrap = (opts: { threads?: boolean } = {}) => bootstrapProcess('api', opts);
export const shutdown = shutdownProcess;
