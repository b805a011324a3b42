import { isApiError, useApi } from '@school/ui';
import { useEffect, useState, type DependencyList } from 'react';

type Api = ReturnType<typeof useApi>;

// A screen's read through the API: on mount, whenever one of keys changes and on reload(). data is
// null until the first answer (with clear, again while each later read runs; without, the last
// answer stays on screen); failed: the last read failed (an aborted call is no failure).
export function useRead<T>(
  read: (api: Api) => Promise<T>,
  keys: DependencyList,
  o: { clear?: boolean } = {},
): { data: T | null; failed: boolean; reload: () => void } {
  const api = useApi();
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    if (o.clear) setData(null);
    read(api)
      .then((out) => live && setData(out))
      .catch((e: unknown) => {
        if (!live || (isApiError(e) && e.aborted)) return;
        setFailed(true);
      });
    return () => {
      live = false;
    };
    // read is a new function on every render: the keys say when it reads something else
  }, [api, reloads, ...keys]);

  return { data, failed, reload: () => setReloads((n) => n + 1) };
}
