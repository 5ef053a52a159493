/** The three clientes screens on their routes, for stories (lists and editors link to each other). */
import { ResourceStage } from '../ResourceStage';
import ClienteCreate from './ClienteCreate';
import ClienteEdit from './ClienteEdit';
import ClienteList from './ClienteList';

export function ClientesStage() {
  return <ResourceStage name="clientes" list={<ClienteList />} create={<ClienteCreate />} edit={<ClienteEdit />} />;
}
