// The types of postgres.mjs, for the TypeScript packages that import it (the gateway's `npm run load`).

/** PostgreSQL's binaries, installed with apt-get (Debian's `postgresql`) when none is found. */
export declare function ensurePostgres(): string;

/** A PostgreSQL server of its own, on a free loopback port: url `postgres://portal@127.0.0.1:<port>`. */
export declare function startThrowawayPostgres(options?: {
  bin?: string | null;
  maxConnections?: number;
}): Promise<{ url: string; port: number; stop: () => Promise<void> }>;
