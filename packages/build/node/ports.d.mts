// The types of ports.mjs, for the TypeScript packages that import it (the shell server, the gateway,
// the build configuration); the scripts and the e2e suite use the JavaScript as it is.

export declare const PORT_DEFAULTS: Readonly<{
  SHELL_PORT: number;
  GATEWAY_PORT: number;
  DEMO_PARTNER_PORT: number;
  DEMO_CHECKOUT_PORT: number;
  DEMO_PLACES_PORT: number;
}>;

/** A TCP port from its text: digits only, from 1 to 65535; otherwise null. */
export declare function parsePort(text: string): number | null;

/** The port in `env[variable]`, or `fallback` when it is unset or empty; throws, naming the variable, on anything else. */
export declare function portFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  variable: string,
  fallback: number,
): number;

export interface PortalPorts {
  shell: number;
  gateway: number;
  /** Each remote's origin, by Module Federation name. */
  remotes: Record<string, number>;
  /** The demo partner bank, the SSO issuer's online banking (demo-sites). */
  partner: number;
  /** The demo merchant's checkout page, where the embedded wallet is mounted (demo-sites). */
  checkout: number;
  /** The sandbox's stand-in hosted places service, which acme's wallet loads for its address form (demo-sites). */
  places?: number;
}

/** The ports of `npm start`: SHELL_PORT, GATEWAY_PORT and each remote's MFE_<NAME>_PORT, else the defaults. */
export declare function portalPorts(env?: Readonly<Record<string, string | undefined>>): PortalPorts;

/** Each remote's standalone development page: its Module Federation name, variable and default port. */
export declare const STANDALONE_DEV_PORTS: readonly {
  readonly name: string;
  readonly variable: string;
  readonly fallback: number;
}[];

/** The standalone development pages' ports in this environment. */
export declare function standaloneDevPorts(
  env?: Readonly<Record<string, string | undefined>>,
): { name: string; variable: string; port: number }[];

/** Whether nothing holds the port on either loopback address. */
export declare function portIsFree(port: number): Promise<boolean>;

/** Refuses a set of ports where one is taken twice or is in use, with one message naming each. */
export declare function assertPortsFree(
  wanted: readonly { port: number; label: string }[],
  hint: string,
): Promise<void>;

/** `count` different ports that the system says are free now. */
export declare function freePorts(count: number): Promise<number[]>;
