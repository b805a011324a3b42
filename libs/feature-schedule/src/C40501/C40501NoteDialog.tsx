import { LESSON_NOTE_MAX, type LessonListRow, type LessonNoteOutput } from '@school/contracts';
import { AppDialog, useApi, useNotices } from '@school/ui';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  // the lesson whose note is edited (null: closed), with the note and version shown in the list
  lesson: Pick<LessonListRow, 'schedule_no' | 'note' | 'lock_version'> | null;
  onClose: () => void;
  onSaved: (saved: LessonNoteOutput) => void;
};

// The lesson's contact note (C40501_doSaveMessage) at the version the list read: a stale one is refused
// with MSG_0001 by the API client's dialog, and the note stays as typed.
export function C40501NoteDialog({ lesson, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { message } = useNotices();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setNote(lesson?.note ?? ''), [lesson]);

  const save = async () => {
    if (!lesson) return;
    setBusy(true);
    try {
      const saved = await api.call('C40501_doSaveMessage', {
        schedule_no: lesson.schedule_no,
        note: note.trim() === '' ? null : note,
        lock_version: lesson.lock_version,
      });
      onSaved(saved);
      void message.success(t('scheduling.lessonList.noteSaved'));
    } catch {
      // the API client has shown the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={lesson !== null}
      title={lesson ? t('scheduling.lessonList.noteTitle', { no: lesson.schedule_no }) : ''}
      okText={t('scheduling.lessonList.save')}
      cancelText={t('scheduling.lessonList.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'c40501-note-save' } as Record<string, string>}
    >
      <Input.TextArea
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={LESSON_NOTE_MAX}
        rows={5}
        aria-label={t('scheduling.lessonList.note')}
        data-testid="c40501-note"
      />
    </AppDialog>
  );
}
