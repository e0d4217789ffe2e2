// The sandbox profile's POST /__dev/sso/expire: the single sign-on launch of a state ends now, as ten
// minutes would (the journeys' expired launch, with no clock to move). app.ts registers it in the
// sandbox profile only: in production the route does not exist.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { GatewayContext } from '../context';
import { expireLaunch } from './sso';
import { answer, readBody } from '../platform/request';
import { SANDBOX } from '../platform/access';
import { declared, jsonBody } from '../platform/operation';

const DEV_EXPIRE_LAUNCH_PATH = '/__dev/sso/expire';

const BodySchema = v.object({
  state: v.pipe(v.string('state: the launch’s state'), v.nonEmpty('state: the launch’s state')),
});

const EXPIRE_BODY = jsonBody(BodySchema);

export function devSsoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(
    DEV_EXPIRE_LAUNCH_PATH,
    declared({
      access: SANDBOX,
      tag: 'Sandbox',
      summary: 'End the single sign-on launch of a state now',
      body: EXPIRE_BODY,
      // How many launches ended: 0 for a state no live launch has.
      answers: { 200: v.object({ expired: v.pipe(v.number(), v.integer(), v.minValue(0)) }) },
    }),
    async (request, reply) => {
      const { state } = readBody(request, EXPIRE_BODY);
      return answer(reply, { expired: await expireLaunch(ctx, state) });
    },
  );
}
