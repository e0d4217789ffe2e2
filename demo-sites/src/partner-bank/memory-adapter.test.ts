// The provider's in-memory storage: lifetimes, look-ups, consumption and revocation by grant.
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from './memory-adapter';

function clock() {
  const time = { now: Date.UTC(2026, 10, 27, 10) };
  return { time, now: () => time.now };
}

describe('the memory adapter', () => {
  it('finds what was stored until its lifetime ends; what has none stays', async () => {
    const { time, now } = clock();
    const codes = createMemoryAdapter(now)('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.upsert('c2', { grantId: 'g1' });
    time.now += 59_000;
    expect(await codes.find('c1')).toEqual({ grantId: 'g1' });
    time.now += 1_000;
    expect(await codes.find('c1')).toBeUndefined();
    expect(await codes.find('c2')).toEqual({ grantId: 'g1' });
  });

  it('keeps each model apart in one store', async () => {
    const factory = createMemoryAdapter(clock().now);
    await factory('Session').upsert('x', { uid: 'u1' }, 60);
    expect(await factory('Interaction').find('x')).toBeUndefined();
    expect(await factory('Session').findByUid('u1')).toEqual({ uid: 'u1' });
    expect(await factory('Interaction').findByUid('u1')).toBeUndefined();
  });

  it('finds by uid and user code only while alive', async () => {
    const { time, now } = clock();
    const sessions = createMemoryAdapter(now)('Session');
    await sessions.upsert('s1', { uid: 'u1', userCode: 'ABCD' }, 10);
    expect(await sessions.findByUid('u1')).toMatchObject({ uid: 'u1' });
    expect(await sessions.findByUserCode('ABCD')).toMatchObject({ uid: 'u1' });
    time.now += 10_000;
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('marks a consumed entry with the time, and destroys', async () => {
    const { now } = clock();
    const codes = createMemoryAdapter(now)('AuthorizationCode');
    await codes.upsert('c1', {}, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toEqual({ consumed: now() / 1000 });
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
    await expect(codes.consume('gone')).resolves.toBeUndefined();
  });

  it("revokes a grant's entries of the model asked, and no other grant's", async () => {
    const factory = createMemoryAdapter(clock().now);
    const tokens = factory('AccessToken');
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g2' }, 60);
    await factory('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toEqual({ grantId: 'g2' });
    expect(await factory('AuthorizationCode').find('c1')).toEqual({ grantId: 'g1' });
  });
});
