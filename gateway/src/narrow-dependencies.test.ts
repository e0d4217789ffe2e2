// Decision 043: a service takes the parts of the gateway's context it uses (`Pick<GatewayContext, 'db' |
// 'now'>`), never the whole, so what it depends on reads from its signature and a test builds only that.
// The route registrars, which wire the whole context to the services, take it whole.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAINS = ['sign-in', 'accounts', 'cards', 'activation', 'wallet', 'sso', 'platform'] as const;

/** A parameter typed as the whole context. */
const WHOLE_CONTEXT = /\b\w+\??:\s*GatewayContext\s*[,)=]/;

describe('narrow dependencies', () => {
  it.each(DOMAINS)('no service in %s/ takes the whole context', (domain) => {
    const dir = path.join(import.meta.dirname, domain);
    const whole = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.routes.ts'))
      .filter((name) => WHOLE_CONTEXT.test(readFileSync(path.join(dir, name), 'utf8')));
    expect(whole).toEqual([]);
  });

  it('would find a parameter of the whole context', () => {
    expect(WHOLE_CONTEXT.test('export async function f(ctx: GatewayContext, id: string)')).toBe(true);
    expect(WHOLE_CONTEXT.test('(\n  ctx: GatewayContext,\n  issuer: Issuer,')).toBe(true);
    expect(WHOLE_CONTEXT.test("ctx: Pick<GatewayContext, 'db' | 'now'>,")).toBe(false);
  });
});
