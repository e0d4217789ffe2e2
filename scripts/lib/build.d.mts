// The types of build.mjs, for the TypeScript packages that import it (the gateway's `npm run fuzz` and `npm run load`).

/** The server built from package `pkg` (`gateway`), rebuilt when its inputs changed: the path of its entry file. */
export declare function ensureServerBuilt(pkg: string): Promise<string>;
