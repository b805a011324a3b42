// Japanese is the reference catalogue: every other locale must have exactly these keys.
// Texts quoted by SPEC are verbatim.
import { webJa, webValidationJa } from './web.ja';
import { m21101Ja } from './masters/m21101.ja';
import { m21201Ja } from './masters/m21201.ja';
import { m00101Ja } from './masters/m00101.ja';
import { m20101Ja } from './masters/m20101.ja';
import { m20201Ja } from './masters/m20201.ja';
import { csvExportJa } from './csv-export.ja';
import { m20901Ja } from './masters/m20901.ja';
import { m21001Ja } from './masters/m21001.ja';
import { m20601Ja } from './masters/m20601.ja';
import { m20701Ja } from './masters/m20701.ja';
import { m20801Ja } from './masters/m20801.ja';
import { m20301Ja } from './masters/m20301.ja';
import { m20401Ja } from './masters/m20401.ja';
import { m00501Ja } from './masters/m00501.ja';
import { c10101Ja } from './teachers/c10101.ja';
import { c10201Ja } from './teachers/c10201.ja';
import { c11101Ja } from './teachers/c11101.ja';
import { c20101Ja } from './students/c20101.ja';
import { c20301Ja } from './students/c20301.ja';
import { c30201Ja } from './entries/c30201.ja';
import { c30101Ja } from './entries/c30101.ja';
import { c00102Ja } from './alerts/c00102.ja';
import { c20201Ja } from './students/c20201.ja';
import { c40101Ja } from './board/c40101.ja';
import { c40201Ja } from './board/c40201.ja';
import { c40401Ja } from './board/c40401.ja';
import { schedulingJa } from './scheduling/scheduling.ja';
import { reportApiJa } from './reports/report-api.ja';
import { reportScreensJa } from './reports/report-screens.ja';
import { chatJa } from './chat/chat.ja';

export const ja = {
  error: {
    rateLimited: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
    csrf: '許可されていない画面からのリクエストです。',
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
    fileType: '{name} はアップロードできない形式のファイルです（ファイル名と内容の形式が一致しません）。',
    batchFailed: '一部の処理に失敗しました。',
    badRequest: 'リクエストが正しくありません: {detail}',
  },
  auth: {
    required: '必須項目です',
    tooLong: '{n}文字以内で入力してください',
    emailInvalid: 'メールアドレスの形式が正しくありません',
    passwordRule: 'パスワードは{min}文字以上{max}文字以内で入力してください',
    passwordMismatch: 'パスワードが一致しません',
    localeInvalid: '言語の指定が正しくありません',
    invalidCredentials: 'ユーザーIDまたはパスワードが正しくありません。',
    accountPending: 'メールアドレスの確認が完了していません。届いたメールのリンクを開いてください。',
    accountStopped: 'このアカウントは利用できません。',
    linkInvalid: 'このリンクは無効か、有効期限が切れています。',
    emailInUse: 'このメールアドレスは他のアカウントで使われています。',
    currentPasswordWrong: 'パスワードが間違っています',
    socialBindExpired: 'ソーシャルアカウント連携の受付時間が過ぎました。もう一度ソーシャルログインからやり直してください。',
    socialBindRefused: 'このソーシャルアカウントはこのアカウントに連携できません。',
  },
  mail: {
    login: {
      subject: 'ログイン用リンクのお知らせ',
      body: '{name} 様\n\n下記のリンクからログインしてください（有効期限は15分、1回限り有効です）。\n{link}\n\nお心当たりのない場合は、このメールを破棄してください。',
    },
    register: {
      subject: 'メールアドレスの確認',
      body: '{name} 様\n\nご登録ありがとうございます。下記のリンクを開いてメールアドレスの確認を完了してください。\n{link}\n\nお心当たりのない場合は、このメールを破棄してください。',
    },
    registerExisting: {
      subject: 'ご登録について',
      body: '{name} 様\n\nこのメールアドレスは既に登録されています。ログイン画面からログインするか、パスワードをお忘れの場合は再設定してください。\n{link}',
    },
    bind: {
      subject: 'メールアドレス登録の確認',
      body: '{name} 様\n\n下記のリンクを開くと、このメールアドレスがアカウントに登録されます。\n{link}\n\nお心当たりのない場合は、このメールを破棄してください。',
    },
    reset: {
      subject: 'パスワード再設定のご案内',
      body: '{name} 様\n\n下記のリンクから新しいパスワードを設定してください（有効期限は60分、1回限り有効です）。\n{link}\n\nお心当たりのない場合は、このメールを破棄してください。',
    },
  },
  masters: {
    ...m20101Ja,
    ...m21101Ja,
    ...m21201Ja,
    ...m00101Ja,
    ...m20201Ja,
    ...m20901Ja,
    ...m21001Ja,
    m20601: m20601Ja,
    m20701: m20701Ja,
    m20801: m20801Ja,
    ...m20301Ja,
    ...m20401Ja,
    ...m00501Ja,
    ...c10101Ja,
    ...c10201Ja,
    ...c11101Ja,
    ...c20101Ja,
    ...c20301Ja,
    ...c30201Ja,
    ...c30101Ja,
    ...c20201Ja,
    center: {
      groupInvalid: 'センターグループを正しく選択してください',
      inUse: 'このセンターには教室または所属センターがあるため削除できません。',
      usedByLessons: 'このセンターの授業（{lessons}件）があるため削除できません。',
    },
  },
  alerts: c00102Ja,
  MSG_0001: '他の端末でデータが更新されました。画面を再読み込みしてください。',
  // the board's save answers (C40101_updateSchedule, SPEC §8) and the shift screens (C10201_doUpdateSchedule)
  MSG_1001: '更新しました。',
  // a master record deleted (SPEC §8)
  MSG_1002: '削除しました。',
  MSG_1003: '授業が重複しているため、スケジュールを更新できません。',
  MSG_1004: '講師のシフトが利用できなくなったため、スケジュールを更新できません。',
  // the board's day and automatic-assignment notices (SPEC §8; the spec gives only their meaning)
  MSG_1005: '{date}の自動割り当てをリセットします。よろしいですか？',
  MSG_1006: '{date}のすべての割り当てを解除します。よろしいですか？',
  MSG_1007: '自動割り当てが終了しました。更新ボタンを押してください。',
  MSG_1008: '割り当ての解除が終了しました。',
  MSG_1009: '割り当て処理中にエラーが発生しました。{reason}',
  board: { ...c40101Ja, ...c40201Ja, ...c40401Ja },
  scheduling: schedulingJa,
  reports: { ...reportApiJa, ...reportScreensJa },
  chat: chatJa,
  validation: {
    integer: '整数で入力してください',
    config_key: '設定キーが正しくありません',
    ...webValidationJa,
  },
  ...webJa,
  ...csvExportJa,
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof ja>;

// Every text's dotted key ('error.rateLimited', 'masters.m20101.…'): what a server error or a field
// message names, so a misspelt key does not compile.
type KeysOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}` }[keyof T & string];
export type MessageKey = KeysOf<typeof ja>;
