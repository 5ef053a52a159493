/** A catalog's list: the engine's, with 'Importar' (for who may create) and 'Exportar' beside Nuevo. */
import type { EntitySchema } from '../../../schemas';
import { SchemaList } from '../../engine';
import { ExportarButton } from './ExportarButton';
import { ImportarButton } from './ImportarButton';

export function CatalogoList({ schema }: { schema: EntitySchema }) {
  return (
    <SchemaList
      schema={schema}
      actions={
        <>
          <ImportarButton schema={schema} />
          <ExportarButton schema={schema} />
        </>
      }
    />
  );
}
