// The types of hosts.mjs, for the TypeScript packages that import it (the shell server, the gateway).

/** The host name of a Host header, without its port, lower-cased and trimmed (`[::1]` keeps its brackets); '' for none. */
export declare function hostnameOf(hostHeader: string | undefined): string;
