// The sandbox profile's POST /__dev/sso/expire: the single sign-on launch of a state ends now, as ten
// minutes would (the journeys' expired launch, with no clock to move). app.ts registers it in the
// sandbox profile only: in production the route does not exist.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { GatewayContext } from '../context';
import { expireLaunch } from '../services/sso';
import { answer, JSON_TYPE, readBody } from './request';
import { declared, SANDBOX } from '../platform/access';

const SANDBOX_ONLY = declared({ access: SANDBOX });

const DEV_EXPIRE_LAUNCH_PATH = '/__dev/sso/expire';

const BodySchema = v.object({
  state: v.pipe(v.string('state: the launch’s state'), v.nonEmpty('state: the launch’s state')),
});

export function devSsoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(DEV_EXPIRE_LAUNCH_PATH, SANDBOX_ONLY, async (request, reply) => {
    const { state } = readBody(request, JSON_TYPE, BodySchema);
    return answer(reply, { expired: await expireLaunch(ctx, state) });
  });
}
