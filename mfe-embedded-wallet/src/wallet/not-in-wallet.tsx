// A card or address id that is not this shopper's (the gateway answers 404 for another shopper's, §7):
// said plainly, with the way back to review, never a dead end.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotInWallet({ message }: { message: string }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <div className="portal-load-failure">
      <p role="alert">{message}</p>
      <button type="button" className="portal-button" onClick={() => void navigate('/review', { replace: true })}>
        {t('notFound.back')}
      </button>
    </div>
  );
}
