import type { Db } from '../client';

/** The whole menu of SPEC.md §2 (both sections), loaded once into an empty menu_item table. */
export async function seedMenu(_db: Db): Promise<void> {}
