// The reads screens share, as TanStack Query options: one key per resource and person, so every remote
// that asks for the same thing shares one cache entry, and a change invalidates it everywhere. Keys
// start with the user's guid where the answer is a person's, so no two people ever share an entry.
import { queryOptions } from '@tanstack/react-query';
// Through the api entry, as every screen calls it: one module, which a screen's test may mock.
import { getAddresses, getCards, getEmails, getEnrolmentTerms, getPhones, getUserTerms } from '../api/index';

/** §7 Terms: the terms a user has still to accept (users/{userGuid}/getTerms). */
export const userTermsQuery = (userGuid: string) =>
  queryOptions({ queryKey: ['users', userGuid, 'terms'], queryFn: () => getUserTerms(userGuid) });

/** §7 Terms: the terms a new account accepts (apps/{extAppId}/terms). */
export const enrolmentTermsQuery = (extAppId: string) =>
  queryOptions({ queryKey: ['apps', extAppId, 'terms'], queryFn: () => getEnrolmentTerms(extAppId) });

/** §7 Phones and emails under users/{userGuid}: the emails (masked for a partial token). */
export const emailsQuery = (userGuid: string) =>
  queryOptions({ queryKey: ['users', userGuid, 'emails'], queryFn: () => getEmails(userGuid) });

/** §7 Phones and emails under users/{userGuid}: the phones (masked for a partial token). */
export const phonesQuery = (userGuid: string) =>
  queryOptions({ queryKey: ['users', userGuid, 'phones'], queryFn: () => getPhones(userGuid) });

/**
 * §7 Cards (portal): the account's cards (the account id is the user's guid). A failure goes through §8's
 * card-list row ("A card list fetch failure raises a get-error event"). Every screen that changes a card
 * invalidates this key, so home and the forms never show a card list older than the change.
 */
export const cardsQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['users', accountId, 'cards'],
    queryFn: () => getCards(accountId),
    meta: { operation: 'cardList' as const },
  });

/** §7 Addresses (portal): the account's saved addresses, the card form's billing section. */
export const addressesQuery = (accountId: string) =>
  queryOptions({ queryKey: ['users', accountId, 'addresses'], queryFn: () => getAddresses(accountId) });
