export { setActiveObra, useActiveObra, type ActiveObra } from './activeObra';
export { RequireObra } from './RequireObra';
