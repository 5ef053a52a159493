import { LinearProgress, Menu } from 'react-admin';
import { MenuEntry } from './MenuEntry';
import { useServerMenu } from './useServerMenu';

/** The side menu comes from the server, per user and section (SPEC.md §2). */
export function AppMenu() {
  const { items, isPending } = useServerMenu();
  return (
    <Menu>
      {isPending && <LinearProgress />}
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} />
      ))}
    </Menu>
  );
}
