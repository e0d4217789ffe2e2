// Every schema @portal/domain/schemas exports is the gateway's contract: whatever a body holds, judging it
// never throws, and a response of the wrong shape reaches the caller only as ApiError VMCP_001 (§8).
import fc from 'fast-check';
import * as v from 'valibot';
import * as schemas from '@portal/domain/schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/domain/errors';
import { parseResponse } from './boundary';

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema' && '~run' in value;

const SCHEMAS = Object.entries(schemas).flatMap(([name, value]): [string, v.GenericSchema][] =>
  isSchema(value) ? [[name, value]] : [],
);

describe('§8 the exported schemas, for any value', () => {
  it('every exported schema is found (the table below is not empty by accident)', () => {
    expect(SCHEMAS.length).toBeGreaterThanOrEqual(40);
    expect(SCHEMAS.map(([name]) => name).every((name) => name.endsWith('Schema'))).toBe(true);
  });

  it.each(SCHEMAS)(
    '%s judges any value without throwing, and parseResponse turns a refusal into ApiError VMCP_001',
    (_name, schema) => {
      fc.assert(
        fc.property(
          fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withSet: true }),
          (value) => {
            const result = v.safeParse(schema, value);
            let thrown: unknown = null;
            try {
              parseResponse(schema, value, 200);
            } catch (error) {
              thrown = error;
            }
            expect(thrown === null).toBe(result.success);
            if (thrown !== null) {
              expect(thrown).toBeInstanceOf(ApiError);
              expect(thrown).toMatchObject({ code: 'VMCP_001', status: 200 });
            }
          },
        ),
        { numRuns: 1000 },
      );
    },
  );
});
