/**
 * The demo presupuesto of an obra, the one dataset behind the demo seed (server/db/seed/) and the
 * mocks (mocks/fixtures/presupuesto.ts): 6 to 10 partidas of a Sonora building job (the structure's
 * split in two subpartidas), 10 to 15 conceptos each, whose importes add up to the obra's costoTotal
 * exactly — the last concepto, a lump sum, takes what the others leave.
 */
import { centsToText, divRound } from '../money';
import { cantidadTexto, importeConcepto, type RenglonPresupuesto } from '../presupuesto';

interface Plantilla {
  clave: string;
  descripcion: string;
  prefijo: string;
  /** Descripción and unidad of its conceptos. */
  conceptos: [string, string][];
  subpartidas?: string[];
}

const PLANTILLAS: Plantilla[] = [
  {
    clave: '01',
    descripcion: 'PRELIMINARES',
    prefijo: 'PRE',
    conceptos: [
      ['Limpieza y desyerbe del terreno con medios manuales', 'm2'],
      ['Trazo y nivelación con equipo topográfico', 'm2'],
      ['Demolición de firme de concreto de 10 cm', 'm2'],
      ['Acarreo de material producto de demolición fuera de la obra', 'm3'],
      ['Tapial provisional de lámina galvanizada', 'ml'],
    ],
  },
  {
    clave: '02',
    descripcion: 'CIMENTACIÓN',
    prefijo: 'CIM',
    conceptos: [
      ['Excavación a máquina en material tipo II', 'm3'],
      ["Plantilla de concreto f'c=100 kg/cm2 de 5 cm", 'm2'],
      ["Zapata aislada de concreto f'c=250 kg/cm2", 'm3'],
      ['Acero de refuerzo fy=4200 kg/cm2 en cimentación', 'kg'],
      ['Relleno compactado al 95% proctor con material de banco', 'm3'],
    ],
  },
  {
    clave: '03',
    descripcion: 'ESTRUCTURA',
    prefijo: 'EST',
    subpartidas: ['Columnas y trabes', 'Losas'],
    conceptos: [
      ["Columna de concreto f'c=250 kg/cm2 de 40x40 cm", 'm3'],
      ['Cimbra aparente en columnas y trabes', 'm2'],
      ['Acero de refuerzo fy=4200 kg/cm2 en estructura', 'kg'],
      ['Losa reticular de 30 cm con casetón de poliestireno', 'm2'],
      ["Concreto premezclado f'c=250 kg/cm2 bombeado", 'm3'],
    ],
  },
  {
    clave: '04',
    descripcion: 'ALBAÑILERÍA',
    prefijo: 'ALB',
    conceptos: [
      ['Muro de block de concreto de 15x20x40 cm', 'm2'],
      ['Castillo de 15x15 cm armado con armex', 'ml'],
      ['Aplanado fino con mortero cemento-arena 1:4', 'm2'],
      ['Firme de concreto de 10 cm con malla electrosoldada', 'm2'],
      ['Pretil de block con remate de concreto', 'ml'],
    ],
  },
  {
    clave: '05',
    descripcion: 'INSTALACIÓN ELÉCTRICA',
    prefijo: 'IEL',
    conceptos: [
      ['Salida de alumbrado con tubería conduit de 19 mm', 'sal'],
      ['Contacto dúplex polarizado con placa', 'pza'],
      ['Tablero de distribución de 30 circuitos', 'pza'],
      ['Cable THW calibre 10 AWG', 'ml'],
      ['Luminaria LED de 60x60 cm de 40 W', 'pza'],
    ],
  },
  {
    clave: '06',
    descripcion: 'INSTALACIÓN HIDROSANITARIA',
    prefijo: 'IHS',
    conceptos: [
      ['Tubería de CPVC de 19 mm', 'ml'],
      ['Tubería de PVC sanitario de 100 mm', 'ml'],
      ['Registro sanitario de 60x40 cm', 'pza'],
      ['Salida hidráulica para mueble sanitario', 'sal'],
      ['Tinaco de 1,100 litros con accesorios', 'pza'],
    ],
  },
  {
    clave: '07',
    descripcion: 'ACABADOS',
    prefijo: 'ACA',
    conceptos: [
      ['Piso cerámico de 60x60 cm asentado con adhesivo', 'm2'],
      ['Pintura vinílica a dos manos en muros', 'm2'],
      ['Plafón de tablaroca con acabado liso', 'm2'],
      ['Zoclo cerámico de 10 cm', 'ml'],
      ['Impermeabilizante prefabricado de 4 mm en azotea', 'm2'],
    ],
  },
  {
    clave: '08',
    descripcion: 'CANCELERÍA Y HERRERÍA',
    prefijo: 'CAN',
    conceptos: [
      ['Ventana de aluminio natural de 3 pulgadas', 'm2'],
      ['Puerta de tambor de pino de 0.90x2.10 m', 'pza'],
      ['Barandal de herrería tubular', 'ml'],
      ['Cancel de vidrio templado de 9 mm', 'm2'],
      ['Portón de lámina con marco de PTR', 'm2'],
    ],
  },
  {
    clave: '09',
    descripcion: 'OBRA EXTERIOR',
    prefijo: 'EXT',
    conceptos: [
      ['Banqueta de concreto estampado de 10 cm', 'm2'],
      ['Guarnición de concreto de 15x20x40 cm', 'ml'],
      ['Jardinera de block con aplanado', 'ml'],
      ['Pavimento de concreto hidráulico MR-45 de 15 cm', 'm2'],
      ['Señalamiento horizontal con pintura de tráfico', 'ml'],
    ],
  },
  {
    clave: '10',
    descripcion: 'LIMPIEZA Y ENTREGA',
    prefijo: 'LIM',
    conceptos: [
      ['Limpieza gruesa durante la obra', 'm2'],
      ['Retiro de escombro con camión de volteo', 'viaje'],
      ['Limpieza fina de vidrios y pisos', 'm2'],
      ['Pruebas de instalaciones y puesta en marcha', 'lote'],
      ['Planos finales de obra ejecutada', 'lote'],
    ],
  },
];

