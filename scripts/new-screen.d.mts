// The types of new-screen.mjs, for its test.
export interface NewScreen {
  remote: string;
  id: string;
  path: string;
  feature: string;
}
export declare function fill(text: string, values: Readonly<Record<string, string>>): string;
export declare function registryRow(input: NewScreen): string;
export declare function addRegistryRow(registry: string, input: NewScreen): string;
