/**
 * Demo empleados of a Sonora construction company: CURP, RFC and NSS with their real check
 * digits, daily IMSS salaries as numeric text. `obregon` ones belong to the second sucursal.
 */
export interface DemoEmpleado {
  nombre: string;
  direccion: string;
  nacimiento: string;
  telefono: string;
  correo: string;
  nss: string;
  rfc: string;
  curp: string;
  puesto: string;
  alta: string;
  baja?: string;
  motivoBaja?: string;
  sueldoImss: string;
  descuentoInfonavit?: string;
  obregon?: boolean;
}

export const EMPLEADOS: DemoEmpleado[] = [
  {
    nombre: 'Juan Carlos Valenzuela Moreno',
    direccion: 'Calle Yanez 118, Col. Centro, Hermosillo, Sonora',
    nacimiento: '1982-03-14',
    telefono: '662 217 4410',
    correo: 'jc.valenzuela@obrasdemo.mx',
    nss: '42008214563',
    rfc: 'VAMJ820314K43',
    curp: 'VAMJ820314HSRLRN07',
    puesto: 'Residente de obra',
    alta: '2016-02-01',
    sueldoImss: '1150.00',
    descuentoInfonavit: '420.00',
  },
  {
    nombre: 'Jose Luis Ochoa Ruiz',
    direccion: 'Calle Sahuaro 45, Col. El Sahuaro, Hermosillo, Sonora',
    nacimiento: '1975-11-02',
    telefono: '662 254 1187',
    correo: 'jl.ochoa@obrasdemo.mx',
    nss: '41977503121',
    rfc: 'OORJ751102T72',
    curp: 'OORJ751102HSRCZS00',
    puesto: 'Cabo',
    alta: '2012-06-18',
    sueldoImss: '720.50',
  },
  {
    nombre: 'Francisco Javier Romero Leyva',
    direccion: 'Av. Tecnologico 902, Col. Balderrama, Hermosillo, Sonora',
    nacimiento: '1990-07-21',
    telefono: '662 310 9954',
    correo: 'fj.romero@obrasdemo.mx',
    nss: '42119039875',
    rfc: 'ROLF9007212HA',
    curp: 'ROLF900721HSRMYR07',
    puesto: 'Albanil',
    alta: '2019-03-04',
    sueldoImss: '540.00',
    descuentoInfonavit: '185.30',
  },
  {
    nombre: 'Martha Elena Quiroz Salazar',
    direccion: 'Calle Pino Suarez 77, Col. Modelo, Hermosillo, Sonora',
    nacimiento: '1988-05-09',
    telefono: '662 289 6602',
    correo: 'me.quiroz@obrasdemo.mx',
    nss: '42098807417',
    rfc: 'QUSM880509B93',
    curp: 'QUSM880509MSRRLR06',
    puesto: 'Almacenista',
    alta: '2018-09-10',
    sueldoImss: '610.00',
  },
  {
    nombre: 'Jesus Manuel Araiza Duarte',
    direccion: 'Calle Olivares 1530, Col. Las Quintas, Hermosillo, Sonora',
    nacimiento: '1995-01-30',
    telefono: '662 145 3378',
    correo: 'jm.araiza@obrasdemo.mx',
    nss: '42169511807',
    rfc: 'AADJ950130M36',
    curp: 'AADJ950130HSRRRS09',
    puesto: 'Albanil',
    alta: '2021-01-11',
    sueldoImss: '540.00',
  },
  {
    nombre: 'Ramon Alberto Felix Encinas',
    direccion: 'Blvd. Solidaridad 2210, Col. Jesus Garcia, Hermosillo, Sonora',
    nacimiento: '1979-09-17',
    telefono: '662 233 0891',
    correo: 'ra.felix@obrasdemo.mx',
    nss: '42007922646',
    rfc: 'FEER790917P54',
    curp: 'FEER790917HSRLNM01',
    puesto: 'Operador de maquinaria',
    alta: '2015-04-20',
    sueldoImss: '890.00',
    descuentoInfonavit: '310.00',
  },
  {
    nombre: 'Guadalupe Soto Navarro',
    direccion: 'Calle Veracruz 64, Col. San Benito, Hermosillo, Sonora',
    nacimiento: '1992-12-05',
    telefono: '662 198 2245',
    correo: 'g.soto@obrasdemo.mx',
    nss: '42139215331',
    rfc: 'SONG9212058Q5',
    curp: 'SONG921205MSRTVD00',
    puesto: 'Auxiliar administrativo',
    alta: '2020-08-03',
    sueldoImss: '580.00',
  },
  {
    nombre: 'Miguel Angel Bojorquez Castro',
    direccion: 'Calle Reforma 310, Col. Villa de Seris, Hermosillo, Sonora',
    nacimiento: '1986-04-25',
    telefono: '662 267 5120',
    correo: 'ma.bojorquez@obrasdemo.mx',
    nss: '42068608779',
    rfc: 'BOCM860425R11',
    curp: 'BOCM860425HSRJSG00',
    puesto: 'Fierrero',
    alta: '2017-11-13',
    baja: '2024-05-31',
    motivoBaja: 'Renuncia voluntaria',
    sueldoImss: '560.00',
  },
  {
    nombre: 'Luis Fernando Gastelum Ibarra',
    direccion: 'Calle Nayarit 88, Col. Centenario, Hermosillo, Sonora',
    nacimiento: '1998-08-11',
    telefono: '662 302 7718',
    correo: 'lf.gastelum@obrasdemo.mx',
    nss: '42199810492',
    rfc: 'GAIL980811W67',
    curp: 'GAIL980811HSRSBS09',
    puesto: 'Ayudante general',
    alta: '2023-02-06',
    sueldoImss: '420.00',
  },
  {
    nombre: 'Hector Ivan Yocupicio Valdez',
    direccion: 'Calle Sinaloa 415 Ote., Centro, Cd. Obregon, Sonora',
    nacimiento: '1984-02-19',
    telefono: '644 413 6620',
    correo: 'hi.yocupicio@obrasdemo.mx',
    nss: '22058406186',
    rfc: 'YOVH840219D28',
    curp: 'YOVH840219HSRCLC04',
    puesto: 'Residente de obra',
    alta: '2018-07-02',
    sueldoImss: '1080.00',
    obregon: true,
  },
  {
    nombre: 'Rosa Isela Buitimea Leon',
    direccion: 'Calle Coahuila 1207 Nte., Col. Cajeme, Cd. Obregon, Sonora',
    nacimiento: '1993-06-03',
    telefono: '644 415 0934',
    correo: 'ri.buitimea@obrasdemo.mx',
    nss: '22149309258',
    rfc: 'BULR930603Z86',
    curp: 'BULR930603MSRTNS05',
    puesto: 'Almacenista',
    alta: '2022-10-17',
    sueldoImss: '600.00',
    obregon: true,
  },
];
