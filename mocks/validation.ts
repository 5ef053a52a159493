/**
 * The mocks check admin catalogs as the server does: compiled at run time (tests and Storybook
 * allow it; the app's bundle never includes the mocks). Imported by whatever validates a catalog
 * record, so the order in which modules load never leaves one unchecked.
 */
import { runTimeCompiler } from '../schemas/ajv';
import { compileAtRunTime } from '../schemas/validation';

compileAtRunTime(runTimeCompiler());

export { validateRecord } from '../schemas/validation';
