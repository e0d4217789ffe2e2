// The Features screen's calls at the HTTP seam, for its component tests: the paths it reads and writes
// (§7 Cards (portal), Terms, Phones, partner logos), and answers for the stubs that are not one parsed
// body (a sequence, a refusal, an answer that never comes). The test file starts the gateway
// (startTestGateway) itself.
import {
  answer,
  errorBody,
  type ResponseBody,
  type ResponseSchema,
  type Method,
  type ReceivedRequest,
  TEST_GATEWAY,
  testGateway,
} from '@portal/ui/testing/network';
import { USER } from './features-test-kit';

/** §7 Cards (portal): the session user's cards (the account id is the user's guid). */
export const CARDS = `consumer-controller/v1/account/${USER}/paymentInstrument`;
/** §7 the card display SDK payload of a card of the session user. */
export const cardDetailsOf = (panGuid: string) => `users/${USER}/paymentInstruments/${panGuid}/sdkPayload/v2`;
/** §7 Terms: the terms the session user has still to accept (featureCode in the query). */
export const USER_TERMS = `users/${USER}/getTerms`;
/** §7 Phones under users/{userGuid}. */
export const PHONES = `users/${USER}/phones`;
/** §7 the partners' logos in a language. */
export const logosOf = (locale: string) => `vmeservices/v1/partner/logo/locale/${locale}`;

/** One answer of a stub. */
type Answer = () => Response | Promise<Response>;

/** A JSON body, as the gateway answers it, parsed with its shared response schema first (answer). */
export const json =
  <S extends ResponseSchema>(schema: S, body: ResponseBody<S>): Answer =>
  () =>
    answer(schema, body);

/** §8's error body at `status`. */
export const refusal =
  (code: string, status: number, message = ''): Answer =>
  () =>
    Response.json(errorBody(code, status, message), { status });

/** An answer that never comes (the screen stays busy). */
export const never: Answer = () => new Promise<Response>(() => undefined);

/** Answers `method path` with `answers` in turn, one a request, the last one again after them. */
export function inTurn(method: Method, path: string, ...answers: Answer[]): ReceivedRequest[] {
  let turn = 0;
  return testGateway.handle(method, path, () => (answers[Math.min(turn++, answers.length - 1)] as Answer)());
}

/** The requests the gateway received with `method` (upper case) on `path` (no parameters). */
export const received = (method: string, path: string): ReceivedRequest[] =>
  testGateway.requests.filter((r) => r.method === method && r.url.pathname === new URL(path, TEST_GATEWAY).pathname);
