import type { ReportComment, ReportDetailRow, ReportDropdownList } from '@school/contracts';
import { reportTimeText } from './report-texts';
import { FieldItem, type EditFieldProps } from '@school/ui/screens';
import { Button, Input, List, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// What the reviewer types on a row and posts as a comment (review mode's showBtn rows).
export type ReportCommentBox = {
  draft: (detailNo: number) => string;
  setDraft: (detailNo: number, text: string) => void;
  post: (row: ReportDetailRow) => void;
  // the row whose comment is being sent
  posting: number | null;
};

type Props = {
  details: readonly ReportDetailRow[];
  names: ReportDropdownList | null;
  // the form's value and messages of a row; without it the rows show what the report holds
  field?: (row: ReportDetailRow) => EditFieldProps;
  commentBox?: ReportCommentBox;
};

const namesOf = (names: ReportDropdownList | null, namesNo: number | null) =>
  namesNo !== null && names ? (names[namesNo as keyof ReportDropdownList] ?? []) : [];

// The 16 rows of a report as its mode shows them (SPEC §3/§4): a chosen name (groups 101–105) or
// text; a disabled row cannot change; showComment rows list the reviewers' comments; showBtn rows
// take a new comment.
export function ReportDetailRows({ details, names, field, commentBox }: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid="report-rows">
      {details.map((row) => {
        const f = field?.(row);
        const value = f ? f.value : row.names_no !== null ? row.names_code : row.content;
        const item = `${row.detail_no}. ${row.item_name}`;
        return (
          <section
            key={row.detail_no}
            data-testid={`report-row-${row.detail_no}`}
            data-disabled={row.disabled}
            style={{ borderBottom: '1px solid #f0f0f0', paddingTop: 8 }}
          >
            <FieldItem label={item} validateStatus={f?.validateStatus} help={f?.help}>
              {(id) =>
                row.names_no !== null ? (
                  <Select<string>
                    id={id}
                    style={{ maxWidth: 320, width: '100%' }}
                    virtual={false}
                    allowClear
                    disabled={row.disabled || !f}
                    placeholder={t('reports.screen.chooseName')}
                    value={typeof value === 'string' && value !== '' ? value : undefined}
                    options={namesOf(names, row.names_no)}
                    onChange={(v) => f?.onChange(v ?? null)}
                    data-testid={`report-row-${row.detail_no}-input`}
                  />
                ) : (
                  <Input.TextArea
                    id={id}
                    autoSize={{ minRows: 1, maxRows: 8 }}
                    disabled={row.disabled || !f}
                    value={String(value ?? '')}
                    onChange={(e) => f?.onChange(e.target.value)}
                    data-testid={`report-row-${row.detail_no}-input`}
                  />
                )
              }
            </FieldItem>
            {row.showComment && row.comments.length > 0 ? <CommentList comments={row.comments} /> : null}
            {row.showBtn && commentBox ? (
              <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
                <Input.TextArea
                  aria-label={t('reports.screen.newComment', { item: row.item_name })}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  value={commentBox.draft(row.detail_no)}
                  onChange={(e) => commentBox.setDraft(row.detail_no, e.target.value)}
                  data-testid={`report-row-${row.detail_no}-comment`}
                />
                <Button
                  disabled={commentBox.draft(row.detail_no).trim() === '' || commentBox.posting !== null}
                  loading={commentBox.posting === row.detail_no}
                  onClick={() => commentBox.post(row)}
                  data-testid={`report-row-${row.detail_no}-post`}
                >
                  {t('reports.screen.postComment')}
                </Button>
              </Space.Compact>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

function CommentList({ comments }: { comments: readonly ReportComment[] }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      style={{ marginBottom: 12, background: '#fffbe6' }}
      header={<Typography.Text strong>{t('reports.screen.comments')}</Typography.Text>}
      dataSource={[...comments]}
      renderItem={(c) => (
        <List.Item data-testid={`report-comment-${c.comment_no}`}>
          <Space direction="vertical" size={0}>
            <Typography.Text>{c.comment}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('reports.screen.round', { round: c.round })}{' '}
              {t('reports.screen.commentBy', { name: c.commenter_name, date: reportTimeText(c.created_at) })}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
