// A card's demo account (§6 balance inquiry and transaction history, §7 …/balances, …/transactions and
// …/accounts): about six months of history made up from the card's panGuid alone, with balances that
// add up to it. Pure: no database, no clock of its own (the caller passes the gateway's `now`). Each
// item is drawn from a generator seeded with the panGuid and its month or week, never the day asked, so
// a transaction keeps its id and amount from one day to the next and only moves from PENDING to POSTED.
import { createHash } from 'node:crypto';
import type {
  CardAccount,
  CardBalances,
  Money,
  Transaction,
  TransactionCategory,
  TRANSACTION_TYPES,
} from '@portal/domain/schemas';
import { derivedUuid } from '../platform/secrets';

/** The currency of every demo account (the portal's cards are US cards, §3 country code 840). */
export const HISTORY_CURRENCY = 'USD';
/** How far back the history goes, in whole UTC days before today (about six months). */
export const HISTORY_DAYS = 183;
/** The last this many days (yesterday and the day before) are still PENDING; the rest POSTED. */
export const PENDING_DAYS = 2;

const DAY_MS = 86_400_000;

type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** One transaction of the history, its amount in cents: negative for money out, positive for money in. */
export interface HistoryEntry {
  readonly transactionId: string;
  readonly at: Date;
  readonly description: string;
  readonly cents: number;
  readonly status: 'PENDING' | 'POSTED';
  readonly type: TransactionType;
  readonly category: TransactionCategory;
  readonly merchantName: string;
}

type NonEmpty<T> = readonly [T, ...T[]];

/** A small generator (sfc32) seeded with 128 bits of SHA-256 of the card and a label. */
interface Rng {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: NonEmpty<T>): T;
  chance(probability: number): boolean;
}

function rngOf(panGuid: string, label: string): Rng {
  const seed = createHash('sha256').update(`${panGuid}\u0000${label}`, 'utf8').digest();
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // A few rounds first: seeds that differ in one label character start far apart.
  for (let i = 0; i < 12; i += 1) next();
  const int = (min: number, max: number) => min + (next() % (max - min + 1));
  return {
    int,
    pick: <T>(items: NonEmpty<T>): T => items[int(0, items.length - 1)] ?? items[0],
    chance: (probability) => next() / 2 ** 32 < probability,
  };
}

/** The categories of everyday purchases, with their merchants (fictional), amounts in cents and how often they come up. */
const PURCHASES = {
  GROCERIES: {
    weight: 30,
    min: 1_800,
    max: 14_500,
    merchants: ['Greenleaf Market', 'Harvest Basket Grocers', 'Corner Fresh Foods', 'Northgate Co-op'],
  },
  DINING: {
    weight: 28,
    min: 900,
    max: 8_500,
    merchants: [
      'Blue Fern Bistro',
      'Lantern Noodle House',
      'Copper Kettle Cafe',
      'Sunny Side Diner',
      'Piazza Verde Pizzeria',
    ],
  },
  FUEL: {
    weight: 12,
    min: 2_500,
    max: 7_500,
    merchants: ['Quickstop Fuel', 'Meridian Gas & Go', 'Ridgeway Petroleum'],
  },
  SHOPPING: {
    weight: 14,
    min: 1_200,
    max: 22_000,
    merchants: ['Oak & Thread Outfitters', 'Brightline Electronics', 'Paperwell Books', 'Hearth Home Goods'],
  },
  ENTERTAINMENT: {
    weight: 7,
    min: 1_200,
    max: 9_000,
    merchants: ['Starlight Cinemas', 'Riverside Lanes', 'Gallery Nine Tickets'],
  },
  HEALTH: {
    weight: 5,
    min: 800,
    max: 15_000,
    merchants: ['Wellspring Pharmacy', 'Cedar Dental Care', 'Birchwood Eye Clinic'],
  },
  TRAVEL: {
    weight: 4,
    min: 1_500,
    max: 45_000,
    merchants: ['Skyway Air', 'Harborline Rail', 'Seaside Inn', 'RideNow Taxi'],
  },
} as const satisfies Partial<
  Record<TransactionCategory, { weight: number; min: number; max: number; merchants: NonEmpty<string> }>
>;
type PurchaseCategory = keyof typeof PURCHASES;
const PURCHASE_CATEGORIES = Object.keys(PURCHASES) as unknown as NonEmpty<PurchaseCategory>;

/** Monthly subscriptions: the same amount every month. */
const SUBSCRIPTIONS: NonEmpty<{ merchant: string; cents: number }> = [
  { merchant: 'StreamHub Video', cents: 1_549 },
  { merchant: 'Tunewave Music', cents: 1_099 },
  { merchant: 'CloudLocker Storage', cents: 299 },
  { merchant: 'Morning Ledger News', cents: 899 },
  { merchant: 'PixelPlay Games', cents: 999 },
  { merchant: 'FitTrack Premium', cents: 1_299 },
];
const SUBSCRIPTIONS_PER_CARD = 3;

