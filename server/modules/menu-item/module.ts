/** The menu-item module: its routes, sampled on a seeded menu section and item. */
import { eq } from 'drizzle-orm';
import { menuItem } from '../../db/schema';
import { defineModule, sharedSample } from '../define-module';
import { menuItemModule } from '.';

export default defineModule({
  routes: menuItemModule,
  accessSamples: async ({ app }) => {
    const [item] = await app.db.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.link, '/clientes'));
    return { seccion: sharedSample('obras'), menuItemId: sharedSample(item.id) };
  },
});
