// §7 "Phones and emails are under users/{userGuid}": list (masked for a partial token, 013), add,
// make primary (PATCH {primary: true}, docs/decisions/027) and remove. Adding with the partial token is
// 013's createAccount/editEmail.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddEmailRequestSchema,
  AddPhoneRequestSchema,
  ContactUpdateRequestSchema,
  EmailSchema,
  EmailsResponseSchema,
  PhoneSchema,
  PhonesResponseSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { invalidInput } from '../errors';
import { addEmailFor, addPhoneFor, makePrimaryFor, removeContactFor } from './contact-changes';
import { emailAnswer, phoneAnswer } from './contacts';
import { listEmails, listPhones } from './contacts-store';
import { anyToken, token, tokenOf } from '../platform/access';
import { declared, jsonBody, type Operation } from '../platform/operation';
import { NOT_FOUND } from '../platform/refusals';
import { answer, noContent, readBody } from '../platform/request';

type ContactRequest = FastifyRequest<{ Params: { userGuid: string; contactGuid?: string } }>;

/** The token of the user the path names, of any kind, partial or full, or full only. */
const OWNER = { param: 'userGuid' } as const;
const ANY = anyToken(OWNER);
const PARTIAL_OR_FULL = token(['partial', 'full'], OWNER);
const FULL = token(['full'], OWNER);
const contact = (rest: Omit<Operation, 'tag'>) => declared({ tag: 'Contacts', ...rest });

const ADD_EMAIL_BODY = jsonBody(AddEmailRequestSchema);
const ADD_PHONE_BODY = jsonBody(AddPhoneRequestSchema);
const PRIMARY_EMAIL_BODY = jsonBody(ContactUpdateRequestSchema);
const PRIMARY_PHONE_BODY = jsonBody(ContactUpdateRequestSchema);

export function contactRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    '/users/:userGuid/emails',
    contact({
      access: ANY,
      summary: "The user's emails (masked for a partial token)",
      answers: { 200: EmailsResponseSchema },
    }),
    async (request: ContactRequest, reply) => {
      const auth = tokenOf(request);
      return answer(reply, {
        emails: (await listEmails(ctx.db, auth.userId)).map((c) => emailAnswer(c, auth.kind !== 'full')),
      });
    },
  );

  app.get(
    '/users/:userGuid/phones',
    contact({
      access: ANY,
      summary: "The user's phones (masked for a partial token)",
      answers: { 200: PhonesResponseSchema },
    }),
    async (request: ContactRequest, reply) => {
      const auth = tokenOf(request);
      return answer(reply, {
        phones: (await listPhones(ctx.db, auth.userId)).map((c) => phoneAnswer(c, auth.kind !== 'full')),
      });
    },
  );

  app.post(
    '/users/:userGuid/emails',
    contact({
      access: PARTIAL_OR_FULL,
      summary: 'Add an email (unverified until its code is checked)',
      body: ADD_EMAIL_BODY,
      answers: { 200: EmailSchema },
    }),
    async (request: ContactRequest, reply) => {
      const auth = tokenOf(request);
      const { email } = readBody(request, ADD_EMAIL_BODY);
      return answer(reply, emailAnswer(await addEmailFor(ctx, auth, email), auth.kind !== 'full'));
    },
  );

  app.post(
    '/users/:userGuid/phones',
    contact({
      access: FULL,
      summary: 'Add a phone (US numbers; unverified until its code is checked)',
      body: ADD_PHONE_BODY,
      answers: { 200: PhoneSchema },
    }),
    async (request: ContactRequest, reply) => {
      const auth = tokenOf(request);
      const body = readBody(request, ADD_PHONE_BODY);
      // §5 Identity knows US numbers only.
      if (body.phoneNumberCountryIsoCode !== 'US')
        throw invalidInput('phoneNumberCountryIsoCode: only US numbers are accepted');
      return answer(reply, phoneAnswer(await addPhoneFor(ctx, auth, body.phoneNumber), false));
    },
  );

  app.patch(
    '/users/:userGuid/emails/:contactGuid',
    contact({
      access: FULL,
      summary: 'Make a verified email the primary one',
      body: PRIMARY_EMAIL_BODY,
      answers: { 200: EmailSchema },
      refusals: NOT_FOUND,
    }),
    async (request: ContactRequest, reply) => {
      const auth = tokenOf(request);
      readBody(request, PRIMARY_EMAIL_BODY);
      return answer(
        reply,
        emailAnswer(await makePrimaryFor(ctx, auth, 'email', request.params.contactGuid ?? ''), false),
      );
    },
  );

  app.patch(
    '/users/:userGuid/phones/:contactGuid',
    contact({
      access: FULL,
      summary: 'Make a verified phone the primary one',
      body: PRIMARY_PHONE_BODY,
      answers: { 200: PhoneSchema },
      refusals: NOT_FOUND,
    }),
    async (request: ContactRequest, reply) => {
      const auth = tokenOf(request);
      readBody(request, PRIMARY_PHONE_BODY);
      return answer(
        reply,
        phoneAnswer(await makePrimaryFor(ctx, auth, 'phone', request.params.contactGuid ?? ''), false),
      );
    },
  );

  app.delete(
    '/users/:userGuid/emails/:contactGuid',
    contact({ access: FULL, summary: 'Remove an email', answers: { 204: null }, refusals: NOT_FOUND }),
    async (request: ContactRequest, reply) => {
      const auth = tokenOf(request);
      await removeContactFor(ctx, auth, 'email', request.params.contactGuid ?? '');
      return noContent(reply);
    },
  );

  app.delete(
    '/users/:userGuid/phones/:contactGuid',
    contact({ access: FULL, summary: 'Remove a phone', answers: { 204: null }, refusals: NOT_FOUND }),
    async (request: ContactRequest, reply) => {
      const auth = tokenOf(request);
      await removeContactFor(ctx, auth, 'phone', request.params.contactGuid ?? '');
      return noContent(reply);
    },
  );
}
