// §7 "Phones and emails are under users/{userGuid}": list (masked for a partial token, 013), add,
// make primary (PATCH {primary: true}, docs/decisions/027) and remove. Adding with the partial token is
// 013's createAccount/editEmail.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddEmailRequestSchema, AddPhoneRequestSchema, ContactUpdateRequestSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { invalidInput } from '../errors';
import { addEmailFor, addPhoneFor, makePrimaryFor, removeContactFor } from '../services/contact-changes';
import { emailAnswer, listEmails, listPhones, phoneAnswer } from '../services/contacts';
import { anyToken, declared, token, tokenOf } from '../platform/access';
import { answer, JSON_TYPE, noContent, readBody } from './request';

type ContactRequest = FastifyRequest<{ Params: { userGuid: string; contactGuid?: string } }>;

/** The token of the user the path names, of any kind, partial or full, or full only. */
const OWNER = { param: 'userGuid' } as const;
const ANY = declared({ access: anyToken(OWNER) });
const PARTIAL_OR_FULL = declared({ access: token(['partial', 'full'], OWNER) });
const FULL = declared({ access: token(['full'], OWNER) });

export function contactRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get('/users/:userGuid/emails', ANY, async (request: ContactRequest, reply) => {
    const auth = tokenOf(request);
    return answer(reply, {
      emails: (await listEmails(ctx.db, auth.userId)).map((c) => emailAnswer(c, auth.kind !== 'full')),
    });
  });

  app.get('/users/:userGuid/phones', ANY, async (request: ContactRequest, reply) => {
    const auth = tokenOf(request);
    return answer(reply, {
      phones: (await listPhones(ctx.db, auth.userId)).map((c) => phoneAnswer(c, auth.kind !== 'full')),
    });
  });

  app.post('/users/:userGuid/emails', PARTIAL_OR_FULL, async (request: ContactRequest, reply) => {
    const auth = tokenOf(request);
    const { email } = readBody(request, JSON_TYPE, AddEmailRequestSchema);
    return answer(reply, emailAnswer(await addEmailFor(ctx, auth, email), auth.kind !== 'full'));
  });

  app.post('/users/:userGuid/phones', FULL, async (request: ContactRequest, reply) => {
    const auth = tokenOf(request);
    const body = readBody(request, JSON_TYPE, AddPhoneRequestSchema);
    // §5 Identity knows US numbers only.
    if (body.phoneNumberCountryIsoCode !== 'US')
      throw invalidInput('phoneNumberCountryIsoCode: only US numbers are accepted');
    return answer(reply, phoneAnswer(await addPhoneFor(ctx, auth, body.phoneNumber), false));
  });

  app.patch('/users/:userGuid/emails/:contactGuid', FULL, async (request: ContactRequest, reply) => {
    const auth = tokenOf(request);
    readBody(request, JSON_TYPE, ContactUpdateRequestSchema);
    return answer(
      reply,
      emailAnswer(await makePrimaryFor(ctx, auth, 'email', request.params.contactGuid ?? ''), false),
    );
  });

  app.patch('/users/:userGuid/phones/:contactGuid', FULL, async (request: ContactRequest, reply) => {
    const auth = tokenOf(request);
    readBody(request, JSON_TYPE, ContactUpdateRequestSchema);
    return answer(
      reply,
      phoneAnswer(await makePrimaryFor(ctx, auth, 'phone', request.params.contactGuid ?? ''), false),
    );
  });

  app.delete('/users/:userGuid/emails/:contactGuid', FULL, async (request: ContactRequest, reply) => {
    const auth = tokenOf(request);
    await removeContactFor(ctx, auth, 'email', request.params.contactGuid ?? '');
    return noContent(reply);
  });

  app.delete('/users/:userGuid/phones/:contactGuid', FULL, async (request: ContactRequest, reply) => {
    const auth = tokenOf(request);
    await removeContactFor(ctx, auth, 'phone', request.params.contactGuid ?? '');
    return noContent(reply);
  });
}
