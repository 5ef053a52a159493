/** Errors a service throws to answer a 4xx; the error handler turns them into docs/contract.md bodies. */
export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Sesion invalida o expirada') => new HttpError(401, message);
export const forbidden = (message = 'No tiene permiso para esta operacion') => new HttpError(403, message);
export const notFound = (message = 'Registro no encontrado') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
