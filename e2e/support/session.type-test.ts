import type { CurrentUser, SubjectRecord } from '@school/contracts';
import type { ApiSession } from './session';

// The tests' client takes the registry's names, inputs and outputs like the shell's (STYLE 12); only
// callRaw sends what no shell would. Every line expected to be an error below must stay one.
// Type-checked by tsconfig.spec.json, never run.
export async function apiSessionEdges(s: ApiSession): Promise<void> {
  // @ts-expect-error: misspelt API name
  await s.call('M20101_getEdt', { center_no: 1 });
  // @ts-expect-error: wrong input field
  await s.call('M20101_getEdit', { centre_no: 1 });
  // @ts-expect-error: the answer is a center, not a subject
  const subject: SubjectRecord = (await s.call('M20101_getEdit', { center_no: 1 })).output;
  // @ts-expect-error: a center is not a file to download
  await s.download('M20101_getEdit', { center_no: 1 });
  // @ts-expect-error: callRaw answers what the wire carries, nothing typed
  const user: CurrentUser = (await s.callRaw('getCurrentUser', {})).output;

  void [subject, user];
}
