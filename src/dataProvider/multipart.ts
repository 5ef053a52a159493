/**
 * The body of a multipart write (docs/contract.md): the record as JSON in one part, each chosen file
 * in a part named after its property. A file property that holds no new file (the stored
 * reference, or nothing) is left out: the server owns the reference.
 */
import type { Multipart } from './table';

type Data = Record<string, unknown>;

export interface MultipartWrite {
  body: FormData;
  /** `{ foto: true }` when a new `foto` goes out: PUT announces it as `?foto=true|false`. */
  flags: Record<string, boolean>;
}

const isFile = (value: unknown): value is File => value instanceof Blob;

export function multipartWrite({ part, files }: Multipart, data: Data): MultipartWrite {
  const json: Data = { ...data };
  const body = new FormData();
  const flags: Record<string, boolean> = {};
  for (const name of files) {
    const value = json[name];
    delete json[name];
    flags[name] = isFile(value);
    if (isFile(value)) body.append(name, value, value.name);
  }
  // A text part: the server reads it like a JSON file part (docs/decisions.md, Documents).
  body.append(part, JSON.stringify(json));
  return { body, flags };
}
