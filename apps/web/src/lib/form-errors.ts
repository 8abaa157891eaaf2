import { ROOT_ERROR_KEY } from "@jobatlas/contract";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ValidationError } from "./api-errors";

/** Where react-hook-form keeps a server's whole-form error; FormError reads it. */
export const ROOT_SERVER_ERROR = "root.server" as const;

/**
 * Puts a server ValidationError onto a react-hook-form form: each entry's last `loc` element
 * names the field; `__root__` (and any field the form does not have) becomes the form-level
 * error `root.server`. Returns false for any other error, so the caller can show a toast.
 *
 *   onError: (error) => { if (!applyServerErrors(error, form.setError, Object.keys(defaults))) toastSaveFailed(); }
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): boolean {
  if (!(error instanceof ValidationError)) return false;
  const rootMessages: string[] = [];
  let firstField = true;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const known = field !== ROOT_ERROR_KEY && (!fields || fields.includes(field));
    if (!known) {
      rootMessages.push(...messages);
      continue;
    }
    setError(field as Path<T>, { type: "server", message: messages.join(" ") }, { shouldFocus: firstField });
    firstField = false;
  }
  if (rootMessages.length > 0) setError(ROOT_SERVER_ERROR, { type: "server", message: rootMessages.join(" ") });
  return true;
}
