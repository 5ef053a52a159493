/** Names suggested from what the admin writes: a field's from its label, the catalog's from its title. */

const palabras = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** 'Número de serie' → 'numeroDeSerie': a property name starts with a letter. */
export function nombreDeCampo(etiqueta: string): string {
  const [primera = '', ...resto] = palabras(etiqueta);
  const nombre = primera + resto.map((p) => p[0].toUpperCase() + p.slice(1)).join('');
  return nombre.replace(/^[0-9]+/, '').slice(0, 63);
}

/** 'Equipo Menor' → 'equipo-menor': the catalog's URL slug (lowercase, digits, hyphens). */
export function nombreDeCatalogo(titulo: string): string {
  return palabras(titulo)
    .join('-')
    .replace(/^[0-9-]+/, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}
