// The issuers the shell server knows, read from their folders and re-read when a file changes, so an
// issuer's configuration can be corrected without a restart (and a broken one is reported, not fatal).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, IssuerConfigError, issuerIds, loadIssuer, LOCALES_DIR, type LoadedIssuer } from '@portal/issuers';

export type IssuerResult = { ok: true; issuer: LoadedIssuer } | { ok: false; error: string };

function fingerprint(dir: string, id: string): string {
  const folder = path.join(dir, id);
  const files = [path.join(folder, CONFIG_FILE)];
  const locales = path.join(folder, LOCALES_DIR);
  if (existsSync(locales)) for (const f of readdirSync(locales)) files.push(path.join(locales, f));
  return files.map((f) => (existsSync(f) ? `${f}:${statSync(f).mtimeMs}` : `${f}:-`)).join('|');
}

export class IssuerRegistry {
  private readonly cache = new Map<string, { print: string; result: IssuerResult }>();
  readonly ids: ReadonlySet<string>;
  readonly hostMap: ReadonlyMap<string, string>;

  constructor(readonly dir: string) {
    this.ids = new Set(issuerIds(dir));
    const hostMap = new Map<string, string>();
    for (const id of this.ids) {
      const result = this.get(id);
      if (result.ok) for (const host of result.issuer.config.hosts) hostMap.set(host, id);
    }
    this.hostMap = hostMap;
  }

  get(id: string): IssuerResult {
    const print = fingerprint(this.dir, id);
    const hit = this.cache.get(id);
    if (hit && hit.print === print) return hit.result;
    let result: IssuerResult;
    try {
      result = { ok: true, issuer: loadIssuer(this.dir, id) };
    } catch (error) {
      result = {
        ok: false,
        error:
          error instanceof IssuerConfigError
            ? `${path.relative(this.dir, error.file)}: ${error.problems.join('; ')}`
            : String(error),
      };
    }
    this.cache.set(id, { print, result });
    return result;
  }
}
