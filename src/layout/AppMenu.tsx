import { LinearProgress, Menu } from 'react-admin';
import { MenuEntry } from './MenuEntry';
import { useServerMenu } from './useServerMenu';

/** The side menu comes from the server, per user and section (docs/product.md §2). */
export function AppMenu() {
  const { items, isPending } = useServerMenu();
  // The progress bar stands beside the menu: a menu may only hold menu items and groups.
  return (
    <>
      {isPending && <LinearProgress />}
      <Menu>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} />
        ))}
      </Menu>
    </>
  );
}
