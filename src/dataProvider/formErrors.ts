/**
 * A failed save with field errors: react-admin shows `body.errors` under the inputs, and its form
 * announces `root.serverError` instead of a generic "invalid form", so the user reads the server's
 * own message (docs/product.md §8: cliente and proveedor save failures show the server response message).
 */
import { HttpError } from 'react-admin';

/**
 * A save refused because someone changed the record after it was read (409 naming `actualizado`,
 * docs/contract.md). No input is wrong, so it carries no field errors: the edit screen shows the
 * message and offers to reload the record (src/engine/form/StaleRecordNotice.tsx).
 */
export class StaleRecordError extends HttpError {
  constructor(message: string) {
    super(message, 409, { message, errors: {} });
    // react-admin's HttpError sets its own prototype, which would hide this class from instanceof.
    Object.setPrototypeOf(this, StaleRecordError.prototype);
  }
}

export async function withFormErrors<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
    if (!errors || Object.keys(errors).length === 0) throw error;
    throw new HttpError(error.message, error.status, {
      ...error.body,
      errors: { ...errors, root: { serverError: error.message } },
    });
  }
}

/**
 * What a form's submit answers when its save failed: the server's field errors, which react-admin
 * shows under the inputs (nothing for any other failure).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
}
