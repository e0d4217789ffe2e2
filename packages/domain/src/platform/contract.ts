// Release trains (ARCHITECTURE §7, decision 034): the contract between a host (the shell, the wallet's
// loader) and a remote is @portal/ui's mount and @portal/client's state API. Each remote's build writes the major it
// was built against into its mf-manifest.json (packages/build/src/federation.ts); a host refuses another major
// before it loads the remote's entry (packages/ui/src/mount/runtime-plugin.ts).

/**
 * The contract's major. Raise it when a change would break a remote built before it: an atom or a prop
 * renamed or given another shape, a shared entry removed, a lifecycle changed. Adding is not breaking.
 */
export const CONTRACT_MAJOR = 3;

/** What a remote's build says of itself in its manifest's `metaData.portal`. */
export interface RemoteBuild {
  /** The contract major it was built against. */
  contract: number;
  /** Its package's version (its CHANGELOG.md says what changed). */
  version: string;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * A remote's manifest's portal record, or null when it has none (a build from before release trains)
 * or a broken one. Checked by hand, not with valibot: this runs in the runtime plugin, in the first
 * script of every page, where each kilobyte counts.
 */
export function remoteBuildOf(manifest: unknown): RemoteBuild | null {
  const portal = field(field(manifest, 'metaData'), 'portal');
  const contract = field(portal, 'contract');
  const version = field(portal, 'version');
  if (typeof contract !== 'number' || !Number.isInteger(contract) || contract < 0) return null;
  if (typeof version !== 'string' || version.length === 0 || version.length > 64) return null;
  return { contract, version };
}

/** Thrown by a host's runtime before a remote of another contract is loaded; the shell shows its fallback region. */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';

  constructor(
    readonly remote: string,
    /** The remote's major, or null when its manifest declares none. */
    readonly found: number | null,
    readonly expected: number,
  ) {
    super(
      found === null
        ? `${remote} declares no contract in its manifest; this host runs contract ${expected}: not loaded`
        : `${remote} was built against contract ${found}; this host runs contract ${expected}: not loaded`,
    );
  }
}

/** A ContractMismatchError, also when the federation runtime has prefixed its message. */
export function isContractMismatch(error: unknown): error is ContractMismatchError {
  return error instanceof Error && error.name === 'ContractMismatchError';
}

/** The remote's build when its contract is the host's; a ContractMismatchError otherwise. */
export function checkContract(remote: string, manifest: unknown, expected: number = CONTRACT_MAJOR): RemoteBuild {
  const build = remoteBuildOf(manifest);
  if (!build || build.contract !== expected) throw new ContractMismatchError(remote, build?.contract ?? null, expected);
  return build;
}
