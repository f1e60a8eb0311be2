/**
 * An ajv validator of a schema in a document, compiled the first time it is called: the simulator and the fake GitHub
 * hold one for every parameter, body and answer of their descriptions, and a process uses a few of them (compiling
 * all of the service's contract took some 1.2 s of processor time, in every process that started a simulator).
 * Whether the schema is there is checked at once: a wrong path is the double's mistake, found as it starts.
 *
 * Where EAGER_VALIDATORS_ENV is `1` (the end-to-end and drift projects, vitest.config.ts) each is compiled as it is
 * made, as the doubles start: there a step races the simulator's clock, and a request that compiled its validators
 * would answer tens of milliseconds late, once per worker. Their workers are long-lived: they compile once.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';

/** The variable that has the validators compiled as they are made. */
export const EAGER_VALIDATORS_ENV = 'TEST_EAGER_VALIDATORS';

/** What the doubles call: true when the value is valid, else false with the reasons in `errors`. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The value a JSON pointer (without its leading `#/`) names in a document, undefined when there is none. */
export function atPointer(doc: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      doc,
    );
}

/** The validator of the schema at `pointer` in the document ajv knows as `id` (and the caller holds as `doc`). */
export function lazyValidator(
  ajv: { getSchema(ref: string): ValidateFunction | undefined },
  id: string,
  doc: unknown,
  pointer: string,
): Validator {
  if (atPointer(doc, pointer) === undefined) throw new Error(`no schema at ${pointer}`);
  let compiled = process.env[EAGER_VALIDATORS_ENV] === '1' ? ajv.getSchema(`${id}#/${pointer}`) : undefined;
  const validate: Validator = (data) => {
    compiled ??= ajv.getSchema(`${id}#/${pointer}`);
    if (!compiled) throw new Error(`no schema at ${pointer}`);
    const valid = compiled(data) as boolean;
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}
