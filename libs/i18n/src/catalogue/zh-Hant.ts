import { type Catalogue } from './ja';
import { webValidationZhHant, webZhHant } from './web.zh-Hant';
import { m21101ZhHant } from './masters/m21101.zh-Hant';
import { m21201ZhHant } from './masters/m21201.zh-Hant';
import { m00101ZhHant } from './masters/m00101.zh-Hant';
import { m20101ZhHant } from './masters/m20101.zh-Hant';
import { m20201ZhHant } from './masters/m20201.zh-Hant';
import { csvExportZhHant } from './csv-export.zh-Hant';
import { m20901ZhHant } from './masters/m20901.zh-Hant';
import { m21001ZhHant } from './masters/m21001.zh-Hant';
import { m20601ZhHant } from './masters/m20601.zh-Hant';
import { m20701ZhHant } from './masters/m20701.zh-Hant';
import { m20801ZhHant } from './masters/m20801.zh-Hant';
import { m20301ZhHant } from './masters/m20301.zh-Hant';
import { m20401ZhHant } from './masters/m20401.zh-Hant';
import { m00501ZhHant } from './masters/m00501.zh-Hant';
import { c10101ZhHant } from './teachers/c10101.zh-Hant';
import { c10201ZhHant } from './teachers/c10201.zh-Hant';
import { c11101ZhHant } from './teachers/c11101.zh-Hant';
import { c20101ZhHant } from './students/c20101.zh-Hant';
import { c20301ZhHant } from './students/c20301.zh-Hant';
import { c30201ZhHant } from './entries/c30201.zh-Hant';
import { c30101ZhHant } from './entries/c30101.zh-Hant';
import { c00102ZhHant } from './alerts/c00102.zh-Hant';
import { c20201ZhHant } from './students/c20201.zh-Hant';
import { c40101ZhHant } from './board/c40101.zh-Hant';
import { c40201ZhHant } from './board/c40201.zh-Hant';
import { c40401ZhHant } from './board/c40401.zh-Hant';
import { schedulingZhHant } from './scheduling/scheduling.zh-Hant';
import { reportApiZhHant } from './reports/report-api.zh-Hant';
import { reportScreensZhHant } from './reports/report-screens.zh-Hant';
import { chatZhHant } from './chat/chat.zh-Hant';

export const zhHant: Catalogue = {
  error: {
    rateLimited: '請求次數過多，請稍後再試。',
    csrf: '請求來自不允許的頁面。',
    validation: '輸入內容有錯誤，請修正。',
    input: '輸入錯誤',
    notLoggedIn: '登入逾時，請重新登入。',
    forbidden: '您沒有執行此操作的權限。',
    notFound: '找不到頁面。',
    timeout: '{service} 服務未能及時回應。',
    serviceUnavailable: '{service} 服務目前無法使用，請稍後再試。',
    server: '發生未預期的錯誤（查詢編號：{correlationId}）',
    unknownApi: 'API「{api}」尚未註冊。',
    malformedJson: '無法讀取請求的 JSON。',
    invalidBatch: '請求格式不正確：{detail}',
    unsupportedMediaType: 'Content-Type 不正確（請以 {expected} 傳送）。',
    payloadTooLarge: '請求過大（上限 {limit}）。',
    fileType: '無法上傳 {name}：不接受此檔案類型，或檔名與內容的類型不一致。',
    batchFailed: '部分處理失敗。',
    badRequest: '請求不正確：{detail}',
  },
  auth: {
    required: '此欄位為必填',
    tooLong: '請輸入{n}個字元以內',
    emailInvalid: '電子郵件地址格式不正確',
    passwordRule: '密碼長度須為{min}至{max}個字元',
    passwordMismatch: '兩次輸入的密碼不一致',
    localeInvalid: '語言設定不正確',
    invalidCredentials: '使用者ID或密碼不正確。',
    accountPending: '電子郵件地址尚未確認，請開啟郵件中的連結。',
    accountStopped: '此帳號無法使用。',
    linkInvalid: '此連結無效或已過期。',
    emailInUse: '此電子郵件地址已被其他帳號使用。',
    currentPasswordWrong: '密碼錯誤',
    socialBindExpired: '社群帳號連結的受理時間已過，請重新使用社群帳號登入。',
    socialBindRefused: '此社群帳號無法連結到此帳號。',
  },
  mail: {
    login: {
      subject: '登入連結通知',
      body: '{name} 您好：\n\n請由下方連結登入（15分鐘內有效，僅限使用一次）。\n{link}\n\n如非本人操作，請忽略此郵件。',
    },
    register: {
      subject: '請確認您的電子郵件地址',
      body: '{name} 您好：\n\n感謝您的註冊。請開啟下方連結完成電子郵件地址確認。\n{link}\n\n如非本人操作，請忽略此郵件。',
    },
    registerExisting: {
      subject: '關於您的註冊',
      body: '{name} 您好：\n\n此電子郵件地址已註冊。請直接登入，若忘記密碼請重新設定。\n{link}',
    },
    bind: {
      subject: '電子郵件地址登錄確認',
      body: '{name} 您好：\n\n開啟下方連結後，此電子郵件地址將登錄至您的帳號。\n{link}\n\n如非本人操作，請忽略此郵件。',
    },
    reset: {
      subject: '密碼重設說明',
      body: '{name} 您好：\n\n請由下方連結設定新密碼（60分鐘內有效，僅限使用一次）。\n{link}\n\n如非本人操作，請忽略此郵件。',
    },
  },
  masters: {
    ...m20101ZhHant,
    ...m21101ZhHant,
    ...m21201ZhHant,
    ...m00101ZhHant,
    ...m20201ZhHant,
    ...m20901ZhHant,
    ...m21001ZhHant,
    m20601: m20601ZhHant,
    m20701: m20701ZhHant,
    m20801: m20801ZhHant,
    ...m20301ZhHant,
    ...m20401ZhHant,
    ...m00501ZhHant,
    ...c10101ZhHant,
    ...c10201ZhHant,
    ...c11101ZhHant,
    ...c20101ZhHant,
    ...c20301ZhHant,
    ...c30201ZhHant,
    ...c30101ZhHant,
    ...c20201ZhHant,
    center: {
      groupInvalid: '請選擇正確的中心群組',
      inUse: '此中心仍有教室或所屬中心，無法刪除。',
      usedByLessons: '此中心有 {lessons} 筆課程，無法刪除。',
    },
  },
  alerts: c00102ZhHant,
  MSG_0001: '資料已在其他終端更新，請重新載入頁面。',
  // the board's save answers (C40101_updateSchedule, SPEC §8) and the shift screens (C10201_doUpdateSchedule)
  MSG_1001: '已更新。',
  // a master record deleted (SPEC §8)
  MSG_1002: '已刪除。',
  MSG_1003: '課程重疊，無法更新排程。',
  MSG_1004: '講師的班表已無法使用，無法更新排程。',
  MSG_1005: '要重設{date}的自動排課嗎？',
  MSG_1006: '要解除{date}的所有排課嗎？',
  MSG_1007: '自動排課已完成，請按重新整理。',
  MSG_1008: '解除排課已完成。',
  MSG_1009: '排課處理時發生錯誤：{reason}',
  board: { ...c40101ZhHant, ...c40201ZhHant, ...c40401ZhHant },
  scheduling: schedulingZhHant,
  reports: { ...reportApiZhHant, ...reportScreensZhHant },
  chat: chatZhHant,
  validation: {
    integer: '請輸入整數',
    config_key: '設定鍵不正確',
    ...webValidationZhHant,
  },
  ...webZhHant,
  ...csvExportZhHant,
};
