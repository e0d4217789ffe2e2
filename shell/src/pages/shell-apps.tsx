// The shell's own pages, as single-spa applications like any remote's (same mounting helper).
import { createRemoteApp } from '@portal/ui/mount';
import { NotFoundPage } from '@portal/ui';
import { SHELL_NS, shellMessages } from '../i18n/messages';
import { ErrorPage } from './error-page';

export const notFoundApp = createRemoteApp({
  namespace: SHELL_NS,
  messages: shellMessages,
  routes: [{ path: '*', element: <NotFoundPage /> }],
});
export const errorApp = createRemoteApp({
  namespace: SHELL_NS,
  messages: shellMessages,
  routes: [{ path: '*', element: <ErrorPage /> }],
});
