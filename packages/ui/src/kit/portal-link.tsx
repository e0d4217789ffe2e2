import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { navigateTo } from '@portal/client/routes';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A link to another portal route, owned by whichever remote: the history change is seen by
 * single-spa (which swaps remotes) and by every react-router (through the popstate it dispatches).
 */
export function PortalLink({ to, onClick, children, ...rest }: Props) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigateTo(to);
  };
  return (
    <a {...rest} href={to} onClick={handle}>
      {children}
    </a>
  );
}
