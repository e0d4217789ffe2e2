// The sandbox profile's POST /__dev/users: a fresh copy of a demo user (013) under a new username, with
// its own email address and phone, so each e2e journey signs in as an account no other journey touches
// (a lock, a reset or a code limit of one journey never reaches another), with some of its states
// changed if asked (`with`: an unverified email and two-factor and new terms at once). A copy of a user with a
// card to activate (ready.rita, new.nora) gets a card of its own, its number derived from the copy's name,
// and the answer says what to type to activate it (decision 029). app.ts registers it in the
// sandbox profile only: in production the route does not exist.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { UsernameSchema } from '@portal/domain/identity';
import { IssuerConfigSchema } from '@portal/domain/issuer';
import { ACTIVATION_QUESTION_TYPES } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { DEMO_PASSWORD, demoEmail, demoPhone, demoUsersOf, type DemoUser } from '../db/demo-users';
import { insertDemoUser, seedPreviousTerms } from '../db/seed-demo';
import { cardToActivate, insertIssuedCard, prepareIssuedCard } from '../db/seed-issued-cards';
import { GatewayError, CODES, invalidInput } from '../errors';
import { findUserByName, userCount } from '../accounts/users-store';
import { issuerConfigRow } from './issuers-store';
import { hashSecret } from './secrets';
import { answer, readBody } from './request';
import { SANDBOX } from './access';
import { declared, jsonBody } from './operation';

export const DEV_USERS_PATH = '/__dev/users';

const BodySchema = v.strictObject({
  issuerId: v.pipe(v.string('issuerId: a demo issuer'), v.nonEmpty('issuerId: a demo issuer')),
  /** The demo user to copy, by its username (ready.rita, unverified.uma...). */
  like: v.pipe(v.string('like: a demo username'), v.nonEmpty('like: a demo username')),
  username: UsernameSchema,
  /** States to change from the demo user's, for a sign-in that meets several of §2's steps at once. */
  with: v.optional(
    v.strictObject({
      emailVerified: v.optional(v.boolean()),
      twoFactor: v.optional(v.boolean()),
      forceReset: v.optional(v.boolean()),
      terms: v.optional(v.picklist(['current', 'previous', 'none'])),
    }),
    {},
  ),
});

const DEV_USER_BODY = jsonBody(BodySchema);

/** The copy, as the journeys sign in with it. */
const DevUserSchema = v.object({
  username: v.string(),
  /** Null for an account awaiting migration, which has no password yet. */
  password: v.nullable(v.string()),
  email: v.string(),
  phone: v.string(),
  /**
   * The copy's card waiting for activation, when its demo user has one and the issuer offers activation:
   * number, expiry, security code and the issuer's questions with their answers (sandbox demo data).
   */
  issuedCard: v.optional(
    v.object({
      accountNumber: v.pipe(v.string(), v.digits()),
      expirationMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
      expirationYear: v.pipe(v.number(), v.integer()),
      cvv: v.pipe(v.string(), v.digits()),
      questions: v.array(v.object({ type: v.picklist(ACTIVATION_QUESTION_TYPES), answer: v.string() })),
    }),
  ),
});
export type DevUser = v.InferOutput<typeof DevUserSchema>;

/** Copies get phones 202-555-0200 to 202-555-0999, apart from the seeded 0110 to 0116. */
const copyPhone = (count: number): string => `2025550${200 + (count % 800)}`;

export function devUsersRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(
    DEV_USERS_PATH,
    declared({
      access: SANDBOX,
      tag: 'Sandbox',
      summary: 'A fresh copy of a demo user, under a new username',
      body: DEV_USER_BODY,
      answers: { 201: DevUserSchema },
      // No issuer of that id (DPS_0001); the username taken at the issuer (usernameTaken).
      refusals: { 404: ['DPS_0001'], 409: ['usernameTaken'] },
    }),
    async (request, reply) => {
      const body = readBody(request, DEV_USER_BODY);
      const stored = await issuerConfigRow(ctx.db, body.issuerId);
      if (stored === null) throw new GatewayError(404, CODES.unknownApp, `No issuer ${body.issuerId}`);
      const config = v.parse(IssuerConfigSchema, stored);
      const archetype = demoUsersOf(config).find((u) => u.username === body.like);
      if (!archetype) throw invalidInput(`like: ${body.issuerId} has no demo user ${body.like}`);
      if ((await findUserByName(ctx.db, config.id, body.username)) !== null)
        throw new GatewayError(409, CODES.usernameTaken, `${body.username} is taken at ${config.id}`);
      const count = await userCount(ctx.db);
      // The copy's email is its own (`<username>@<domain>`), even when the archetype has a fixed one.
      const changed = Object.fromEntries(
        Object.entries(body.with).filter(([, value]) => value !== undefined),
      ) as Partial<DemoUser>;
      const user: DemoUser = {
        ...archetype,
        ...changed,
        username: body.username,
        email: undefined,
        phoneDigits: copyPhone(count),
      };
      const hash = user.status === 'active' ? await hashSecret(DEMO_PASSWORD, ctx.hashing.password) : null;
      const toActivate = cardToActivate(config, user);
      const issued =
        toActivate && user.issuedCard
          ? await prepareIssuedCard(ctx.vault, ctx.hashing.code, config.id, user.issuedCard, user.username)
          : null;
      await ctx.db.transaction(async (tx) => {
        const previous = await seedPreviousTerms(tx, config);
        const userId = await insertDemoUser(tx, config, user, hash, previous, ctx.now(), ctx.vault);
        // A number derived from another copy's name (one chance in hundreds of millions) is a failure, never a shared card.
        if (issued && !(await insertIssuedCard(tx, issued, userId, ctx.now())))
          throw new Error('the copy’s card to activate has a number already issued');
      });
      const made: DevUser = {
        username: user.username,
        password: hash === null ? null : DEMO_PASSWORD,
        email: demoEmail(user, config),
        phone: demoPhone(user),
      };
      if (toActivate) {
        const { accountNumber, expirationMonth, expirationYear, cvv, questions } = toActivate;
        made.issuedCard = { accountNumber, expirationMonth, expirationYear, cvv, questions };
      }
      return answer(reply, made, 201);
    },
  );
}
