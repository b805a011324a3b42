// Japanese texts that SPEC §5 gives verbatim, keyed so the i18n catalogue can take them as they are.
// Placeholders are plain {name} (no ICU); fill them with fillMessage.
export const MESSAGES_JA = {
  'names.code.required': 'コードは必須です。',
  'names.code.max': 'コードは10文字以内で入力してください',
  'names.code.alphaNum': 'コードは英数字で入力してください',
  'names.code.duplicate': '重複したコードが存在します。',
  'validation.max_digits': '{n}桁以内にしてください',
  'validation.min_digits': '{n}桁以上にしてください',
  'support.title.required': 'タイトルは必須です',
  'support.content.required': 'コンテンツは必須です',
  'support.title.max': 'タイトルは500文字以内で入力してください',
  'common.saved': '保存しました',
  'assignment.outsideEditablePeriod': '編集可能な期間外です。',
  'assignment.excludedTeacher': 'NG講師のため割り当てできません。',
  'assignment.ninetyMinutes': '90分授業のため割り当てできません。',
  'assignment.genderMismatch': '講師性別希望が一致しません。',
  'assignment.teacherTypeMismatch': '講師タイプが一致しません。',
  'assignment.subjectMismatch': '指導科目が一致しません。',
  'assignment.wrongPassword': 'パスワードが間違っています',
  'assignment.confirm': 'このまま割り当てしてもよろしいですか？',
  'form.invalid': '入力内容にエラーがあります。修正してください。',
  'confirm.unsavedChanges': '変更内容が保存されていません。移動しますか？',
  'confirm.delete': '本当に削除しますか？',
  'debug.invalidJson': 'Invalid JSON format',
} as const;

export type JaMessageKey = keyof typeof MESSAGES_JA;

export function isJaMessageKey(key: string): key is JaMessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES_JA, key);
}

// '{n}桁以内にしてください' + { n: 4 } → '4桁以内にしてください'; unknown placeholders stay visible.
export function fillMessage(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
