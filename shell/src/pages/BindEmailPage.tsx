import { useSession } from '@school/ui';
import { EmailRequestPage } from '../signed-out/EmailRequestPage';

// Binding an email to the signed-in account: the mailed-link request with the account's current address.
export function BindEmailPage() {
  return <EmailRequestPage kind="bindEmail" currentEmail={useSession().user?.email} />;
}
