/**
 * The nómina's own refusal (docs/domain.md Nómina), beyond what its `x-lifecycle` declares: shared
 * by the server's 409 and the mocks, so the two cannot drift.
 */
export const semanaDuplicada = (semana: number) => `Ya existe la nomina de la semana ${semana}`;

/** A nómina as the week rule sees it: one per obra and semana. */
export interface SemanaDeObra {
  id?: number;
  obraId: number;
  semana: number;
}

/**
 * One nómina per obra and semana: the 409's message when another nómina of `otras` (the server
 * reads the obra's of that week, the mocks pass every fixture) holds the week, or undefined.
 */
export const semanaOcupada = (nomina: SemanaDeObra, otras: readonly SemanaDeObra[]): string | undefined =>
  otras.some((otra) => otra.obraId === nomina.obraId && otra.semana === nomina.semana && otra.id !== nomina.id)
    ? semanaDuplicada(nomina.semana)
    : undefined;
