/**
 * What `work` rejected with, read so that a test can assert it exactly: `expect(work).rejects.toThrow(…)` passes a
 * rejection with `undefined` whatever it is given (vitest 4.1), and without an argument any rejection at all.
 */
export async function rejection(work: Promise<unknown>): Promise<Error> {
  const outcome = await work.then(
    (value: unknown) => ({ settled: 'resolved' as const, value }),
    (error: unknown) => ({ settled: 'rejected' as const, error }),
  );
  if (outcome.settled === 'resolved')
    throw new Error(`expected a rejection; it resolved to ${String(outcome.value)}`);
  if (!(outcome.error instanceof Error))
    throw new Error(`expected an Error; it rejected with ${String(outcome.error)}`);
  return outcome.error;
}
