import type { StudentBrowseInit } from '@school/contracts';
import { useApi } from '@school/ui';
import { useEffect, useState } from 'react';

const EMPTY: StudentBrowseInit = { centers: [], subjects: [], teachers: [] };

// C20101_doBrowse_init: the caller's centers, the subjects and the teachers who may be named NG.
export function useStudentInit(): StudentBrowseInit {
  const api = useApi();
  const [init, setInit] = useState<StudentBrowseInit>(EMPTY);
  useEffect(() => {
    let live = true;
    api
      .call('C20101_doBrowse_init', {}, { silent: true })
      .then((answer) => live && setInit(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return init;
}