const EMPLOYERS: NonEmpty<string> = [
  'Brightwater Logistics',
  'Summit Health Partners',
  'Pinecrest School District',
  'Alder & Finch Design',
  'Keystone Tool Works',
];
const LANDLORDS: NonEmpty<string> = ['Maple Court Apartments', 'Riverbend Property Management', 'Elmstead Residences'];
const UTILITIES: NonEmpty<string> = ['City Power & Light', 'Clearwater Utilities', 'Bluewave Internet'];
const ATMS: NonEmpty<string> = ['ATM 5th Ave Branch', 'ATM Union Station', 'ATM Market Square', 'ATM Harbor Mall'];

/** What stays the same for a card from month to month: pay, rent, bills, subscriptions, opening balance. */
interface Profile {
  employer: string;
  payDay: number;
  payCents: number;
  landlord: string;
  rentDay: number;
  rentCents: number;
  utility: string;
  utilityDay: number;
  subscriptions: { merchant: string; cents: number; day: number }[];
  openingCents: number;
}

function profileOf(panGuid: string): Profile {
  const rng = rngOf(panGuid, 'profile');
  const pool = [...SUBSCRIPTIONS];
  const subscriptions: Profile['subscriptions'] = [];
  while (subscriptions.length < SUBSCRIPTIONS_PER_CARD) {
    const [chosen] = pool.splice(rng.int(0, pool.length - 1), 1);
    if (chosen) subscriptions.push({ ...chosen, day: rng.int(1, 28) });
  }
  return {
    employer: rng.pick(EMPLOYERS),
    payDay: rng.int(1, 28),
    payCents: rng.int(260_000, 340_000),
    landlord: rng.pick(LANDLORDS),
    rentDay: rng.int(1, 5),
    rentCents: rng.int(180, 260) * 500,
    utility: rng.pick(UTILITIES),
    utilityDay: rng.int(10, 25),
    subscriptions,
    openingCents: rng.int(60_000, 240_000),
  };
}

/** An entry before its status is known (that depends on the day asked). */
type Draft = Omit<HistoryEntry, 'status'>;

/** The UTC day number (days since 1970-01-01) of a time. */
const dayOf = (time: Date): number => Math.floor(time.getTime() / DAY_MS);

/** A time on a UTC day. */
const at = (day: number, hour: number, minute: number): Date => new Date(day * DAY_MS + (hour * 60 + minute) * 60_000);

const idOf = (panGuid: string, key: string): string => derivedUuid(['card-history', panGuid, key]);

function pickWeighted(rng: Rng): PurchaseCategory {
  const total = PURCHASE_CATEGORIES.reduce((sum, category) => sum + PURCHASES[category].weight, 0);
  let roll = rng.int(1, total);
  for (const category of PURCHASE_CATEGORIES) {
    roll -= PURCHASES[category].weight;
    if (roll <= 0) return category;
  }
  return PURCHASE_CATEGORIES[0];
}

/** The first UTC day of a month (`month` counted from January 1970). */
const monthStart = (month: number): number => dayOf(new Date(Date.UTC(1970, month, 1)));
/** The month (counted from January 1970) of a UTC day. */
const monthOf = (day: number): number => {
  const date = new Date(day * DAY_MS);
  return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
};

/** Weeks start on Monday: day 0 (1970-01-01) was a Thursday. */
const weekOf = (day: number): number => Math.floor((day + 3) / 7);

/** One everyday purchase on a day, drawn by `rng`. */
function purchase(panGuid: string, key: string, day: number, rng: Rng): Draft {
  const category = pickWeighted(rng);
  const { min, max, merchants } = PURCHASES[category];
  const merchant = rng.pick(merchants);
  return {
    transactionId: idOf(panGuid, key),
    at: at(day, rng.int(7, 21), rng.int(0, 59)),
    description: merchant,
    cents: -rng.int(min, max),
    type: 'PURCHASE',
    category,
    merchantName: merchant,
  };
}

/** The week's own purchases: none to two, on days of that week (the filling ones come on top). */
function weekPurchases(panGuid: string, week: number): Draft[] {
  const rng = rngOf(panGuid, `week:${week}`);
  return Array.from({ length: rng.int(0, 2) }, (_, i) =>
    purchase(panGuid, `purchase:${week}:${i}`, week * 7 - 3 + rng.int(0, 6), rng),
  );
}

