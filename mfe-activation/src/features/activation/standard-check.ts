// A shared schema run on a value through the Standard Schema interface (standardschema.dev) that every
// valibot schema carries: this remote depends on @portal/domain, not on valibot, and must judge a
// value outside a usePortalForm form (a question's answer) by the shared rules.

interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly StandardIssue[] };

interface StandardSchema<T> {
  readonly '~standard': { readonly validate: (value: unknown) => StandardResult<T> | Promise<StandardResult<T>> };
}

/** The schema's verdict on `value`. The shared form schemas are synchronous; an asynchronous one is a programming error. */
export function checkWith<T>(schema: StandardSchema<T>, value: unknown): StandardResult<T> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('checkWith: the schema is asynchronous');
  return result;
}
