/**
 * /estimacion: the active obra's estimaciones (the schema's columns: folio, periodo, tipo, importe,
 * alcance líquido, status chip; cards on a phone), each opening its editor, and the obra's estado
 * de cuenta.
 */
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Button } from '@mui/material';
import { Link } from 'react-admin';
import { schemas } from '../../../schemas';
import { DocumentList } from '../../shared/documents';
import { ESTIMACION } from './messages';
import { ESTADO_CUENTA_RUTA } from './rutas';
import { StatusField } from './StatusField';

export default function EstimacionList() {
  return (
    <DocumentList
      schema={schemas.estimacion}
      status={<StatusField />}
      actions={
        <Button size="small" startIcon={<AccountBalanceIcon />} component={Link} to={ESTADO_CUENTA_RUTA}>
          {ESTIMACION.estadoCuenta}
        </Button>
      }
    />
  );
}