/**
 * The purchases that leave no two days in a row without a transaction, month by month: a day with
 * nothing, after a day with nothing, gets one. So whatever day the history is asked on, its last two
 * days (the pending ones) hold at least one transaction. Each month starts from what its previous day
 * holds of the other items only, so the answer never depends on the day asked.
 */
function fillingPurchases(panGuid: string, month: number, others: ReadonlySet<number>): Draft[] {
  const fills: Draft[] = [];
  let previousHeld = others.has(monthStart(month) - 1);
  for (let day = monthStart(month); day < monthStart(month + 1); day += 1) {
    const filled = !others.has(day) && !previousHeld;
    if (filled) fills.push(purchase(panGuid, `fill:${day}`, day, rngOf(panGuid, `fill:${day}`)));
    previousHeld = filled || others.has(day);
  }
  return fills;
}

/** What comes every month: pay, rent, the utility bill, the subscriptions and one to two cash withdrawals. */
function monthItems(panGuid: string, profile: Profile, month: number): Draft[] {
  const first = monthStart(month);
  const rng = rngOf(panGuid, `month:${month}`);
  const drafts: Draft[] = [
    {
      transactionId: idOf(panGuid, `payroll:${month}`),
      at: at(first + profile.payDay - 1, 6, 0),
      description: `Payroll from ${profile.employer}`,
      cents: profile.payCents,
      type: 'DEPOSIT',
      category: 'TRANSFERS',
      merchantName: profile.employer,
    },
    {
      transactionId: idOf(panGuid, `rent:${month}`),
      at: at(first + profile.rentDay - 1, 9, 30),
      description: `Rent to ${profile.landlord}`,
      cents: -profile.rentCents,
      type: 'PURCHASE',
      category: 'TRANSFERS',
      merchantName: profile.landlord,
    },
    {
      transactionId: idOf(panGuid, `utility:${month}`),
      at: at(first + profile.utilityDay - 1, 8, 15),
      description: profile.utility,
      cents: -rng.int(6_000, 14_000),
      type: 'PURCHASE',
      category: 'UTILITIES',
      merchantName: profile.utility,
    },
    ...profile.subscriptions.map(
      (subscription): Draft => ({
        transactionId: idOf(panGuid, `subscription:${subscription.merchant}:${month}`),
        at: at(first + subscription.day - 1, 4, 0),
        description: subscription.merchant,
        cents: -subscription.cents,
        type: 'PURCHASE',
        category: 'SUBSCRIPTIONS',
        merchantName: subscription.merchant,
      }),
    ),
  ];
  const withdrawals = rng.int(1, 2);
  for (let i = 0; i < withdrawals; i += 1) {
    const atm = rng.pick(ATMS);
    drafts.push({
      transactionId: idOf(panGuid, `atm:${month}:${i}`),
      at: at(first + rng.int(0, 27), rng.int(8, 22), rng.int(0, 59)),
      description: `ATM withdrawal, ${atm}`,
      cents: -rng.int(2, 10) * 2_000,
      type: 'ATM_WITHDRAWAL',
      category: 'CASH',
      merchantName: atm,
    });
  }
  return drafts;
}

/**
 * A month's refund, if it has one (about two months in three): one of its purchases, refunded in full
 * 2 to 9 days later, naming the merchant it was bought from.
 */
function monthRefund(panGuid: string, month: number, purchases: readonly Draft[]): Draft | null {
  const rng = rngOf(panGuid, `refund:${month}`);
  if (!rng.chance(0.65)) return null;
  const candidates = purchases.filter(
    (p) => monthOf(dayOf(p.at)) === month && p.category !== 'GROCERIES' && p.category !== 'FUEL',
  );
  const [first, ...rest] = candidates;
  if (!first) return null;
  const bought = rng.pick([first, ...rest]);
  return {
    transactionId: idOf(panGuid, `refund:${bought.transactionId}`),
    at: new Date(bought.at.getTime() + rng.int(2, 9) * DAY_MS + rng.int(1, 120) * 60_000),
    description: `Refund from ${bought.merchantName}`,
    cents: -bought.cents,
    type: 'REFUND',
    category: bought.category,
    merchantName: bought.merchantName,
  };
}

const newestFirst = (x: HistoryEntry, y: HistoryEntry): number =>
  y.at.getTime() - x.at.getTime() ||
  (x.transactionId < y.transactionId ? 1 : x.transactionId > y.transactionId ? -1 : 0);

/**
 * The card's history as seen on `now`'s UTC day, newest first: the HISTORY_DAYS whole days before
 * today (nothing of today, so nothing is ever later than `now`), those of the last PENDING_DAYS
 * pending and therefore the newest.
 */
