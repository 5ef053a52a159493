/**
 * The nómina's own refusal (docs/domain.md Nómina), beyond what its `x-lifecycle` declares: shared
 * by the server's 409 and the mocks, so the two cannot drift.
 */
export const semanaDuplicada = (semana: number) => `Ya existe la nomina de la semana ${semana}`;
