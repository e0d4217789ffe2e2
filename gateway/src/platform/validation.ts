// Judging a value with the portal's own schemas (@portal/domain/schemas): the first issue of a refusal
// as §8 answers it, 400 inputValidationError naming the field, or, when a §5 password rule refuses a
// password that was given, that rule's invalidPassword* code (a missing password is a missing field,
// whichever form it belongs to: sign-in, change or a new one).
import * as v from 'valibot';
import { invalidInput } from '../errors';
import { isPasswordRuleMessage, passwordRuleError } from '../sign-in/passwords';

const PASSWORD_REQUIRED = 'identity:password.required';

/** The first issue of a failed parse as `field: message` (the message is the shared rule's key). */
function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid input';
  const field = v.getDotPath(issue);
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses a value with a shared schema, or throws the §8 error for its first issue. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const first = result.issues[0];
  if (first.message !== PASSWORD_REQUIRED && isPasswordRuleMessage(first.message))
    throw passwordRuleError(first.message);
  throw invalidInput(describeIssue(result.issues));
}
