/**
 * /compra/{idCompra}/nota-credito: the nota de crédito of an applied compra, starting from its
 * proveedor and lines (the user lowers quantities or removes lines); the server checks the total
 * against the compra's saldo. 'Se a guardado la nota de credito..', then back to the compra.
 * Opened with the nota's CFDI (from the notas list), it starts from the CFDI instead: its folio,
 * date and conceptos as the lines; its XML is attached once the nota is saved.
 */
import { Loading, useGetOne } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { cfdiRuleOf, lifecycleOf, valoresDe } from '../../../schemas/lifecycle';
import type { Compra } from '../../../schemas/generated/compra';
import { resourceOf } from '../../engine';
import {
  CfdiAvisos,
  cfdiDelEstado,
  conceptosComoLineas,
  useAdjuntarCfdiTrasGuardar,
  type Cfdi,
} from '../../shared/cfdi';
import { DocumentCreate } from '../../shared/documents';
import { NOTA_GUARDADA, SHOWN } from './messages';

/** The compra's lines as the nota's: same product, quantity, price and IVA; no ids. */
const lineasDe = (compra: Compra) =>
  compra.compraDetalle.map(({ nombre, unidadMedida, cantidadSurtida, precioUnitario, tasaiva }) => ({
    nombre,
    unidadMedida,
    cantidadSurtida,
    precioUnitario,
    tasaiva,
  }));

const CFDI_DE_NOTA = cfdiRuleOf(lifecycleOf(schemas.notaCredito))!;

/** What the nota's CFDI says of it: the fields its declaration fills (folio, UUID, date) and its lines. */
const valoresDelCfdi = (cfdi: Cfdi) => ({
  ...valoresDe(CFDI_DE_NOTA, cfdi),
  notaCreditoDetalle: conceptosComoLineas(cfdi),
});

export default function NotaCreditoCreate() {
  const { id } = useParams();
  const cfdi = cfdiDelEstado(useLocation().state);
  const adjuntar = useAdjuntarCfdiTrasGuardar('notaCredito');
  const { data: compra, isPending } = useGetOne<Compra & { id: number }>(resourceOf(schemas.compra).name, {
    id: Number(id),
  });
  if (isPending || !compra) return <Loading />;
  return (
    <DocumentCreate
      schema={schemas.notaCredito}
      title="Nueva Nota de Credito"
      record={{
        compraId: compra.id,
        folioCompra: compra.folio,
        proveedor: compra.proveedor,
        notaCreditoDetalle: lineasDe(compra),
        ...(cfdi && valoresDelCfdi(cfdi.lectura.cfdi)),
      }}
      shown={SHOWN.slice(1)}
      savedNotice={() => NOTA_GUARDADA}
      onSaved={(record) => cfdi && adjuntar(record.id, cfdi.xml)}
      before={cfdi && <CfdiAvisos cargado={cfdi} />}
    />
  );
}
