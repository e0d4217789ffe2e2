// The demo cards waiting for activation (decision 029), written as the activation service reads
// them: the number sealed by the card vault (the row's id as associated data) and found by its keyed
// digest, the security code as a keyed digest, each answer as a salted scrypt hash of a keyed digest.
// Seeded for ready.rita and new.nora at every issuer that offers activation, and for their copies made
// by the sandbox's /__dev/users; the numbers are derived per issuer and username, so none is shared.
import { activationQuestionsOf, type IssuerConfig } from '@portal/domain/issuer';
import { createHash, randomUUID } from 'node:crypto';
import { luhnCheckDigit } from '@portal/domain/card';
import { activationOffered, type ActivationQuestionType } from '../activation/activation-policy';
import { hashAnswer, securityCodeDigest } from '../activation/activation-secrets';
import { cardNumberDigest, sealCardNumber, type VaultKeyring } from '../cards/card-vault';
import type { ScryptParams } from '../platform/secrets';
import type { Database, Queryable } from './database';
import { demoUsersOf, type DemoIssuedCard, type DemoUser } from './demo-users';

type ActivationIssuer = Pick<IssuerConfig, 'id' | 'extAppId' | 'flags' | 'activationQuestions'>;

/** A card number's length for the demo brands (§9: 16 digits, 15 for amex). */
const NUMBER_DIGITS = 16;

/**
 * The number of a demo card to activate: its BIN, digits derived from the issuer and the username (the
 * same user at another issuer, or a copy under another name, gets another number), and the Luhn digit.
 */
function issuedCardNumber(card: Pick<DemoIssuedCard, 'bin'>, issuerId: string, username: string): string {
  const serialDigits = NUMBER_DIGITS - card.bin.length - 1;
  const hash = createHash('sha256')
    .update(`demo issued card\u0000${issuerId}\u0000${username.toLowerCase()}`, 'utf8')
    .digest();
  const serial = (hash.readBigUInt64BE(0) % 10n ** BigInt(serialDigits)).toString().padStart(serialDigits, '0');
  const payload = `${card.bin}${serial}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

/** What a demo card to activate is, as a person types it: number, expiry, security code, and the answers its issuer asks for. */
export interface CardToActivate {
  issuerId: string;
  extAppId: string;
  username: string;
  accountNumber: string;
  expirationMonth: number;
  expirationYear: number;
  cvv: string;
  /** The issuer's three questions, in order, with the demo answers. */
  questions: { type: ActivationQuestionType; answer: string }[];
}

/** The card `user` has to activate at an issuer under `username` (a copy's own name), or null: none issued, or no activation there. */
export function cardToActivate(
  config: ActivationIssuer,
  user: DemoUser,
  username: string = user.username,
): CardToActivate | null {
  const card = user.issuedCard;
  if (!card || !activationOffered(config.flags)) return null;
  return {
    issuerId: config.id,
    extAppId: config.extAppId,
    username,
    accountNumber: issuedCardNumber(card, config.id, username),
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cvv: card.securityCode,
    questions: activationQuestionsOf(config).map((type) => ({ type, answer: card.answers[type] })),
  };
}

/** Every seeded demo card to activate, issuer by issuer (the start banner prints them: demo data). */
export function demoCardsToActivate(configs: readonly ActivationIssuer[]): CardToActivate[] {
  return configs.flatMap((config) => demoUsersOf(config).flatMap((user) => cardToActivate(config, user) ?? []));
}

/** An issued card ready to insert: everything hashed (the slow part, done outside any transaction). */
interface PreparedIssuedCard {
  id: string;
  issuerId: string;
  numberSealed: string;
  numberKeyId: string;
  numberDigest: string;
  accountType: DemoIssuedCard['accountType'];
  expirationMonth: number;
  expirationYear: number;
  secretsKeyId: string;
  securityCodeDigest: string;
  answerHashes: [ActivationQuestionType, string][];
}

/** Seals, digests and hashes a demo card to activate for `username` at an issuer (the answers with `params`). */
export async function prepareIssuedCard(
  vault: VaultKeyring,
  params: ScryptParams,
  issuerId: string,
  card: DemoIssuedCard,
  username: string,
): Promise<PreparedIssuedCard> {
  const id = randomUUID();
  const number = issuedCardNumber(card, issuerId, username);
  const sealed = sealCardNumber(vault, id, number);
  const keyId = vault.current.id;
  const answers = Object.entries(card.answers) as [ActivationQuestionType, string][];
  return {
    id,
    issuerId,
    numberSealed: sealed.sealed,
    numberKeyId: sealed.keyId,
    numberDigest: cardNumberDigest(vault, number),
    accountType: card.accountType,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    secretsKeyId: keyId,
    securityCodeDigest: securityCodeDigest(vault, keyId, id, card.securityCode),
    answerHashes: await Promise.all(
      answers.map(
        async ([type, answer]): Promise<[ActivationQuestionType, string]> => [
          type,
          await hashAnswer(vault, keyId, id, type, answer, params),
        ],
      ),
    ),
  };
}

/** Inserts a prepared card for its user; a card with the same number at the issuer already there is left as it is (false). */
export async function insertIssuedCard(
  tx: Queryable,
  card: PreparedIssuedCard,
  userId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO issued_cards (id, issuer_id, user_id, number_sealed, number_key_id, number_digest, financial_account_type, expiration_month, expiration_year,
       secrets_key_id, security_code_digest, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (issuer_id, number_digest) DO NOTHING RETURNING id`,
    [
      card.id,
      card.issuerId,
      userId,
      card.numberSealed,
      card.numberKeyId,
      card.numberDigest,
      card.accountType,
      card.expirationMonth,
      card.expirationYear,
      card.secretsKeyId,
      card.securityCodeDigest,
      now,
    ],
  );
  if (inserted.rows.length === 0) return false;
  for (const [type, hash] of card.answerHashes) {
    await tx.query('INSERT INTO issued_card_answers (issued_card_id, question_type, answer_hash) VALUES ($1, $2, $3)', [
      card.id,
      type,
      hash,
    ]);
  }
  return true;
}

