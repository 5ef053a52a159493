/**
 * /cuentas-por-pagar/autorizado: the cash plan of the active obra's authorized charges, then the
 * charges themselves (Tipo, Folio, Fecha, Proveedor, Monto, Saldo, Promesa de Pago, Fecha de Pago),
 * each with 'Desautorizar' and its document's comprobante; 'Imprimir' opens the server's PDF of the
 * list, and each day of the plan its Relacion de pagos and bank layout.
 */
import { RequireObra, useActiveObra } from '../../obra';
import { CargosTabla, PaginaDeCargos, useCargosNoPagados } from '../../shared/cargos';
import { Paginacion } from '../../shared/tablas/Paginacion';
import { DesautorizarCargo } from './DesautorizarCargo';
import { TITULO } from './messages';
import { PlanDePagos } from './PlanDePagos';

const TITULO_ID = 'cargos-autorizados-titulo';

function Autorizadas({ obraId }: { obraId: number }) {
  const { cargos, total, paginacion } = useCargosNoPagados(obraId, true);
  return (
    <PaginaDeCargos titulo={TITULO} tituloId={TITULO_ID} obraId={obraId} autorizados>
      <PlanDePagos obraId={obraId} />
      <CargosTabla
        labelledBy={TITULO_ID}
        cargos={cargos}
        conFechaDePago
        acciones={(cargo) => <DesautorizarCargo cargo={cargo} />}
      >
        <Paginacion count={total} paginacion={paginacion} />
      </CargosTabla>
    </PaginaDeCargos>
  );
}

export default function CargosAutorizados() {
  const { obra } = useActiveObra();
  return <RequireObra>{obra && <Autorizadas obraId={obra.id} />}</RequireObra>;
}
