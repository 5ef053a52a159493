import { schemas } from '../../../schemas';
import { SchemaCreate } from '../../engine';
import { ObraInputs } from './ObraInputs';

/** /obras/nuevo. */
export default function ObraCreate() {
  return (
    <SchemaCreate schema={schemas.obra}>
      <ObraInputs />
    </SchemaCreate>
  );
}
