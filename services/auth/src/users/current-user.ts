import { type CurrentUser, isLocale } from '@school/contracts';
import { allowedFunctionIds, HQ_MIN_ROLE, isRouteAllowedByFunctionIds, userFlags } from '@school/domain';
import { type UserRow } from './user-account.entity';

// The signed-in user of SPEC §3 with the final allowed function ids of SPEC §6. A user with an
// authority restriction keeps only the ids the restriction lets through.
export const toCurrentUser = (row: UserRow, menuIds: readonly string[]): CurrentUser => {
  const allowed = allowedFunctionIds(row.user_type_code, menuIds).filter((id) =>
    isRouteAllowedByFunctionIds(id, row.authority_function_ids),
  );
  return {
    id: row.user_no,
    user_id: row.user_id,
    user_no: row.user_no,
    user_type_code: row.user_type_code,
    student_no: row.student_no,
    teacher_no: row.teacher_no,
    user_named: row.user_named,
    locale_code: isLocale(row.locale_code) ? row.locale_code : 'ja',
    role_code: row.role_code,
    status: row.status,
    permissions: row.permissions,
    authority_function_ids: row.authority_function_ids,
    allowed_function_ids: allowed,
    center_nos: row.user_type_code >= HQ_MIN_ROLE ? null : row.center_nos,
    email: row.email,
    ...userFlags(row.user_type_code),
  };
};
