import { isApiError } from '../api/api-error';
import { useApi } from './ServicesContext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../hooks/useNotices';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: T };

// A view screen's read, once per mounted page: a failure is the screen's to show (failedKey, e.g. SPEC
// §8 help fetch failure), but a lost session still goes through the client's catalogue (logout). A load
// that gives null has nothing to read yet (what it reads by is still coming): the screen stays loading.
export function useScreenLoad<T>(load: () => Promise<T> | null, deps: readonly unknown[], failedKey: string): Loaded<T> {
  const api = useApi();
  const { message } = useNotices();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    // still loading: no render for it
    setLoaded((now) => (now.state === 'loading' ? now : { state: 'loading' }));
    const reading = load();
    if (!reading) return;
    reading
      .then((data) => live && setLoaded({ state: 'loaded', data }))
      .catch((e: unknown) => {
        if (!live || (isApiError(e) && e.aborted)) return;
        if (isApiError(e) && (e.status === 401 || e.status === 403)) api.report(e);
        else void message.error(t(failedKey));
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, deps);
  return loaded;
}
