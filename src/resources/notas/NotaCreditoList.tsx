/**
 * /nota-credito: the active obra's notas de crédito, search and pages; a nota is created from its
 * compra, or from its CFDI: 'Cargar CFDI' reads it, finds the compra it relates to, and opens that
 * compra's new nota with the CFDI.
 */
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { cfdiRuleOf, lifecycleOf } from '../../../schemas/lifecycle';
import { resourceOf } from '../../engine';
import { paths } from '../../paths';
import {
  CargarCfdiButton,
  COMPRA_NO_ENCONTRADA,
  estadoConCfdi,
  noEsDelTipo,
  type CfdiCargado,
} from '../../shared/cfdi';
import { DocumentList, useObraTerminada } from '../../shared/documents';
import { StatusField } from './StatusField';

const TIPO = cfdiRuleOf(lifecycleOf(schemas.notaCredito))!.tipo;

function NotaDesdeCfdi() {
  const navigate = useNavigate();
  const notify = useNotify();
  const terminada = useObraTerminada();
  if (terminada) return null;
  const leido = (cargado: CfdiCargado) => {
    const { cfdi, compra } = cargado.lectura;
    if (cfdi.tipoDeComprobante !== TIPO) return notify(noEsDelTipo(TIPO), { type: 'error' });
    if (!compra) return notify(COMPRA_NO_ENCONTRADA, { type: 'error', multiLine: true });
    navigate(paths.row(resourceOf(schemas.compra).route, compra.id, 'nota-credito'), { state: estadoConCfdi(cargado) });
  };
  return <CargarCfdiButton onLeido={leido} variant="text" />;
}

export default function NotaCreditoList() {
  return (
    <DocumentList schema={schemas.notaCredito} status={<StatusField />} creatable={false} actions={<NotaDesdeCfdi />} />
  );
}
