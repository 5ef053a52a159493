/**
 * /compra/{idCompra}/editar (docs/product.md §4 Compra): Subir comprobante, Aplicar (with
 * confirmation) and 'Nota de crédito', each offered and editable as the server's `acciones` say;
 * Imprimir compra, Imprimir orden (when it came from one), Ver comprobante.
 */
import PostAddIcon from '@mui/icons-material/PostAdd';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useRecordContext } from 'react-admin';
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine';
import { paths } from '../../paths';
import {
  ActionButton,
  ComprobanteUpload,
  ComprobanteViewer,
  ConfirmAction,
  DocumentEdit,
  PrintButton,
} from '../../shared/documents';
import {
  APLICAR,
  COMPRA_ACTUALIZADA,
  COMPRA_APLICADA,
  CONFIRMAR_APLICAR,
  ERROR_AL_ACTUALIZAR,
  ERROR_AL_ADJUNTAR,
  IMPRIMIR_COMPRA,
  IMPRIMIR_ORDEN,
  NOTA_DE_CREDITO,
} from './messages';
import { StatusField } from './StatusField';

const ruta = resourceOf(schemas.compra).route;

function Impresion() {
  const record = useRecordContext();
  return (
    <>
      <PrintButton label={IMPRIMIR_COMPRA} path={(id) => `/api/compra/${id}/reporte`} />
      {record?.ordenCompra?.id && (
        <PrintButton label={IMPRIMIR_ORDEN} path={(id) => `/api/compra/${id}/reporteOrdenCompra`} />
      )}
    </>
  );
}

function NotaDeCredito() {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <ActionButton
      accion="nota"
      label={NOTA_DE_CREDITO}
      icon={<PostAddIcon />}
      to={paths.row(ruta, record.id, 'nota-credito')}
    />
  );
}

export default function CompraEdit() {
  return (
    <DocumentEdit
      schema={schemas.compra}
      title="Compra"
      shown={['folio', 'condicionPago', 'saldo']}
      actions={
        <>
          <StatusField />
          <Impresion />
          <ComprobanteViewer documentType="compra" />
          <ComprobanteUpload documentType="compra" errorToast={ERROR_AL_ADJUNTAR} />
          <ConfirmAction
            accion="aplicar"
            method="aplicarCompra"
            label={APLICAR}
            icon={<TaskAltIcon />}
            question={CONFIRMAR_APLICAR}
            done={(c) => COMPRA_APLICADA(c.folio)}
          />
          <NotaDeCredito />
        </>
      }
      savedNotice={(record) => COMPRA_ACTUALIZADA(record.folio)}
      saveError={ERROR_AL_ACTUALIZAR}
    />
  );
}
