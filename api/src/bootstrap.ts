import { bootstrapProcess, shutdownProcess } from '@zapdesk/core';

/** Opens the database, applies migrations and picks the bus for this API process. */
export const bootstrap = () => bootstrapProcess('api');
export const shutdown = shutdownProcess;
