// Push to partners, on: the partners that can receive the card, as their logos (§7 partner logos, in
// §9's language en, at most §9's 16). A partner that says where it takes a card is a button that sends
// it there (use-push-to-partner.ts), and the partner's answer is announced; focus stays on the button.
// A failure to read or to send stays inside this part of the page.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerLogo } from '@portal/client/api';
import { FormError } from '@portal/ui/forms';
import { usePartnerLogos } from '../hooks/use-partner-logos';
import { type PartnerAnswer, type PushCard, type PushPartner, usePushToPartner } from '../hooks/use-push-to-partner';
import styles from './card-features.module.css';
import { LoadFailure, Loading } from './load-state';

const pushable = (logo: PartnerLogo): logo is PushPartner => logo.provisionUrl !== undefined;

/** What the live region says: the push under way, else the last partner's answer. */
function useAnswerText(sending: PushPartner | undefined, answer: PartnerAnswer | undefined): string {
  const { t } = useTranslation('postlogin');
  if (sending) return t('cardFeatures.push.sending', { name: sending.name });
  return answer ? t(`cardFeatures.push.outcome.${answer.outcome}`, { name: answer.partner }) : '';
}

function PartnerList({ logos, introId, card }: { logos: readonly PartnerLogo[]; introId: string; card: PushCard }) {
  const { t } = useTranslation('postlogin');
  const push = usePushToPartner(card);
  const [sending, setSending] = useState<PushPartner>();
  const text = useAnswerText(sending, push.data);
  const taken = sending === undefined && push.data !== undefined && push.data.outcome !== 'declined';
  const send = async (partner: PushPartner) => {
    setSending(partner);
    await push.run(partner);
    setSending(undefined);
  };
  return (
    <>
      <ul className={styles.logos} aria-labelledby={introId}>
        {logos.map((logo, index) => (
          // Two partners could share a name; their place in the answer tells them apart.
          <li key={`${index}-${logo.name}`}>
            {pushable(logo) ? (
              <button
                type="button"
                className={styles.partner}
                aria-disabled={sending !== undefined || undefined}
                onClick={() => {
                  if (sending === undefined) void send(logo);
                }}
              >
                <img src={logo.imageUrl} alt={t('cardFeatures.push.sendTo', { name: logo.name })} decoding="async" />
              </button>
            ) : (
              <img src={logo.imageUrl} alt={logo.name} loading="lazy" decoding="async" />
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={taken ? styles.success : undefined}>
        {text}
      </p>
      <FormError message={push.failure} />
    </>
  );
}

export function PartnerLogos({ card }: { card: PushCard }) {
  const { t } = useTranslation('postlogin');
  const introId = useId();
  const read = usePartnerLogos();
  const canPush = read.logos?.some(pushable) ?? false;
  return (
    <div aria-busy={read.busy}>
      <p id={introId}>{t(canPush ? 'cardFeatures.push.choose' : 'cardFeatures.push.on')}</p>
      {read.busy && <Loading label={t('cardFeatures.push.partnersLoading')} />}
      {read.failed && <LoadFailure message={t('cardFeatures.push.partnersFailed')} onRetry={() => void read.retry()} />}
      {read.logos &&
        !read.busy &&
        (read.logos.length === 0 ? (
          <p>{t('cardFeatures.push.noPartners')}</p>
        ) : (
          <PartnerList logos={read.logos} introId={introId} card={card} />
        ))}
    </div>
  );
}
