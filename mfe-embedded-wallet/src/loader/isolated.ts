// The isolated mode's page side (`mount(element, { isolation: 'iframe' })`): the wallet in a
// frame from the wallet's own origin, so card numbers and security codes never enter the merchant page's
// DOM. The frame is sized to its content; its events arrive by postMessage, taken only from that frame
// and that origin. Cancel with a back URL leaves the page from here (the frame cannot).
import * as v from 'valibot';
import { readWalletOptions, type WalletEvent, type WalletEventType } from '@portal/domain/wallet';
import { createEventHub } from '../wallet/event-hub';
import { EVENT, FrameMessageSchema, HELLO, MOUNT, SIZE } from './frame-protocol';

type Listener = (event: WalletEvent) => void;

export interface IsolatedHandle {
  unmount(): void;
  on(type: WalletEventType | '*', listener: Listener): () => void;
}

/** The frame's title: what a screen reader announces on entering it (the wallet inside names itself). */
const FRAME_TITLES: Readonly<Record<string, string>> = { en: 'Saved cards', es: 'Tarjetas guardadas' };

export function mountIsolated(element: unknown, options: unknown, frameUrl: string): Promise<IsolatedHandle> {
  if (!(element instanceof HTMLElement))
    return Promise.reject(new Error('mount: the first argument must be the element to mount the wallet in'));
  const read = readWalletOptions(options);
  if (!read.ok) return Promise.reject(new Error(`mount: ${read.problem}`));
  // The page's nonce is the page's: the frame's document is another, with a policy of its own.
  const { onEvent, nonce: _pageNonce, ...settings } = read.settings;
  const backUrl = settings.backUrl;
  const frameOrigin = new URL(frameUrl).origin;
  const hub = createEventHub(onEvent);

  const frame = document.createElement('iframe');
  frame.src = frameUrl;
  frame.title = FRAME_TITLES[settings.locale] ?? FRAME_TITLES['en'] ?? '';
  // The wallet's own origin, scripts and forms; no top navigation, no popups: the page leaves itself.
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;border:0;min-height:12rem;';
  element.replaceChildren(frame);

  return new Promise<IsolatedHandle>((resolve) => {
    const onMessage = (message: MessageEvent<unknown>) => {
      if (message.origin !== frameOrigin || message.source !== frame.contentWindow) return;
      const parsed = v.safeParse(FrameMessageSchema, message.data);
      if (!parsed.success) return;
      const data = parsed.output;
      if (data.type === HELLO) {
        // In the frame the wallet is in its own page; Cancel with a back URL comes back here as a cancel event.
        frame.contentWindow?.postMessage({ type: MOUNT, options: { ...settings, isolation: 'none' } }, frameOrigin);
      } else if (data.type === SIZE) {
        frame.style.height = `${Math.ceil(data.height)}px`;
      } else if (data.type === EVENT) {
        if (data.event.type === 'cancel' && backUrl) window.location.assign(backUrl);
        else hub.emit(data.event);
      }
    };
    window.addEventListener('message', onMessage);
    resolve({
      unmount() {
        window.removeEventListener('message', onMessage);
        hub.clear();
        element.replaceChildren();
      },
      on: hub.on,
    });
  });
}
