/**
 * ajv's options for the validators of the simulator's contract and of the fake GitHub's description, beside their
 * own: a `$ref`d schema is compiled once into a function its users call rather than copied into each (GitHub's user
 * and repository schemas are in most of its answers), and the generated code is left as it comes (ajv's optimizing
 * pass took a third of the time). What passes, and the errors of what does not, are the same.
 */
export const AJV_LIGHT = { inlineRefs: false, code: { optimize: false } } as const;
