/**
 * The doubles' validators (test/helpers/lazy-validator.ts): a schema's place is checked at once, the schema compiled
 * only when first called (as made, in the projects that run the bundle) and once, and a call answers as ajv's
 * validator does, its reasons in `errors`.
 */
import { Ajv } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { atPointer, EAGER_VALIDATORS_ENV, lazyValidator } from './lazy-validator.ts';

const DOC = {
  paths: {
    '/runs/{id}': { get: { schema: { type: 'object', required: ['state'] } } },
    'a~b': { schema: { type: 'integer' } },
  },
};

function ajvWith() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(DOC, 'doc');
  return { ajv, getSchema: vi.spyOn(ajv, 'getSchema') };
}

describe('atPointer', () => {
  it('reads a JSON pointer, ~1 as / and ~0 as ~; undefined where nothing is', () => {
    expect(atPointer(DOC, 'paths/~1runs~1{id}/get/schema')).toBe(DOC.paths['/runs/{id}'].get.schema);
    expect(atPointer(DOC, 'paths/a~0b/schema')).toEqual({ type: 'integer' });
    expect(atPointer(DOC, 'paths/~1runs/get')).toBeUndefined();
    expect(atPointer(DOC, 'paths/a~0b/schema/type/length')).toBeUndefined();
  });
});

describe('lazyValidator', () => {
  it('refuses a place with no schema as it is made', () => {
    const { ajv } = ajvWith();
    expect(() => lazyValidator(ajv, 'doc', DOC, 'paths/~1runs/get/schema')).toThrow(
      'no schema at paths/~1runs/get/schema',
    );
  });

  it('compiles when first called, once, and answers as ajv does', () => {
    const { ajv, getSchema } = ajvWith();
    const validate = lazyValidator(ajv, 'doc', DOC, 'paths/~1runs~1{id}/get/schema');
    expect(getSchema).not.toHaveBeenCalled();
    expect(validate({ state: 'QUEUED' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({})).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual(["must have required property 'state'"]);
    // The reasons are the last call's.
    expect(validate({ state: 'SUCCEEDED' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(getSchema.mock.calls).toEqual([['doc#/paths/~1runs~1{id}/get/schema']]);
  });

  it(`with ${EAGER_VALIDATORS_ENV}=1, compiles as it is made, and not again`, () => {
    vi.stubEnv(EAGER_VALIDATORS_ENV, '1');
    try {
      const { ajv, getSchema } = ajvWith();
      const validate = lazyValidator(ajv, 'doc', DOC, 'paths/a~0b/schema');
      expect(getSchema.mock.calls).toEqual([['doc#/paths/a~0b/schema']]);
      expect(validate(3)).toBe(true);
      expect(validate('3')).toBe(false);
      expect(validate.errors?.map((e) => e.message)).toEqual(['must be integer']);
      expect(getSchema).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
