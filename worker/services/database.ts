import { drizzle } from 'drizzle-orm/d1';
import * as tables from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/** A drizzle handle on D1 with the schema's tables and relations. */
export const openDatabase = (d1: D1Database): Database => drizzle(d1, { schema: tables });
