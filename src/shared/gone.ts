/** What GitHub's answer to a request for one thing says of that thing. */

/** Whether a failed request's error says the thing asked about is gone (404 or 410: deleted since). */
export function gone(err: unknown): boolean {
  const status = (err as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 410;
}
