/** `signal` that also aborts after `timeoutMs`: every request has a signal and a timeout. */
export function requestSignal(signal: AbortSignal, timeoutMs: number): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
}

/** POSTs JSON and returns the answer's JSON; rejects on a network failure, a non-2xx status or a non-JSON body. */
export async function postJson(url: string, body: unknown, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`the blog call answered ${response.status}`);
  return response.json();
}
