import { rules } from '@school/domain';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '../router';

type Props = { checked: boolean; onChange: (checked: boolean) => void; showError?: boolean; termsPath?: string };

// Must be ticked ('must agree', SPEC §5); links to the terms-and-conditions route by default.
export function TermsCheckbox({ checked, onChange, showError = false, termsPath = '/terms-and-conditions' }: Props) {
  const { t } = useTranslation();
  const error = showError ? rules.mustAgree(checked) : null;
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error ? t(error.key, error.params) : undefined}>
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)}>
        {t('ui.terms.agree')}{' '}
        <Link
          to={termsPath}
          target="_blank"
          // a link inside a sentence is told from the sentence by more than its colour (WCAG 1.4.1)
          style={{ textDecoration: 'underline' }}
        >
          {t('route.terms-and-conditions')}
        </Link>
      </Checkbox>
    </Form.Item>
  );
}
