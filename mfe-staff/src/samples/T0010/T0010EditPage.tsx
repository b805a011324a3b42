import { useNavigate } from '@school/ui/router';
import { EditPage, FieldItem, TextListInput } from '@school/ui/screens';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

// Sample edit page (T0010): the Edit page with validation and the unsaved-changes prompt. It has no
// API of its own, so saving only shows what a save does.
export function T0010EditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EditPage
      titleKey="route.T0010Edit"
      schema={{ name: 'required|max:50', email: 'email', tags: '' }}
      initialValues={{ name: '', email: '', tags: [''] }}
      save={async () => undefined}
      onCancel={() => navigate(-1)}
    >
      {({ field }) => {
        const name = field('name');
        const email = field('email');
        const tags = field('tags');
        return (
          <>
            <FieldItem label={t('staff.sample.name')} validateStatus={name.validateStatus} help={name.help} required>
              {(id) => (
                <Input
                  id={id}
                  value={String(name.value ?? '')}
                  onChange={(e) => name.onChange(e.target.value)}
                  data-testid="sample-name"
                />
              )}
            </FieldItem>
            <FieldItem label={t('staff.sample.email')} validateStatus={email.validateStatus} help={email.help}>
              {(id) => <Input id={id} value={String(email.value ?? '')} onChange={(e) => email.onChange(e.target.value)} />}
            </FieldItem>
            <Form.Item label={t('staff.sample.tags')}>
              <TextListInput
                label={t('staff.sample.tags')}
                value={Array.isArray(tags.value) ? (tags.value as string[]) : []}
                onChange={tags.onChange}
              />
            </Form.Item>
          </>
        );
      }}
    </EditPage>
  );
}
