/** The menu-item module's samples for the access matrix: a seeded menu section and item. */
import { eq } from 'drizzle-orm';
import { menuItem } from '../../db/schema';
import { type ParamSamples, type SampleFixture, sharedSample } from '../../test-support/access-samples';

export default async ({ app }: SampleFixture): Promise<ParamSamples> => {
  const [item] = await app.db.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.link, '/clientes'));
  return { seccion: sharedSample('obras'), menuItemId: sharedSample(item.id) };
};
