/**
 * Real values of the concepto lookups, and demo proveedores (RFCs with SAT's check digit) and
 * conceptos (prices of Hermosillo, as numeric text) for a new user to look at: the one dataset
 * behind the demo seed (server/db/seed/catalogos.ts) and the mocks (mocks/fixtures/proveedores.ts,
 * conceptos.ts).
 */
import type { Proveedor } from '../generated/proveedor';

/** Each clasificación with its subclasificaciones, in the order an office would list them. */
export const CLASIFICACIONES: Record<string, string[]> = {
  Producto: [
    'Agregados',
    'Cementos',
    'Aceros',
    'Block y tabique',
    'Electrico',
    'Hidraulico y sanitario',
    'Pinturas',
    'Madera',
    'Ferreteria',
  ],
  Servicio: ['Fletes', 'Renta de equipo', 'Topografia', 'Laboratorio de materiales', 'Limpieza'],
  'Mano de obra': ['Albanileria', 'Herreria', 'Electricista', 'Plomeria', 'Carpinteria', 'Pintura'],
  'Equipo y maquinaria': ['Maquinaria pesada', 'Equipo ligero', 'Herramienta'],
  Subcontrato: [
    'Estructura metalica',
    'Instalaciones electricas',
    'Instalaciones hidraulicas',
    'Aluminio y vidrio',
    'Impermeabilizacion',
  ],
};

export const UNIDADES_MEDIDA = [
  'pieza',
  'm',
  'm²',
  'm³',
  'kg',
  'ton',
  'lt',
  'saco',
  'viaje',
  'jornal',
  'lote',
  'servicio',
  'hora',
];

export type DemoProveedor = Omit<Proveedor, 'id' | 'actualizado'>;

const proveedor = (
  nombre: string,
  rfc: string,
  direccion: string,
  telefono: string,
  dominio: string,
  nombreContacto: string,
  diasCredito?: number,
): DemoProveedor => ({
  nombre,
  rfc,
  direccion,
  telefono,
  correo: `ventas@${dominio}`,
  nombreContacto,
  telefonoContacto: telefono,
  correoContacto: `${nombreContacto.split(' ')[0].toLowerCase()}@${dominio}`,
  esCredito: diasCredito !== undefined,
  ...(diasCredito !== undefined ? { diasCredito } : {}),
});

