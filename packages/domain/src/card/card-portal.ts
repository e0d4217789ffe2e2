// The portal's card (spec §3 Card in the portal, §7 Cards (portal)), as the server sends it.
import * as v from 'valibot';
import { ServerBillingAddressSchema } from '../address/address-schemas';
import { LastFourSchema } from './card-embedded';
import { ExpiryMonthSchema, ExpiryYearSchema } from './card-expiry';

const DATA = 'card:data.invalidCard';
const text = v.string(DATA);

/** §3 financialAccountType. */
export const FINANCIAL_ACCOUNT_TYPES = ['PREPAID_CARD', 'DEBIT_CARD', 'CREDIT_CARD'] as const;

/**
 * §3 cardFeatures: the spec does not show its shape. Feature codes (§3 Features) are accepted as
 * plain codes or as feature records with featureCD, and kept as codes.
 */
const CardFeatureSchema = v.union(
  [
    v.pipe(text, v.nonEmpty(DATA)),
    v.pipe(
      v.looseObject({ featureCD: v.pipe(text, v.nonEmpty(DATA)) }, DATA),
      v.transform((f) => f.featureCD),
    ),
  ],
  DATA,
);

/**
 * §3 Card in the portal. Month and year arrive as numbers or digit strings and are kept as numbers;
 * the year has four digits. A missing nickname is '' (a default is shown, §4); a missing `primary` is false.
 */
export const PortalCardSchema = v.object(
  {
    panGuid: v.pipe(text, v.nonEmpty(DATA)),
    cardNickname: v.optional(text, ''),
    accountNumberLastFourDigits: LastFourSchema,
    expirationMonth: ExpiryMonthSchema,
    expirationYear: ExpiryYearSchema,
    primary: v.optional(v.boolean(DATA), false),
    // §3 Billing address, server names: the one schema of the address domain.
    billingAddress: v.optional(ServerBillingAddressSchema),
    nameOnCard: v.optional(text),
    cardArtFileName: v.optional(text),
    financialAccountType: v.picklist(FINANCIAL_ACCOUNT_TYPES, DATA),
    productBrandCode: v.optional(text),
    bankIdentifier: v.optional(text),
    cardFeatures: v.optional(v.array(CardFeatureSchema, DATA), []),
  },
  DATA,
);
export type PortalCard = v.InferOutput<typeof PortalCardSchema>;

/** §7: GET …/paymentInstrument answers `paymentInstruments` (No Content, an empty list, is the API client's case). */
export const PortalCardListSchema = v.object({ paymentInstruments: v.array(PortalCardSchema, DATA) }, DATA);
