import type { Db } from '../client';

/** Demo records for a new user to look at; loaded only into a database without clientes. */
export async function seedDemo(_db: Db, _sucursalId: number): Promise<void> {}
