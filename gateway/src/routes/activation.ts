// §7 Card activation: questions, activation, card/pin and cardId/keepAlive under apps/{extAppId}/activation
// (docs/decisions/029). No access token: activation comes before any sign-in; the issuer is the one the
// {extAppId} names (its flags may forbid activation: 404 flowNotOffered), and every call after the
// questions carries the activation token the questions answered, bound to that card.
import type { FastifyInstance } from 'fastify';
import {
  ActivationKeepAliveRequestSchema,
  ActivationQuestionsRequestSchema,
  ActivationRequestSchema,
  SetPinRequestSchema,
} from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { refuseUnlessActivationOffered } from '../services/activation-policy';
import {
  answerActivationQuestions,
  keepActivationAlive,
  questionsAccount,
  setActivationPin,
  startActivation,
} from '../services/activation';
import { findIssuer, type Issuer } from '../services/issuers';
import { clientOf } from '../services/rate-limits';
import { declared, PUBLIC } from '../platform/access';
import { answer, JSON_TYPE, noContent, readBody } from './request';

type AppParams = { Params: { extAppId: string } };
type CardParams = { Params: { extAppId: string; cardId: string } };

/** The issuer of the {extAppId}, when it offers card activation (§6). */
async function activationIssuer(ctx: GatewayContext, extAppId: string): Promise<Issuer> {
  const issuer = await findIssuer(ctx.db, extAppId);
  refuseUnlessActivationOffered(issuer);
  return issuer;
}

const OPEN = declared({ access: PUBLIC });

export function activationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<AppParams>('/apps/:extAppId/activation/questions', OPEN, async (request, reply) => {
    const issuer = await activationIssuer(ctx, request.params.extAppId);
    const body = readBody(request, JSON_TYPE, ActivationQuestionsRequestSchema);
    // Card testing tries numbers and security codes here: limited per client and per number asked for (decision 029).
    await ctx.limit(request, 'activation', questionsAccount(ctx, issuer, body.accountNumber));
    return answer(reply, await startActivation(ctx, issuer, body));
  });

  app.post<AppParams>('/apps/:extAppId/activation', OPEN, async (request, reply) => {
    const issuer = await activationIssuer(ctx, request.params.extAppId);
    const body = readBody(request, JSON_TYPE, ActivationRequestSchema);
    return answer(reply, await answerActivationQuestions(ctx, issuer, body, clientOf(request)));
  });

  app.post<AppParams>('/apps/:extAppId/activation/card/pin', OPEN, async (request, reply) => {
    const issuer = await activationIssuer(ctx, request.params.extAppId);
    await setActivationPin(ctx, issuer, readBody(request, JSON_TYPE, SetPinRequestSchema), clientOf(request));
    return noContent(reply);
  });

  app.post<CardParams>('/apps/:extAppId/activation/:cardId/keepAlive', OPEN, async (request, reply) => {
    const issuer = await activationIssuer(ctx, request.params.extAppId);
    const { activationToken } = readBody(request, JSON_TYPE, ActivationKeepAliveRequestSchema);
    return answer(reply, await keepActivationAlive(ctx, issuer, request.params.cardId, activationToken));
  });
}
