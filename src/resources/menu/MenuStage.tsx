/** The menu item screens on their routes, for stories. */
import { ResourceStage } from '../ResourceStage';
import MenuCreate from './MenuCreate';
import MenuEdit from './MenuEdit';
import MenuList from './MenuList';

export function MenuStage() {
  return <ResourceStage name="configura/menu" list={<MenuList />} create={<MenuCreate />} edit={<MenuEdit />} />;
}
