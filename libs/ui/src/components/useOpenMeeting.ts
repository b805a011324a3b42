import { useCallback } from 'react';
import { isApiError } from '../api/api-error';
import { useApi } from './ServicesContext';
import { pushNotice } from '../state/notices';

// Opens a lesson's meeting link for a teacher or a student (C11101, C11201, C21101, C21201): the link
// comes only from ZoomLog_recordOpen, which logs the opening (docs/zoom-log.md), and opens in a new tab
// without access back to this one. A refusal on the lesson (no link, links not shown to students)
// shows its message and opens nothing; any other failure gets the catalogue's reaction.
export function useOpenMeeting(): (scheduleNo: number) => Promise<void> {
  const api = useApi();
  return useCallback(
    async (scheduleNo: number) => {
      try {
        const { zoom_url } = await api.call('ZoomLog_recordOpen', { schedule_no: scheduleNo }, { handleErrors: false });
        window.open(zoom_url, '_blank', 'noopener,noreferrer');
      } catch (e) {
        if (!isApiError(e) || e.aborted) return;
        const [messageKey] = e.fieldErrors?.schedule_no ?? [];
        if (messageKey) pushNotice({ type: 'message', level: 'error', messageKey });
        else api.report(e);
      }
    },
    [api],
  );
}
