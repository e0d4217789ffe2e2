// The migration screens' route table (§2 Migration routes): every migration URL matches a route with
// a screen of its own. Its first form, one /migration route whose steps were children without an
// element, made React Router log "Matched leaf route at location ... does not have an element" on
// every migration page (and render an empty Outlet there).
import { act } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LIST } from '@portal/client/routes';
import { loadPath } from '@portal/ui/mount';
import { remoteRoutesAt, renderInPortal, setUpPortal } from '@portal/ui/testing';
import { preloginMessages } from '../../i18n/messages';
import { routes } from '../../routes';
import { MIGRATED } from './testing/fixtures';
import { migrationRoutes } from './routes';

const MIGRATION_PATHS = ROUTE_LIST.filter((r) => r.path.startsWith('migration/')).map((r) => `/${r.path}`);

/** Every route object of a table, children included, with the path it matches. */
function leaves(table: readonly RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    return route.children?.length ? leaves(route.children, path) : [{ path, route }];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§2 Migration routes: the route table', () => {
  it('has a route with a screen for every migration URL of the registry, and no route without one', () => {
    const table = leaves(migrationRoutes);
    expect(table.map((l) => l.path).sort()).toEqual([...MIGRATION_PATHS].sort());
    for (const { path, route } of table) expect(route.element, path).toBeTruthy();
  });

  it('React Router logs no warning on any migration page, reached first or moved to from another', async () => {
    await setUpPortal({ issuer: MIGRATED, messages: { prelogin: preloginMessages } });
    const warn = vi.spyOn(console, 'warn');
    const { unmount } = renderInPortal(await remoteRoutesAt(routes, MIGRATION_PATHS[0] ?? '/'), 'prelogin');
    for (const path of MIGRATION_PATHS) {
      await loadPath(routes, path);
      await act(async () => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    }
    unmount();
    expect(warn.mock.calls.map((call) => String(call[0])).filter((message) => /route/i.test(message))).toEqual([]);
  });
});
