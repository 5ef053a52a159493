/** The company shown in the session user and on report headers. */
export const EMPRESA = 'Constructora Demo del Noroeste';
