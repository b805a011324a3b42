import {
  checkMailTemplate,
  isMailNotificationType,
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATE_FORM,
  renderMailTemplate,
  validateForm,
  type FormValues,
} from '@school/domain';
import { findRoute } from '@school/contracts';
import { useApi } from '@school/ui';
import { useNavigate, useParams } from '@school/ui/router';
import { EditPage, SelectField, TextField } from '@school/ui/screens';
import { Card, Descriptions, Form, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const browsePath = () => findRoute('M20701Browse')?.path ?? '/';

// M20701Edit (/M20701/{id}/edit, id = notification_type): subject and body with {placeholders}, a
// preview filled with sample values, and the placeholder check the server runs too.
export function M20701EditPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { id } = useParams();
  const type = Number(id);
  if (!isMailNotificationType(type)) return null;
  const placeholders = MAIL_PLACEHOLDERS[type];
  const samples = Object.fromEntries(placeholders.map((name) => [name, t(`masters.m20701.sample.${name}`)]));
  const validate = (values: FormValues) => {
    const result = validateForm(values, MAIL_TEMPLATE_FORM);
    const errors = { ...result.errors };
    for (const [field, list] of Object.entries(checkMailTemplate(values, type)))
      errors[field] = [...(errors[field] ?? []), ...list];
    return { valid: Object.values(errors).every((list) => list.length === 0), errors };
  };

  return (
    <EditPage
      key={type}
      titleKey="route.M20701Edit"
      schema={MAIL_TEMPLATE_FORM}
      validate={validate}
      load={() => api.call('M20701_getEdit', { notification_type: type })}
      save={(values) =>
        api.call('M20701_doEdit', {
          notification_type: type,
          mail_subject: String(values.mail_subject ?? ''),
          mail_body: String(values.mail_body ?? ''),
          send_flag: values.send_flag === 0 ? 0 : 1,
          lock_version: Number(values.lock_version),
        })
      }
      onCancel={() => navigate(browsePath())}
    >
      {({ field, state }) => {
        const subject = field('mail_subject');
        const body = field('mail_body');
        const insert = (name: string) => body.onChange(`${String(body.value ?? '')}{${name}}`);
        return (
          <>
            <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('masters.m20701.notificationName')}>
                {t(`masters.m20701.types.${type}`)}
              </Descriptions.Item>
            </Descriptions>
            <TextField {...subject} label={t('masters.m20701.subject')} testId="m20701-subject" required />
            <TextField
              {...body}
              label={t('masters.m20701.body')}
              testId="m20701-body"
              rows={{ minRows: 8, maxRows: 24 }}
              required
            />
            <Form.Item label={t('masters.m20701.placeholders')}>
              <Space wrap size={[4, 4]}>
                {placeholders.map((name) => (
                  <Tooltip key={name} title={t(`masters.m20701.fields.${name}`)}>
                    <Tag style={{ cursor: 'pointer' }} onClick={() => insert(name)} data-testid={`m20701-placeholder-${name}`}>
                      {`{${name}}`}
                    </Tag>
                  </Tooltip>
                ))}
              </Space>
            </Form.Item>
            <SelectField
              {...field('send_flag')}
              label={t('masters.m20701.sendFlag')}
              testId="m20701-send_flag"
              options={[1, 0].map((v) => ({ value: v, label: t(`masters.m20701.send.${v}`) }))}
              required
            />
            <Card size="small" title={t('masters.m20701.preview')} style={{ marginBottom: 16 }} data-testid="m20701-preview">
              <Typography.Paragraph strong data-testid="m20701-preview-subject">
                {renderMailTemplate(String(state.values.mail_subject ?? ''), samples)}
              </Typography.Paragraph>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="m20701-preview-body">
                {renderMailTemplate(String(state.values.mail_body ?? ''), samples)}
              </Typography.Paragraph>
            </Card>
          </>
        );
      }}
    </EditPage>
  );
}
