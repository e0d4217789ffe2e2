// §7 User: GET apps/{extAppId}/users/{userGuid} (the profile; the email masked for a partial token)
// and PUT …/secure (the names; full access only).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UserSchema, UserUpdateSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { insufficientScope, notFound } from '../errors';
import { findIssuer } from '../platform/issuers-store';
import { anyToken, token, tokenOf } from '../platform/access';
import { declared, jsonBody, mergeRefusals } from '../platform/operation';
import type { TokenContext } from '../sign-in/tokens';
import { userAnswer } from './users';
import { findUser, updateNames, type UserRow } from './users-store';
import { NOT_FOUND, UNKNOWN_APP } from '../platform/refusals';
import { answer, readBody } from '../platform/request';

type UserRequest = FastifyRequest<{ Params: { extAppId: string; userGuid: string } }>;

/** The user the path names, whose token (of the route's kinds) this is, at the application the path names. */
async function userOf(ctx: GatewayContext, request: UserRequest): Promise<{ auth: TokenContext; user: UserRow }> {
  const issuer = await findIssuer(ctx.db, request.params.extAppId);
  const auth = tokenOf(request);
  if (auth.issuerId !== issuer.id) throw insufficientScope('The token belongs to another application.');
  const user = await findUser(ctx.db, auth.userId);
  if (!user) throw notFound('No such user');
  return { auth, user };
}

const OWNER = { param: 'userGuid' } as const;
const TAG = 'User';
const NAMES_BODY = jsonBody(UserUpdateSchema);
const USER_REFUSALS = mergeRefusals(UNKNOWN_APP, NOT_FOUND);

export function userRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(
    '/apps/:extAppId/users/:userGuid',
    declared({
      access: anyToken(OWNER),
      tag: TAG,
      summary: "The user's profile (the email masked for a partial token)",
      answers: { 200: UserSchema },
      refusals: USER_REFUSALS,
    }),
    async (request: UserRequest, reply) => {
      const { auth, user } = await userOf(ctx, request);
      return answer(reply, await userAnswer(ctx.db, user, auth.kind !== 'full'));
    },
  );

  app.put(
    '/apps/:extAppId/users/:userGuid/secure',
    declared({
      access: token(['full'], OWNER),
      tag: TAG,
      summary: "Change the user's names",
      body: NAMES_BODY,
      answers: { 200: UserSchema },
      refusals: USER_REFUSALS,
    }),
    async (request: UserRequest, reply) => {
      const { user } = await userOf(ctx, request);
      const names = readBody(request, NAMES_BODY);
      await updateNames(ctx.db, user.id, names.firstName, names.lastName);
      return answer(
        reply,
        await userAnswer(ctx.db, { ...user, first_name: names.firstName, last_name: names.lastName }, false),
      );
    },
  );
}
