// The types of typecheck.mjs, for its test; the scripts and the lint configuration use the JavaScript as it is.

export interface MergedProgram {
  /** The tsconfig.json files whose compiler options agree. */
  readonly configs: string[];
  /** Every file their programs hold. */
  readonly files: Set<string>;
  readonly allowJs: boolean;
}

export declare function workspaceConfigs(root?: string): string[];
export declare function planTypecheck(configs?: readonly string[]): { merged: MergedProgram; separate: string[] };
export declare function writeMergedConfig(merged: MergedProgram, file?: string): string;
export declare function lintProjects(): string[];
export declare function typecheck(
  run: (command: string, args: string[]) => Promise<number>,
  tsc: string,
): Promise<boolean>;
