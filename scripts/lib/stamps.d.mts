// The types of stamps.mjs, for its test.
export declare function fingerprint(paths: readonly string[], options?: { ignoreTests?: boolean }): string;
export declare function readStamp(file: string): string | null;
export declare function writeStamp(file: string, value: string): void;
