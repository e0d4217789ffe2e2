// The types of postgres.mjs.

/** PostgreSQL's binaries: the workspace's packaged PostgreSQL, else Debian's (installed with apt-get when none is found). */
export declare function ensurePostgres(): string;

/** A PostgreSQL server of its own, on a free loopback port: url `postgres://portal@127.0.0.1:<port>`. */
export declare function startThrowawayPostgres(options?: {
  bin?: string | null;
  maxConnections?: number;
}): Promise<{ url: string; port: number; version: string; stop: () => Promise<void> }>;
