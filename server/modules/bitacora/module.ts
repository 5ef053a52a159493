/** The bitácora module: its routes name no record. */
import { defineModule } from '../define-module';
import { bitacoraModule } from '.';

export default defineModule({ routes: bitacoraModule });
