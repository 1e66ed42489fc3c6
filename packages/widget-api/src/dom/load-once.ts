/**
 * Wraps `load` so that every call shares one promise: a library, a chunk or an answer is fetched once however
 * many callers ask. A load that fails (rejects or throws) is forgotten, so the next call tries again: the
 * visitor may be back online, or the missing piece may have arrived. The arguments of the call that starts a
 * load reach `load` (to name the caller in its errors, say); calls that share it pass theirs in vain.
 */
export function loadOnce<Value, Args extends unknown[] = []>(
  load: (...args: Args) => Promise<Value>,
): (...args: Args) => Promise<Value> {
  let pending: Promise<Value> | undefined;
  return (...args) => {
    if (pending) return pending;
    let current: Promise<Value>;
    try {
      current = load(...args);
    } catch (error) {
      return Promise.reject(error);
    }
    pending = current;
    current.catch(() => {
      if (pending === current) pending = undefined;
    });
    return current;
  };
}

/** `loadOnce` for each key: one shared load per key (a module URL, a collection name), forgotten on failure. */
export function loadOncePerKey<Key, Value>(load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const byKey = new Map<Key, (key: Key) => Promise<Value>>();
  return (key) => {
    let once = byKey.get(key);
    if (!once) {
      once = loadOnce(load);
      byKey.set(key, once);
    }
    return once(key);
  };
}
