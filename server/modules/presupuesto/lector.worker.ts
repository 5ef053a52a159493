/** The presupuesto reader's thread (./importar.ts): an upload's bytes in, the presupuesto read from them out. */
import { renglonesDe } from '../catalogo/hoja/renglones';
import { serve } from '../../workers/pool';
import { leerPresupuesto } from './hoja';

serve(async ({ content, filename }: { content: Uint8Array; filename: string }) =>
  leerPresupuesto(await renglonesDe(Buffer.from(content.buffer, content.byteOffset, content.byteLength), filename)),
);