/**
 * Seeds the demo cards to activate that are missing: those of users just seeded, restored (their cards
 * went with them), or seeded before activation existed. A card activated, or locked, stays as it is.
 * Returns how many were written.
 */
export async function seedIssuedCards(
  db: Database,
  configs: readonly Pick<IssuerConfig, 'id' | 'flags' | 'activationQuestions'>[],
  options: { vault: VaultKeyring; hashing: { code: ScryptParams }; now: Date },
): Promise<number> {
  const missing: { issuerId: string; userId: string; card: DemoIssuedCard; username: string }[] = [];
  for (const config of configs.filter((c) => activationOffered(c.flags))) {
    for (const user of demoUsersOf(config)) {
      if (!user.issuedCard) continue;
      const userId = (
        await db.query<{ id: string }>('SELECT id FROM users WHERE issuer_id = $1 AND lower(username) = lower($2)', [
          config.id,
          user.username,
        ])
      ).rows[0]?.id;
      if (!userId) continue;
      const digest = cardNumberDigest(options.vault, issuedCardNumber(user.issuedCard, config.id, user.username));
      const known = await db.query('SELECT 1 FROM issued_cards WHERE issuer_id = $1 AND number_digest = $2', [
        config.id,
        digest,
      ]);
      if (known.rows.length === 0)
        missing.push({ issuerId: config.id, userId, card: user.issuedCard, username: user.username });
    }
  }
  if (missing.length === 0) return 0;
  // Hashed together, outside the transaction: scrypt runs on the thread pool.
  const prepared = await Promise.all(
    missing.map(async (m) => ({
      userId: m.userId,
      card: await prepareIssuedCard(options.vault, options.hashing.code, m.issuerId, m.card, m.username),
    })),
  );
  await db.transaction(async (tx) => {
    for (const { userId, card } of prepared) await insertIssuedCard(tx, card, userId, options.now);
  });
  return prepared.length;
}
