import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authRoutes } from './auth';

/** Every route family of the API, mounted at the root in this order. */
export const routeFamilies: Hono<AppEnv>[] = [authRoutes];
