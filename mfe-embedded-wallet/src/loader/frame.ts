// The isolated mode's frame side: on the wallet's own page (embed/frame.html), the loader
// says hello to its parent, takes its options from the parent's first mount message (recording that
// parent's origin), mounts the wallet in the frame's document, and sends it its events and its height,
// to that origin only.
import * as v from 'valibot';
import type { WalletEvent } from '@portal/domain/wallet';
import { EVENT, HELLO, MountMessageSchema, SIZE } from './frame-protocol';
import type { EmbedModule } from './mount';

export function runFrame(load: () => Promise<EmbedModule>): void {
  const root = document.getElementById('wallet-frame');
  if (!root || window.parent === window) return;
  let parentOrigin: string | null = null;
  const send = (data: unknown) => {
    if (parentOrigin) window.parent.postMessage(data, parentOrigin);
  };
  const onMessage = (message: MessageEvent<unknown>) => {
    if (message.source !== window.parent || parentOrigin !== null) return;
    const parsed = v.safeParse(MountMessageSchema, message.data);
    if (!parsed.success) return;
    parentOrigin = message.origin;
    window.removeEventListener('message', onMessage);
    const onEvent = (event: WalletEvent) => send({ type: EVENT, event });
    load()
      .then((module) => module.mountWallet(root, { ...parsed.output.options, onEvent }, { inFrame: true }))
      .catch((error: unknown) => {
        console.error('[wallet] the frame could not mount the wallet', error);
        root.textContent =
          document.documentElement.lang === 'es'
            ? 'Las tarjetas guardadas no están disponibles en este momento.'
            : 'Saved cards are unavailable right now.';
      });
    new ResizeObserver(() => send({ type: SIZE, height: document.documentElement.scrollHeight })).observe(
      document.body,
    );
  };
  window.addEventListener('message', onMessage);
  // Anyone may hear "hello": it says nothing. The options come only from the parent.
  window.parent.postMessage({ type: HELLO }, '*');
}
