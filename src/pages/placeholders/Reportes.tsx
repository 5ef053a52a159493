import { EnConstruccion } from './EnConstruccion';

/** /reportes (docs/product.md §2: a placeholder page). */
export default function Reportes() {
  return <EnConstruccion title="Reportes" description="Aqui se consultaran los reportes de obras, compras y pagos." />;
}