export const PROVEEDORES: DemoProveedor[] = [
  proveedor(
    'Materiales y Agregados del Noroeste',
    'MAN050412K77',
    'Carretera a Nogales Km 6.5, Hermosillo, Sonora, C.P. 83170',
    '662 256 1020',
    'agregadosnoroeste.mx',
    'Martin Soto Valdez',
    30,
  ),
  proveedor(
    'Cementos y Concretos de Sonora',
    'CCS980723QH4',
    'Blvd. Solidaridad 1250, Col. Palo Verde, Hermosillo, Sonora, C.P. 83280',
    '662 218 4400',
    'cementossonora.mx',
    'Gabriela Rios Amaya',
    45,
  ),
  proveedor(
    'Aceros y Perfiles Pitic',
    'APP010615B3A',
    'Blvd. Lazaro Cardenas 870, Parque Industrial, Hermosillo, Sonora, C.P. 83299',
    '662 251 7788',
    'acerospitic.mx',
    'Raul Montano Ochoa',
    30,
  ),
  proveedor(
    'Ferreteria La Pitahaya',
    'FPI120903LM6',
    'Calle Reforma 312, Col. Centro, Hermosillo, Sonora, C.P. 83000',
    '662 212 3345',
    'ferrepitahaya.mx',
    'Lorena Duarte Gil',
  ),
  proveedor(
    'Block y Tabique del Desierto',
    'BTD070218R54',
    'Carretera a Sahuaripa Km 3, Hermosillo, Sonora, C.P. 83325',
    '662 264 0915',
    'blockdesierto.mx',
    'Ernesto Lugo Castro',
    15,
  ),
  proveedor(
    'Electrica Industrial de Hermosillo',
    'EIH990130TZ0',
    'Blvd. Rodriguez 455, Col. Centro, Hermosillo, Sonora, C.P. 83000',
    '662 217 2290',
    'electricahmo.mx',
    'Sergio Felix Ibarra',
    30,
  ),
  proveedor(
    'Plomeria y Sanitarios del Yaqui',
    'PSY110822C46',
    'Calle Sinaloa 640 Sur, Centro, Cd. Obregon, Sonora, C.P. 85000',
    '644 415 3321',
    'sanitariosyaqui.mx',
    'Adriana Leon Mendez',
  ),
  proveedor(
    'Pinturas y Recubrimientos Kino',
    'PRK150610HD6',
    'Blvd. Kino 2100, Col. Las Quintas, Hermosillo, Sonora, C.P. 83240',
    '662 289 6500',
    'pinturaskino.mx',
    'Victor Campa Ruiz',
    30,
  ),
  proveedor(
    'Maderas Finas de la Sierra',
    'MFS030425N81',
    'Carretera Hermosillo-Ures Km 12, Hermosillo, Sonora, C.P. 83330',
    '662 267 1180',
    'maderasierra.mx',
    'Jorge Quijada Flores',
  ),
  proveedor(
    'Fletes y Acarreos Rio Sonora',
    'FAR090917P26',
    'Calle de los Yaquis 55, Col. El Sahuaro, Hermosillo, Sonora, C.P. 83178',
    '662 250 4411',
    'acarreosriosonora.mx',
    'Manuel Araiza Lopez',
    15,
  ),
  proveedor(
    'Renta de Maquinaria Pesada del Norte',
    'RMP060301XJ0',
    'Blvd. Progreso 1800, Col. Industrial, Hermosillo, Sonora, C.P. 83155',
    '662 260 8877',
    'maquinarianorte.mx',
    'Hugo Salazar Peralta',
    60,
  ),
  proveedor(
    'Topografia y Geodesia Sonorense',
    'TGS140527U68',
    'Calle Veracruz 128, Col. San Benito, Hermosillo, Sonora, C.P. 83190',
    '662 213 9020',
    'topogeosonora.mx',
    'Ivan Corral Bustamante',
  ),
  proveedor(
    'Jose Luis Ruiz Acosta',
    'RUAJ750316F44',
    'Calle Olivares 77, Col. Olivares, Hermosillo, Sonora, C.P. 83180',
    '662 155 2040',
    'herreriaruiz.mx',
    'Jose Ruiz Acosta',
  ),
  proveedor(
    'Martha Lopez Cordova',
    'LOCM820911QK2',
    'Calle Guerrero 410, Centro, Navojoa, Sonora, C.P. 85800',
    '642 422 6610',
    'limpiezalopez.mx',
    'Martha Lopez Cordova',
    15,
  ),
];

export interface DemoConcepto {
  nombre: string;
  descripcion: string;
  clasificacion: string;
  subclasificacion: string;
  unidad: string;
  precio: string;
}

const concepto = (
  nombre: string,
  descripcion: string,
  [clasificacion, subclasificacion]: [string, string],
  unidad: string,
  precio: string,
): DemoConcepto => ({
  nombre,
  descripcion,
  clasificacion,
  subclasificacion,
  unidad,
  precio,
});

