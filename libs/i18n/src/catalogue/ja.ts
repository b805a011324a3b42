// Japanese is the reference catalogue: every other locale must have exactly these keys.
// Texts quoted by SPEC are verbatim.
export const ja = {
  error: {
    validation: '入力内容にエラーがあります。修正してください。',
    input: '入力エラー',
    notLoggedIn: 'セッションが切れました。再度ログインしてください',
    forbidden: 'この操作を行う権限がありません。',
    notFound: 'ページが見つかりません。',
    timeout: '{service} サービスが時間内に応答しませんでした。',
    serviceUnavailable: '{service} サービスは現在利用できません。しばらくしてから再度お試しください。',
    server: '予期しないエラーが発生しました（問い合わせ番号: {correlationId}）',
    unknownApi: 'API「{api}」は登録されていません。',
    malformedJson: 'リクエストの JSON を読み取れません。',
    invalidBatch: 'リクエストの形式が正しくありません: {detail}',
    unsupportedMediaType: 'Content-Type が正しくありません（{expected} で送信してください）。',
    payloadTooLarge: 'リクエストが大きすぎます（上限 {limit}）。',
    batchFailed: '一部の処理に失敗しました。',
    badRequest: 'リクエストが正しくありません: {detail}',
  },
  MSG_0001: '他の端末でデータが更新されました。画面を再読み込みしてください。',
  validation: {
    integer: '整数で入力してください',
    config_key: '設定キーが正しくありません',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof ja>;
