import { type Locale, type ScheduleTableInput, type ScheduleTableOutput } from '@school/contracts';
import { formatDisplayDate, scheduleTable } from '@school/domain';
import { translate } from '@school/i18n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// Every text from the database is escaped: a name or a note holding markup shows as that text.
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

// The PDF's page: the server's own template, inline CSS, no script, no external resource (the
// renderer refuses any request anyway); fonts from the system (Noto Sans CJK draws Japanese).
export function schedulePdfHtml(input: ScheduleTableInput, table: ScheduleTableOutput, locale: Locale): string {
  const t = (key: string, params?: Record<string, string | number>) => escapeHtml(translate(locale, key, params));
  const days = scheduleTable(table.lessons);
  const lessonHtml = (l: ScheduleTableOutput['lessons'][number]) =>
    `<div class="lesson">${escapeHtml(input.by === 'teacher' ? l.student_name : `${l.student_name} / ${l.teacher_name}`)}` +
    `${l.capacity === 2 ? ` <span class="tag">${t('board.c40201.oneToTwo')}</span>` : ''}` +
    `${l.operation_note ? `<div class="note">${escapeHtml(l.operation_note)}</div>` : ''}</div>`;
  const dayHtml = days
    .map(
      (d) =>
        `<section><h2>${escapeHtml(formatDisplayDate(d.date))}</h2><table><thead><tr><th>${t(
          input.by === 'teacher' ? 'board.c40201.teacher' : 'board.c40201.classroom',
        )}</th>${d.periods.map((p) => `<th>${t('board.c40201.period', { period: p })}</th>`).join('')}</tr></thead><tbody>${d.rows
          .map(
            (r) =>
              `<tr><th>${r.label ? escapeHtml(r.label) : t('board.c40201.none')}</th>${r.cells
                .map((c) => `<td>${c.map(lessonHtml).join('')}</td>`)
                .join('')}</tr>`,
          )
          .join('')}</tbody></table></section>`,
    )
    .join('');
  return `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><title>${t('route.C40201')}</title><style>
@page { size: A4 landscape; margin: 10mm; }
body { font-family: 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif; font-size: 9pt; color: #000; }
h1 { font-size: 14pt; margin: 0 0 4mm; } h2 { font-size: 11pt; margin: 4mm 0 2mm; }
table { border-collapse: collapse; width: 100%; page-break-inside: auto; } tr { page-break-inside: avoid; }
th, td { border: 0.3mm solid #555; padding: 1mm; vertical-align: top; text-align: left; }
thead th { background: #eee; } .lesson { margin-bottom: 1mm; } .note { color: #333; font-size: 8pt; }
.tag { border: 0.2mm solid #555; padding: 0 1mm; font-size: 7pt; }
</style></head><body><h1>${t('board.c40201.pdfTitle', {
    center: table.center_name,
    start: formatDisplayDate(input.start_date),
    end: formatDisplayDate(input.end_date),
  })}</h1>${days.length ? dayHtml : `<p>${t('board.c40201.empty')}</p>`}</body></html>`;
}
