/**
 * Parts of the page loaded only when needed: each is a classic script beside the page
 * (`chunk-<name>.js`, built by scripts/build-playground.mjs) that sets one global,
 * `burracoChunk_<name>`, to its exports. A script tag, not `import()`, so that the page still works
 * opened from disk (file://).
 */

const loading = new Map<string, Promise<unknown>>();

/** The exports of chunk `name`, loaded once (a failed load is tried again next time). */
export function loadChunk<T>(name: string): Promise<T> {
  const cached = loading.get(name);
  if (cached !== undefined) return cached as Promise<T>;
  const promise = new Promise<T>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `chunk-${name}.js`;
    script.onload = () => {
      const value = (window as unknown as Record<string, T | undefined>)[`burracoChunk_${name}`];
      if (value === undefined) reject(new Error(`chunk ${name}: no exports`));
      else resolve(value);
    };
    script.onerror = () => {
      loading.delete(name);
      reject(new Error(`chunk ${name}: not loaded`));
    };
    document.head.append(script);
  });
  loading.set(name, promise);
  return promise;
}
