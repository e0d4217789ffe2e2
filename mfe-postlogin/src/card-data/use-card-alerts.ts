// §6 alerts (VALERTS, DLY_LOW_BAL): the card's alerts as the server keeps them, and their save through
// the one mutation path, so a failure goes through §8 (Sign-in and general: popups are raised by the
// cache; what §8 leaves to the form comes back as `failure`). A save's answer is the alerts as kept:
// it becomes the cached read, so what the form shows next, and after a reload, is the server's.
import { saveCardAlerts, type CardAlerts, type CardAlertSetting } from '@portal/client/api';
import { usePortalMutation, usePortalQuery, useQueryClient, type PortalMutation } from '@portal/client/query';
import { alertsQuery } from './card-data-keys';
import { sectionRead, type SectionRead } from './read-state';

export function useCardAlerts(userGuid: string, panGuid: string): SectionRead<CardAlerts> {
  return sectionRead(usePortalQuery({ ...alertsQuery(userGuid, panGuid), enabled: userGuid !== '' }));
}

export function useSaveCardAlerts(
  userGuid: string,
  panGuid: string,
  onSaved: (kept: CardAlerts) => void,
): PortalMutation<readonly CardAlertSetting[], CardAlerts> {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: (alerts: readonly CardAlertSetting[]) => saveCardAlerts(userGuid, panGuid, alerts),
    onSuccess: (kept: CardAlerts) => {
      queryClient.setQueryData(alertsQuery(userGuid, panGuid).queryKey, kept);
      onSaved(kept);
    },
  });
}
