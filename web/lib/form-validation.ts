import { useEffect, useEffectEvent } from 'react';
import * as v from 'valibot';

/**
 * Runs a shared valibot schema (schema/*-api.ts) as a @mantine/form validator, so a form checks
 * exactly what the Worker checks. Each field gets the message of its first issue.
 */
export function valibotValidator<Schema extends v.GenericSchema>(
  schema: Schema,
  translate: (field: string, message: string) => string = (_field, message) => message,
) {
  return (values: unknown): Record<string, string> => {
    const result = v.safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const path = issue.path?.map((item) => String(item.key)).join('.');
      if (path && !(path in errors)) errors[path] = translate(path, issue.message);
    }
    return errors;
  };
}

/**
 * A form's answer to a refused submit (@mantine/form's onSubmit(…, here)): the first field with an error, in the order
 * the form shows them, takes the focus, which brings it into view and has a screen reader read its message.
 */
export function focusFirstInvalid(errors: Record<string, unknown>, _values?: unknown, event?: { currentTarget?: unknown }) {
  const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : document;
  const fields = form.querySelectorAll<HTMLElement>('[data-path]');
  [...fields].find((field) => field.dataset.path !== undefined && field.dataset.path in errors)?.focus();
}

/**
 * After a refused submit, the focus goes back where the person goes on from: the field to correct, or the button that
 * tries again. A form's fields are disabled while it is sent, and a disabled field drops the focus to the page: whoever
 * pressed Enter after a wrong password or code had to find the field again. `refusal` is the request's error, a new one per
 * refusal; the effect runs once the answer's render has enabled the fields again.
 */
export function useRefocusOnRefusal(refusal: unknown, field: () => HTMLElement | null) {
  const refocus = useEffectEvent(() => field()?.focus());
  useEffect(() => {
    if (refusal) refocus();
  }, [refusal]);
}