export function cardHistory(panGuid: string, now: Date): HistoryEntry[] {
  const today = dayOf(now);
  const firstDay = today - HISTORY_DAYS;
  const inWindow = (draft: Draft) => {
    const day = dayOf(draft.at);
    return day >= firstDay && day < today;
  };
  const profile = profileOf(panGuid);
  const lastMonth = monthOf(today - 1);
  // Whole months and weeks, so that every item is the same whichever day asks; the window cuts them
  // after. The month before the window's first gives the refunds that fall in it; the one before that,
  // what its first filling purchase looks back on.
  const shown = monthOf(firstDay) - 1;
  const recurring: Draft[] = [];
  for (let month = shown - 1; month <= lastMonth; month += 1) recurring.push(...monthItems(panGuid, profile, month));
  const weekly: Draft[] = [];
  for (let week = weekOf(monthStart(shown - 1)); week <= weekOf(monthStart(lastMonth + 1)); week += 1)
    weekly.push(...weekPurchases(panGuid, week));
  const held = new Set([...recurring, ...weekly].map((draft) => dayOf(draft.at)));
  const fills: Draft[] = [];
  for (let month = shown; month <= lastMonth; month += 1) fills.push(...fillingPurchases(panGuid, month, held));
  const purchases = [...weekly, ...fills];
  const drafts: Draft[] = [...purchases, ...recurring].filter(inWindow);
  for (let month = shown; month <= lastMonth; month += 1) {
    // From all the month's purchases: a refund stays when the window leaves its purchase behind.
    const refund = monthRefund(panGuid, month, purchases);
    if (refund && inWindow(refund)) drafts.push(refund);
  }
  return drafts
    .map(
      (draft): HistoryEntry => ({ ...draft, status: dayOf(draft.at) >= today - PENDING_DAYS ? 'PENDING' : 'POSTED' }),
    )
    .sort(newestFirst);
}

/** Whole cents as a decimal string with two decimals ("-12.05", "2450.00"), without a float in between. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('an amount is a whole number of cents');
  const whole = Math.abs(cents);
  const units = (whole - (whole % 100)) / 100;
  return `${cents < 0 ? '-' : ''}${units}.${String(whole % 100).padStart(2, '0')}`;
}

const moneyOf = (cents: number): Money => ({ amount: formatCents(cents), currencyCode: HISTORY_CURRENCY });

/** §7 one transaction as the portal reads it (TransactionSchema). */
export function transactionOf(entry: HistoryEntry): Transaction {
  return {
    transactionId: entry.transactionId,
    transactionDate: entry.at.toISOString(),
    description: entry.description,
    amount: moneyOf(entry.cents),
    status: entry.status,
    type: entry.type,
    category: entry.category,
    merchantName: entry.merchantName,
  };
}

const sumOf = (entries: readonly HistoryEntry[]): number => entries.reduce((sum, e) => sum + e.cents, 0);

/**
 * The balance before the history's first transaction: the card's own amount, raised by whatever the
 * history would otherwise take below it at its lowest point, so a demo account is never overdrawn.
 */
export function openingCents(panGuid: string, history: readonly HistoryEntry[]): number {
  let running = 0;
  let lowest = 0;
  for (const entry of [...history].reverse()) {
    running += entry.cents;
    lowest = Math.min(lowest, running);
  }
  return profileOf(panGuid).openingCents - lowest;
}

/** §6 balance inquiry from the same history: ledger = opening + posted; available = ledger + pending; as of `now`. */
export function historyBalances(
  panGuid: string,
  now: Date,
  history: readonly HistoryEntry[] = cardHistory(panGuid, now),
): CardBalances {
  const ledger = openingCents(panGuid, history) + sumOf(history.filter((e) => e.status === 'POSTED'));
  const available = ledger + sumOf(history.filter((e) => e.status === 'PENDING'));
  return { availableBalance: moneyOf(available), ledgerBalance: moneyOf(ledger), asOf: now.toISOString() };
}

/**
 * §6 the checking account behind a debit card: an id derived from the panGuid, and an account number
 * whose last four are the account's own, never the card's.
 */
export function historyAccount(panGuid: string, cardLastFour: string): CardAccount {
  const digits = BigInt(
    `0x${createHash('sha256').update(`${panGuid}\u0000account-number`, 'utf8').digest('hex').slice(0, 12)}`,
  );
  let lastFour = Number(digits % 10_000n);
  if (String(lastFour).padStart(4, '0') === cardLastFour) lastFour = (lastFour + 1) % 10_000;
  return {
    accountId: idOf(panGuid, 'account'),
    accountType: 'CHECKING',
    accountNumberLastFourDigits: String(lastFour).padStart(4, '0'),
  };
}
