import { afterEach, describe, expect, it } from 'vitest';
import {
  dismissMigrationNotice,
  isMigrationNoticeVisible,
  migrationNoticeKey,
  raiseMigrationNotice,
} from './notifications';

afterEach(() => {
  localStorage.clear();
});

describe('§4 Flows, migration: the success message kept in local storage', () => {
  it('is shown for the migrated user until dismissed, under the agreed key', () => {
    expect(isMigrationNoticeVisible('guid-mia')).toBe(false);
    raiseMigrationNotice('guid-mia');
    expect(localStorage.getItem('portal.migrationNotice.guid-mia')).toBe('visible');
    expect(migrationNoticeKey('guid-mia')).toBe('portal.migrationNotice.guid-mia');
    expect(isMigrationNoticeVisible('guid-mia')).toBe(true);
    dismissMigrationNotice('guid-mia');
    expect(isMigrationNoticeVisible('guid-mia')).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('belongs to one user: another signing in on the browser does not see it', () => {
    raiseMigrationNotice('guid-mia');
    expect(isMigrationNoticeVisible('guid-rita')).toBe(false);
  });

  it('outlives the session: it is local storage, not session storage', () => {
    raiseMigrationNotice('guid-mia');
    sessionStorage.clear();
    expect(isMigrationNoticeVisible('guid-mia')).toBe(true);
  });
});
