/** /orden-compra: the active obra's orders (Folio, Fecha, Proveedor, Status, Total), search and pages. */
import { schemas } from '../../../schemas';
import { SchemaList } from '../../engine';
import { RequireObra, useActiveObra } from '../../obra';
import { StatusField } from './StatusField';

function Ordenes() {
  const { obra } = useActiveObra();
  return <SchemaList schema={schemas.ordenCompra} filter={{ obraId: obra?.id }} cells={{ status: <StatusField /> }} />;
}

export default function OrdenCompraList() {
  return (
    <RequireObra>
      <Ordenes />
    </RequireObra>
  );
}
