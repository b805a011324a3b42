import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../state/edit-state';

export function useFieldMessageText(): (message: FieldMessage) => string {
  const { t } = useTranslation();
  return (message) => ('text' in message ? message.text : t(message.key, message.params));
}
