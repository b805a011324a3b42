import { MasterEditPage } from './MasterEditPage';

// A master screen's Add/Edit page calls the APIs it names, with their keys (STYLE 12): every prop
// expected to be an error below must stay one. Type-checked by tsconfig.spec.json, never rendered.
const page = { routeParam: 'center_id', schema: {}, blank: {}, children: () => null };

export const masterEditPageEdges = [
  <MasterEditPage
    {...page}
    screen="M20101"
    // @ts-expect-error: misspelt API name
    apis={{ getEdit: 'M20101_getEdt', doAdd: 'M20101_doAdd', doEdit: 'M20101_doEdit', doDelete: 'M20101_doDelete' }}
    keyField="center_no"
  />,
  <MasterEditPage
    {...page}
    screen="M20101"
    apis={{ getEdit: 'M20101_getEdit', doAdd: 'M20101_doAdd', doEdit: 'M20101_doEdit', doDelete: 'M20101_doDelete' }}
    // @ts-expect-error: the center's input has no such field
    keyField="centre_no"
  />,
  <MasterEditPage
    {...page}
    screen="M20101"
    // @ts-expect-error: a list is not a row to edit
    apis={{ getEdit: 'M20101_doBrowse', doAdd: 'M20101_doAdd', doEdit: 'M20101_doEdit', doDelete: 'M20101_doDelete' }}
    keyField="center_no"
  />,
  <MasterEditPage
    {...page}
    screen="M20101"
    // @ts-expect-error: adding a subject does not answer the center the page edits
    apis={{ getEdit: 'M20101_getEdit', doAdd: 'M20401_doAdd', doEdit: 'M20101_doEdit', doDelete: 'M20101_doDelete' }}
    keyField="center_no"
  />,
  <MasterEditPage
    {...page}
    screen="M20301"
    apis={{ getEdit: 'M20301_getEdit', doAdd: 'M20301_doAdd', doEdit: 'M20301_doEdit', doDelete: 'M20301_doDelete' }}
    keyField="course_no"
    // @ts-expect-error: M20301's children are M1005 and M1010
    scope={{ _course_type: 'M9999' }}
  />,
  <MasterEditPage
    {...page}
    screen="M20301"
    apis={{ getEdit: 'M20301_getEdit', doAdd: 'M20301_doAdd', doEdit: 'M20301_doEdit', doDelete: 'M20301_doDelete' }}
    keyField="course_no"
    scope={{ _course_type: 'M1010' }}
  />,
];
