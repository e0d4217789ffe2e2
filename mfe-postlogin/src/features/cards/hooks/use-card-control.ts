// §4 Suspend control, as server state: whether a card is suspended (its virtual card control, else its
// status flag), and the change of it (§7: POST creates the control when it has no documentId, PUT
// updates it). Every failure goes through §8's virtual-control row (a technical popup), except the
// 404 that only says the card has no control yet: that is an answer, not an error.
import {
  createCardControl,
  getCardControl,
  getCardStatus,
  updateCardControl,
  type CardControl,
} from '@portal/client/api';
import { isApiError, isNoControlYet as noControlYet } from '@portal/domain/errors';
import {
  cardsQuery,
  usePortalMutation,
  usePortalQuery,
  useQueryClient,
  type PortalMutation,
} from '@portal/client/query';

/** §4 "In edit mode a 404 with DPS_4001 or DPS_3064 means 'no control yet' with no popup" (the domain's rule). */
const isNoControlYet = (error: unknown): boolean => isApiError(error) && noControlYet(error);

/** §3 Virtual card control: desc 'Suspended' means suspended. */
const SUSPENDED_DESC = 'Suspended';

const FAILURE_META = { operation: 'virtualControl' } as const;

/** The cache keys, as the §7 paths name the resources (users/{userGuid}/paymentInstruments/{paymentGuid}/…). */
const instrumentKey = (userGuid: string, panGuid: string) =>
  ['users', userGuid, 'paymentInstruments', panGuid] as const;
const controlKey = (userGuid: string, panGuid: string) => [...instrumentKey(userGuid, panGuid), 'vctc'] as const;
const statusKey = (userGuid: string, panGuid: string) => [...instrumentKey(userGuid, panGuid), 'status'] as const;

/** What the switch shows: still loading, in error (§4: disabled), or the card's state and its control's documentId. */
type CardSuspension =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; suspended: boolean; documentId: string | null };

export interface CardControlCallbacks {
  /** The change was saved: the card is now `suspended` (or reactivated). */
  onChanged: (suspended: boolean) => void;
  /** The change failed (already presented by the catalogue). */
  onFailed: () => void;
}

export interface CardControlHandle {
  suspension: CardSuspension;
  /** Sends the change: suspend (true) or reactivate (false). */
  change: PortalMutation<boolean, CardControl>;
}

export function useCardControl(userGuid: string, panGuid: string, callbacks: CardControlCallbacks): CardControlHandle {
  const queryClient = useQueryClient();
  const control = usePortalQuery({
    queryKey: controlKey(userGuid, panGuid),
    // No control yet is null, so the query succeeds and the catalogue never sees that 404.
    queryFn: async (): Promise<CardControl | null> => {
      try {
        return await getCardControl(userGuid, panGuid);
      } catch (error) {
        if (isNoControlYet(error)) return null;
        throw error;
      }
    },
    meta: FAILURE_META,
  });
  // §4 "A card is suspended if its control says so, else by its status flag": the status is read only
  // when there is no control to say so.
  const status = usePortalQuery({
    queryKey: statusKey(userGuid, panGuid),
    queryFn: async (): Promise<boolean> => {
      try {
        return (await getCardStatus(userGuid, panGuid)).desc === SUSPENDED_DESC;
      } catch (error) {
        // §4: the status fetch also counts a 404 of no control yet as fetched (fetchError false).
        if (isNoControlYet(error)) return false;
        throw error;
      }
    },
    meta: FAILURE_META,
    enabled: control.isSuccess && control.data === null,
  });

  const documentId = control.data?.documentId ?? null;
  const change = usePortalMutation<boolean, CardControl>({
    mutationFn: (suspend) =>
      documentId === null
        ? createCardControl(userGuid, panGuid, { isControlEnabled: suspend })
        : updateCardControl(userGuid, panGuid, { documentId, globalControl: { isControlEnabled: suspend } }),
    onSuccess: (saved, suspend) => {
      // The control now exists and says it: a later visit within the cache's time reads it, not the old state.
      queryClient.setQueryData(controlKey(userGuid, panGuid), saved);
      // The card's status changed with it (§3): the card list, which every card change refreshes, is read again.
      void queryClient.invalidateQueries({ queryKey: cardsQuery(userGuid).queryKey });
      callbacks.onChanged(suspend);
    },
    onError: () => callbacks.onFailed(),
    meta: FAILURE_META,
  });

  return { suspension: suspensionOf(control, status), change };
}

interface Read<T> {
  isError: boolean;
  isSuccess: boolean;
  data: T | undefined;
}

function suspensionOf(control: Read<CardControl | null>, status: Read<boolean>): CardSuspension {
  if (control.isError) return { kind: 'error' };
  if (!control.isSuccess || control.data === undefined) return { kind: 'loading' };
  if (control.data !== null)
    return { kind: 'ready', suspended: control.data.isControlEnabled, documentId: control.data.documentId };
  if (status.isError) return { kind: 'error' };
  if (!status.isSuccess || status.data === undefined) return { kind: 'loading' };
  return { kind: 'ready', suspended: status.data, documentId: null };
}
