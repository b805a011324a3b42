import { fillMessage, isJaMessageKey, MESSAGES_JA } from './messages.ja';

describe('verbatim Japanese messages', () => {
  it('holds the texts of SPEC §5 exactly', () => {
    expect(MESSAGES_JA['names.code.required']).toBe('コードは必須です。');
    expect(MESSAGES_JA['names.code.max']).toBe('コードは10文字以内で入力してください');
    expect(MESSAGES_JA['names.code.alphaNum']).toBe('コードは英数字で入力してください');
    expect(MESSAGES_JA['names.code.duplicate']).toBe('重複したコードが存在します。');
    expect(MESSAGES_JA['validation.max_digits']).toBe('{n}桁以内にしてください');
    expect(MESSAGES_JA['validation.min_digits']).toBe('{n}桁以上にしてください');
    expect(MESSAGES_JA['support.title.required']).toBe('タイトルは必須です');
    expect(MESSAGES_JA['support.content.required']).toBe('コンテンツは必須です');
    expect(MESSAGES_JA['support.title.max']).toBe('タイトルは500文字以内で入力してください');
    expect(MESSAGES_JA['assignment.outsideEditablePeriod']).toBe('編集可能な期間外です。');
    expect(MESSAGES_JA['assignment.excludedTeacher']).toBe('NG講師のため割り当てできません。');
    expect(MESSAGES_JA['assignment.ninetyMinutes']).toBe('90分授業のため割り当てできません。');
    expect(MESSAGES_JA['assignment.genderMismatch']).toBe('講師性別希望が一致しません。');
    expect(MESSAGES_JA['assignment.teacherTypeMismatch']).toBe('講師タイプが一致しません。');
    expect(MESSAGES_JA['assignment.subjectMismatch']).toBe('指導科目が一致しません。');
    expect(MESSAGES_JA['assignment.wrongPassword']).toBe('パスワードが間違っています');
    expect(MESSAGES_JA['assignment.confirm']).toBe('このまま割り当てしてもよろしいですか？');
    expect(MESSAGES_JA['form.invalid']).toBe('入力内容にエラーがあります。修正してください。');
    expect(MESSAGES_JA['confirm.unsavedChanges']).toBe('変更内容が保存されていません。移動しますか？');
    expect(MESSAGES_JA['confirm.delete']).toBe('本当に削除しますか？');
  });

  it('fills {n}-style placeholders', () => {
    expect(fillMessage(MESSAGES_JA['validation.max_digits'], { n: 4 })).toBe('4桁以内にしてください');
    expect(fillMessage(MESSAGES_JA['validation.min_digits'], { n: 10 })).toBe('10桁以上にしてください');
    expect(fillMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('tells known keys apart', () => {
    expect(isJaMessageKey('confirm.delete')).toBe(true);
    expect(isJaMessageKey('toString')).toBe(false);
  });
});
