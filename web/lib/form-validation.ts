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
