/** `signal` that also aborts after `timeoutMs`: every request has a signal and a timeout. */
export function requestSignal(signal: AbortSignal, timeoutMs: number): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
}

/** The answer's JSON; rejects on a non-2xx status (naming `what` answered it) or a non-JSON body. */
export function answerJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return response.json();
}

/** POSTs JSON and returns the answer's JSON; rejects on a network failure, a non-2xx status or a non-JSON body. */
export async function postJson(url: string, body: unknown, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return answerJson(response, 'the blog call');
}
