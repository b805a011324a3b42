import type { CurrentUser, SubjectRecord } from '@school/contracts';
import type { ApiClient } from './api-client';

// The browser client's edges take the registry's names, inputs and outputs (STYLE 12): every line
// expected to be an error below must stay one. Type-checked by tsconfig.spec.json, never run.
export async function apiClientEdges(client: ApiClient): Promise<void> {
  // @ts-expect-error: misspelt API name
  await client.call('M20101_getEdt', { center_no: 1 });
  // @ts-expect-error: wrong input field
  await client.call('M20101_getEdit', { centre_no: 1 });
  // @ts-expect-error: the answer is a center, not a subject
  const subject: SubjectRecord = await client.call('M20101_getEdit', { center_no: 1 });

  // @ts-expect-error: misspelt API name
  await client.get('Address_getState', { o0101_id: 1 });
  // @ts-expect-error: wrong input field
  await client.get('Address_getStates', { o0102_id: 1 });
  // @ts-expect-error: the answer is a list of states
  const state: CurrentUser = await client.get('Address_getStates', { o0101_id: 1 });

  // @ts-expect-error: misspelt API name
  client.download('Job_getFil', { fileKey: 'k' });
  // @ts-expect-error: wrong input field
  client.download('Job_getFile', { file_key: 'k' });
  // @ts-expect-error: a center is not a file to download
  client.download('M20101_getEdit', { center_no: 1 });

  // @ts-expect-error: misspelt API name
  await client.batch([{ api: 'getCurrentUsr', input: {} }]);
  // @ts-expect-error: wrong input field
  await client.batch([{ api: 'Address_getStates', input: { o0102_id: 1 } }]);
  // @ts-expect-error: the second answer is the menu, not a user
  const [, user]: [CurrentUser | null, CurrentUser] = await client.batch([
    { api: 'getCurrentUser', input: {} },
    { api: 'T0012AuthorityService.getMenu', input: {} },
  ]);

  // @ts-expect-error: the generic pages' path still names a registered API
  await client.callAssembled<SubjectRecord>('M20401_getEdt', {});
  // @ts-expect-error: and reads its answer only as what the API answers
  await client.callAssembled<SubjectRecord>('M20101_getEdit', {});

  void [subject, state, user];
}