/** mulberry32: the same demo for the same semilla, on every machine. */
function aleatorio(semilla: number): (desde: number, hasta: number) => number {
  let a = semilla >>> 0;
  return (desde, hasta) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return desde + Math.floor(r * (hasta - desde + 1));
  };
}

/** The presupuesto of an obra whose costoTotal is `costoTotal` cents, in its order; `semilla` varies it. */
export function presupuestoDemo(costoTotal: bigint, semilla: number): RenglonPresupuesto[] {
  const azar = aleatorio(semilla);
  const partidas = PLANTILLAS.slice(0, 6 + (semilla % 5));
  const renglones: RenglonPresupuesto[] = [];
  const conceptos: { renglon: RenglonPresupuesto; peso: bigint }[] = [];
  for (const plantilla of partidas) {
    const padre =
      renglones.push({ tipo: 'partida', nivel: 1, clave: plantilla.clave, descripcion: plantilla.descripcion }) - 1;
    const grupos = plantilla.subpartidas?.map((descripcion, i) => ({
      clave: `${plantilla.clave}.${String(i + 1).padStart(2, '0')}`,
      descripcion: descripcion.toUpperCase(),
    })) ?? [undefined];
    const cuantos = azar(10, 15);
    let n = 0;
    grupos.forEach((grupo, g) => {
      const partida = grupo
        ? renglones.push({ tipo: 'partida', nivel: 2, clave: grupo.clave, descripcion: grupo.descripcion, padre }) - 1
        : padre;
      const nivel = renglones[partida].nivel + 1;
      const hasta = Math.round(((g + 1) * cuantos) / grupos.length);
      for (; n < hasta; n += 1) {
        const [descripcion, unidad] = plantilla.conceptos[n % plantilla.conceptos.length];
        const tramo = Math.floor(n / plantilla.conceptos.length);
        const renglon: RenglonPresupuesto = {
          tipo: 'concepto',
          nivel,
          clave: `${plantilla.prefijo}-${String(n + 1).padStart(3, '0')}`,
          descripcion: tramo === 0 ? descripcion : `${descripcion}, etapa ${tramo + 1}`,
          unidad,
          padre: partida,
        };
        conceptos.push({ renglon, peso: BigInt(azar(1, 100)) });
        renglones.push(renglon);
      }
    });
  }
  // Each concepto near its share of the costoTotal; the last one, a lump sum, closes it to the cent.
  const ultimo = conceptos.at(-1)!;
  ultimo.peso = 60n;
  ultimo.renglon.descripcion = 'Trabajos complementarios a precio alzado';
  ultimo.renglon.unidad = 'lote';
  const pesos = conceptos.reduce((suma, c) => suma + c.peso, 0n);
  let acumulado = 0n;
  for (const { renglon, peso } of conceptos.slice(0, -1)) {
    const meta = (costoTotal * peso) / pesos;
    const cantidad = BigInt(azar(10_000, 5_000_000));
    const precio = divRound(meta * 10_000n, cantidad);
    renglon.cantidad = cantidadTexto(cantidad);
    renglon.precioUnitario = precio > 0n ? precio : 1n;
    renglon.importe = importeConcepto(renglon.cantidad, centsToText(renglon.precioUnitario))!;
    acumulado += renglon.importe;
  }
  ultimo.renglon.cantidad = cantidadTexto(10_000n);
  ultimo.renglon.precioUnitario = costoTotal - acumulado;
  ultimo.renglon.importe = costoTotal - acumulado;
  return renglones;
}
