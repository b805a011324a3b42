import { type Catalogue } from './ja';

export const zhHant: Catalogue = {
  error: {
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
    batchFailed: '部分處理失敗。',
    badRequest: '請求不正確：{detail}',
  },
  MSG_0001: '資料已在其他終端更新，請重新載入頁面。',
  validation: {
    integer: '請輸入整數',
    config_key: '設定鍵不正確',
  },
};
