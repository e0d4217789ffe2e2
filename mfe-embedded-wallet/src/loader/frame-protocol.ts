// The messages between a merchant's page and the wallet's isolated frame (decision 033). The
// page knows the frame's origin (the loader's own) and checks it, and the frame's window, on every
// message; the frame takes its options once, from its parent, and answers only that parent's origin.
// Nothing a message carries is trusted for its shape: each is read by these schemas.
import * as v from 'valibot';
import { WalletEventSchema } from '@portal/domain/wallet';

const PREFIX = 'portal-wallet:';

/** The frame is ready for its options. */
export const HELLO = `${PREFIX}hello`;
/** The page's options for the frame (no listener: functions do not cross). */
export const MOUNT = `${PREFIX}mount`;
/** An event of the wallet, for the page's listeners. */
export const EVENT = `${PREFIX}event`;
/** The height of the frame's content, so the page sizes the frame to it. */
export const SIZE = `${PREFIX}size`;

export const FrameMessageSchema = v.variant('type', [
  v.object({ type: v.literal(HELLO) }),
  v.object({ type: v.literal(EVENT), event: WalletEventSchema }),
  v.object({ type: v.literal(SIZE), height: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(20_000)) }),
]);

export const MountMessageSchema = v.object({ type: v.literal(MOUNT), options: v.record(v.string(), v.unknown()) });
