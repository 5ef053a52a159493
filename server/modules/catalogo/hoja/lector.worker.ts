/** The sheet reader's thread (./leer.ts): an upload's bytes in, its rows out. */
import { serve } from '../../../workers/pool';
import { renglonesDe } from './renglones';

serve(({ content, filename }: { content: Uint8Array; filename: string }) =>
  renglonesDe(Buffer.from(content.buffer, content.byteOffset, content.byteLength), filename),
);
