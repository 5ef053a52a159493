import { Navigate } from 'react-router-dom';
import { useActiveObra } from '../../obra';
import { paths } from '../../paths';

/** /obras/resumen and /resumen: the active obra's summary, or home when no obra is active. */
export default function ResumenActivo() {
  const { obra } = useActiveObra();
  return <Navigate to={obra ? paths.obraResumen(obra.id) : paths.home} replace />;
}
