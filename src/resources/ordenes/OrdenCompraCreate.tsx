/** /orden-compra/nuevo: a new order of the active obra, dated today (Hermosillo); 'Orden creada con folio #{folio}'. */
import { schemas } from '../../../schemas';
import { businessToday } from '../../../schemas/today';
import { SchemaCreate } from '../../engine';
import { RequireObra, useActiveObra } from '../../obra';
import { DocumentInputs } from '../documentos';
import { ERROR_AL_CREAR, ORDEN_CREADA } from './messages';

function Alta() {
  const { obra } = useActiveObra();
  return (
    <SchemaCreate
      schema={schemas.ordenCompra}
      title="Nueva Orden de Compra"
      record={{ obra: { id: obra?.id }, fecha: businessToday() }}
      savedNotice={(record) => ORDEN_CREADA(record.folio)}
      saveError={ERROR_AL_CREAR}
    >
      <DocumentInputs schema={schemas.ordenCompra} readOnly={false} />
    </SchemaCreate>
  );
}

export default function OrdenCompraCreate() {
  return (
    <RequireObra>
      <Alta />
    </RequireObra>
  );
}