export const CONCEPTOS: DemoConcepto[] = [
  concepto('Cemento gris CPC 30R', 'Saco de 50 kg', ['Producto', 'Cementos'], 'saco', '245.00'),
  concepto('Mortero', 'Saco de 50 kg para junteo y aplanados', ['Producto', 'Cementos'], 'saco', '189.50'),
  concepto(
    "Concreto premezclado f'c 250",
    'Revenimiento 14 cm, agregado de 3/4"',
    ['Producto', 'Cementos'],
    'm³',
    '2450.00',
  ),
  concepto('Arena de rio', 'Cribada, puesta en obra', ['Producto', 'Agregados'], 'm³', '420.00'),
  concepto('Grava 3/4"', 'Triturada, puesta en obra', ['Producto', 'Agregados'], 'm³', '480.00'),
  concepto('Piedra bola', 'Para cimentacion de mamposteria', ['Producto', 'Agregados'], 'm³', '390.00'),
  concepto('Varilla corrugada 3/8"', 'Grado 42, tramo de 12 m', ['Producto', 'Aceros'], 'pieza', '168.00'),
  concepto('Varilla corrugada 1/2"', 'Grado 42, tramo de 12 m', ['Producto', 'Aceros'], 'pieza', '295.00'),
  concepto('Alambre recocido cal. 16', 'Para amarres de armado', ['Producto', 'Aceros'], 'kg', '38.50'),
  concepto('Malla electrosoldada 6-6/10-10', 'Hoja de 2.5 x 6 m', ['Producto', 'Aceros'], 'pieza', '1150.00'),
  concepto(
    'Block de concreto 15x20x40',
    'Hueco, resistencia 50 kg/cm²',
    ['Producto', 'Block y tabique'],
    'pieza',
    '16.80',
  ),
  concepto('Ladrillo rojo recocido', '7 x 14 x 28 cm', ['Producto', 'Block y tabique'], 'pieza', '4.20'),
  concepto('Cable THW cal. 12', 'Cobre, 600 V, color a elegir', ['Producto', 'Electrico'], 'm', '14.90'),
  concepto('Tubo conduit PVC 1/2"', 'Tramo de 3 m, pared delgada', ['Producto', 'Electrico'], 'pieza', '32.00'),
  concepto(
    'Centro de carga 8 polos',
    'Monofasico, con interruptor principal',
    ['Producto', 'Electrico'],
    'pieza',
    '1380.00',
  ),
  concepto(
    'Tubo PVC hidraulico 1/2"',
    'Cedula 40, tramo de 6 m',
    ['Producto', 'Hidraulico y sanitario'],
    'pieza',
    '98.00',
  ),
  concepto('Tubo PVC sanitario 4"', 'Tramo de 6 m', ['Producto', 'Hidraulico y sanitario'], 'pieza', '365.00'),
  concepto('Tinaco 1100 lt', 'Tricapa, con accesorios', ['Producto', 'Hidraulico y sanitario'], 'pieza', '2650.00'),
  concepto(
    'Pintura vinilica blanca',
    'Cubeta de 19 lt, interior y exterior',
    ['Producto', 'Pinturas'],
    'pieza',
    '1450.00',
  ),
  concepto(
    'Impermeabilizante acrilico 5 años',
    'Cubeta de 19 lt, color blanco',
    ['Producto', 'Pinturas'],
    'pieza',
    '1890.00',
  ),
  concepto('Triplay de pino 16 mm', 'Hoja de 1.22 x 2.44 m para cimbra', ['Producto', 'Madera'], 'pieza', '720.00'),
  concepto('Polin de pino 4x4', 'Largo de 8 pies', ['Producto', 'Madera'], 'pieza', '165.00'),
  concepto('Clavo para madera 2 1/2"', 'Caja de 25 kg', ['Producto', 'Ferreteria'], 'kg', '42.00'),
  concepto(
    'Flete en camion de volteo 7 m³',
    'Dentro de la ciudad de Hermosillo',
    ['Servicio', 'Fletes'],
    'viaje',
    '1800.00',
  ),
  concepto('Renta de revolvedora de 1 saco', 'Con motor a gasolina', ['Servicio', 'Renta de equipo'], 'hora', '95.00'),
  concepto(
    'Levantamiento topografico',
    'Poligonal y curvas de nivel hasta 1 ha',
    ['Servicio', 'Topografia'],
    'servicio',
    '8500.00',
  ),
  concepto(
    'Prueba de compresion de cilindros',
    'Serie de 4 cilindros de concreto',
    ['Servicio', 'Laboratorio de materiales'],
    'servicio',
    '950.00',
  ),
  concepto('Oficial albañil', 'Jornada de 8 horas', ['Mano de obra', 'Albanileria'], 'jornal', '650.00'),
  concepto('Ayudante general', 'Jornada de 8 horas', ['Mano de obra', 'Albanileria'], 'jornal', '420.00'),
  concepto('Herrero', 'Jornada de 8 horas, con equipo de soldar', ['Mano de obra', 'Herreria'], 'jornal', '700.00'),
  concepto('Electricista', 'Jornada de 8 horas', ['Mano de obra', 'Electricista'], 'jornal', '720.00'),
  concepto('Plomero', 'Jornada de 8 horas', ['Mano de obra', 'Plomeria'], 'jornal', '700.00'),
  concepto(
    'Retroexcavadora con operador',
    'Incluye combustible',
    ['Equipo y maquinaria', 'Maquinaria pesada'],
    'hora',
    '850.00',
  ),
  concepto(
    'Compactador tipo bailarina',
    'Renta sin operador',
    ['Equipo y maquinaria', 'Equipo ligero'],
    'hora',
    '120.00',
  ),
  concepto(
    'Impermeabilizacion de azotea',
    'Suministro y aplicacion, sistema acrilico',
    ['Subcontrato', 'Impermeabilizacion'],
    'm²',
    '185.00',
  ),
  concepto(
    'Cancel de aluminio',
    'Linea 2", vidrio claro de 6 mm, suministro y colocacion',
    ['Subcontrato', 'Aluminio y vidrio'],
    'm²',
    '2100.00',
  ),
];
