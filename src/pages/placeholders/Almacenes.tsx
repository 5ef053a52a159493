import { EnConstruccion } from './EnConstruccion';

/** /almacenes (docs/product.md §2: a placeholder page). */
export default function Almacenes() {
  return (
    <EnConstruccion title="Almacenes" description="Aqui se llevaran las existencias de material por almacen y obra." />
  );
}
