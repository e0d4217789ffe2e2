// §7 Card activation: questions, activation, card/pin and cardId/keepAlive under apps/{extAppId}/activation
// (docs/decisions/029). No access token: activation comes before any sign-in; the issuer is the one the
// {extAppId} names (its flags may forbid activation: 404 flowNotOffered), and every call after the
// questions carries the activation token the questions answered, bound to that card.
import type { FastifyInstance } from 'fastify';
import {
  ActivationKeepAliveRequestSchema,
  ActivationKeepAliveResponseSchema,
  ActivationQuestionsRequestSchema,
  ActivationQuestionsResponseSchema,
  ActivationRequestSchema,
  ActivationResponseSchema,
  SetPinRequestSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { refuseUnlessActivationOffered } from './activation-policy';
import {
  answerActivationQuestions,
  keepActivationAlive,
  questionsAccount,
  setActivationPin,
  startActivation,
} from './activation';
import { findIssuer, type Issuer } from '../platform/issuers-store';
import { clientOf } from '../platform/rate-limits';
import { PUBLIC } from '../platform/access';
import { declared, jsonBody, LIMITED, type Operation } from '../platform/operation';
import { answer, noContent, readBody } from '../platform/request';

type AppParams = { Params: { extAppId: string } };
type CardParams = { Params: { extAppId: string; cardId: string } };

/** The issuer of the {extAppId}, when it offers card activation (§6). */
async function activationIssuer(ctx: GatewayContext, extAppId: string): Promise<Issuer> {
  const issuer = await findIssuer(ctx.db, extAppId);
  refuseUnlessActivationOffered(issuer);
  return issuer;
}

const TAG = 'Card activation';
const activation = (rest: Omit<Operation, 'access' | 'tag'>) => declared({ access: PUBLIC, tag: TAG, ...rest });

const QUESTIONS_BODY = jsonBody(ActivationQuestionsRequestSchema);
const ACTIVATION_BODY = jsonBody(ActivationRequestSchema);
const PIN_BODY = jsonBody(SetPinRequestSchema);
const KEEP_ALIVE_BODY = jsonBody(ActivationKeepAliveRequestSchema);

/** No application has the {extAppId} (DPS_0001), or it offers no card activation (flowNotOffered). */
const NO_ACTIVATION = ['DPS_0001', 'flowNotOffered'] as const;
/** Decision 025: the activation token refused (unknown, expired, ended, or another card's). */
const SESSION_ENDED = ['invalidToken'] as const;

export function activationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<AppParams>(
    '/apps/:extAppId/activation/questions',
    activation({
      summary: 'Start activating a card: its questions and an activation token',
      body: QUESTIONS_BODY,
      answers: { 200: ActivationQuestionsResponseSchema },
      refusals: {
        400: ['activationCardNotFound'],
        404: NO_ACTIVATION,
        409: ['activationAlreadyActive'],
        423: ['activationLocked'],
        ...LIMITED,
      },
    }),
    async (request, reply) => {
      const issuer = await activationIssuer(ctx, request.params.extAppId);
      const body = readBody(request, QUESTIONS_BODY);
      // Card testing tries numbers and security codes here: limited per client and per number asked for (decision 029).
      await ctx.limit(request, 'activation', questionsAccount(ctx, issuer, body.accountNumber));
      return answer(reply, await startActivation(ctx, issuer, body));
    },
  );

  app.post<AppParams>(
    '/apps/:extAppId/activation',
    activation({
      summary: "Answer the card's questions: activated, or the attempts left",
      body: ACTIVATION_BODY,
      answers: { 200: ActivationResponseSchema },
      refusals: {
        401: SESSION_ENDED,
        404: NO_ACTIVATION,
        409: ['activationAlreadyActive'],
        423: ['activationLocked'],
        // The places left before the lock are taken by answers still being judged (decision 022).
        429: ['tooManyRequests'],
        // The hashing queue is full.
        503: ['serviceBusy'],
      },
    }),
    async (request, reply) => {
      const issuer = await activationIssuer(ctx, request.params.extAppId);
      const body = readBody(request, ACTIVATION_BODY);
      return answer(reply, await answerActivationQuestions(ctx, issuer, body, clientOf(request)));
    },
  );

  app.post<AppParams>(
    '/apps/:extAppId/activation/card/pin',
    activation({
      summary: "Set the activated card's PIN (ends the activation)",
      body: PIN_BODY,
      answers: { 204: null },
      refusals: {
        400: ['invalidPinRequired', 'invalidPinFormat', 'invalidPinRepeated', 'invalidPinSequence'],
        // insufficientScope: the card is not activated yet.
        401: [...SESSION_ENDED, 'insufficientScope'],
        404: NO_ACTIVATION,
        503: ['serviceBusy'],
      },
    }),
    async (request, reply) => {
      const issuer = await activationIssuer(ctx, request.params.extAppId);
      await setActivationPin(ctx, issuer, readBody(request, PIN_BODY), clientOf(request));
      return noContent(reply);
    },
  );

  app.post<CardParams>(
    '/apps/:extAppId/activation/:cardId/keepAlive',
    activation({
      summary: 'Keep the activation session going',
      body: KEEP_ALIVE_BODY,
      answers: { 200: ActivationKeepAliveResponseSchema },
      refusals: { 401: SESSION_ENDED, 404: NO_ACTIVATION, 423: ['activationLocked'] },
    }),
    async (request, reply) => {
      const issuer = await activationIssuer(ctx, request.params.extAppId);
      const { activationToken } = readBody(request, KEEP_ALIVE_BODY);
      return answer(reply, await keepActivationAlive(ctx, issuer, request.params.cardId, activationToken));
    },
  );
}
