// The §7 paths are built here and nowhere else: every other module of the portal calls these functions
// (CONVENTIONS 5). The wire contract (@portal/domain/schemas) may name one as a constant the gateway
// serves too (the keep-alive's default path). Enforced by reading the portal's source, not by memory. The gateway (which serves
// the paths) and the browser journeys (which intercept them) are not clients and are not read.
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const apiDir = path.join(root, 'packages/client/src/api');
const contractDir = path.join(root, 'packages/domain/src/schemas');
const CLIENT_SOURCES = [
  'packages/domain/src',
  'packages/client/src',
  'packages/ui/src',
  'packages/ui/testing',
  'shell/src',
  'mfe-prelogin/src',
  'mfe-postlogin/src',
  'mfe-sso/src',
  'mfe-activation/src',
  'mfe-embedded-wallet/src',
];

/** A fragment only a §7 path contains. */
const PATH_FRAGMENTS = [
  'oauth2/',
  'dpsapps/',
  'consumer-controller/',
  'consumer-api/',
  'issuer-controller/',
  'vmeservices/',
  'partnerConsumer/',
  'renew-server-sessionid',
  '/paymentInstrument',
  '/otvc',
  '/getTerms',
  '/acceptTerms',
  '/enrollment',
  '/identities',
  '/forgotcredential',
  '/resetCredential',
  '/otp/verification',
  '/keepAlive',
  'sdkPayload/',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return full === apiDir || full === contractDir || entry.name === 'node_modules' ? [] : sourceFiles(full);
    // A lint-probe-* file is test/lint-boundaries.test.ts's, there for a moment while that test runs beside this one;
    // a *gateway-kit.ts holds a component test's stubs of the gateway, which serve the paths as the journeys do.
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.startsWith('lint-probe-') &&
      !entry.name.endsWith('gateway-kit.ts')
      ? [full]
      : [];
  });
}

/** The string literals of a line of code (comments left out), with a §7 path fragment in them. */
function pathLiterals(line: string): string[] {
  const code = line.trimStart();
  if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return [];
  const literals = code.match(/'[^']*'|"[^"]*"|`[^`]*`/g) ?? [];
  return literals.filter((literal) => PATH_FRAGMENTS.some((fragment) => literal.includes(fragment)));
}

describe('§7 paths are built only in @portal/client/api', () => {
  it.each<[string, string, string[]]>([
    ['a path in a string', "axios.get('apps/' + id + '/oauth2/token')", ["'/oauth2/token'"]],
    [
      'a path in a template',
      'fetch(`${base}/consumer-controller/v1/account/${id}/address`)',
      ['`${base}/consumer-controller/v1/account/${id}/address`'],
    ],
    ['a comment naming a path', ' * §7: GET …/paymentInstrument answers paymentInstruments', []],
    ['a field named like a path', "const wrapped = body['paymentInstrument'];", []],
  ])('the guard finds %s', (_what, line, found) => {
    expect(pathLiterals(line)).toEqual(found);
  });

  it('no other module of the portal writes a §7 path', () => {
    const files = CLIENT_SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.startsWith(apiDir))).toBe(false);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => pathLiterals(line).map((literal) => `${path.relative(root, file)}:${i + 1} ${literal}`)),
    );
    expect(offenders).toEqual([]);
  });
});
