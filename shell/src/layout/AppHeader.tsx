import { TOUCH_TARGET, useApi, useSession } from '@school/ui';
import { Button, Layout, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../session/session-service';
import { HeaderMenu } from './HeaderMenu';
import { LocaleSwitch } from './LocaleSwitch';

// The change-password dialog (antd's Form, Input and Modal) is fetched when the user menu opens, not
// with every screen (issue 26).
const loadChangePassword = () => import('./ChangePasswordDialog');
const ChangePasswordDialog = lazy(() => loadChangePassword().then((m) => ({ default: m.ChangePasswordDialog })));

// drawn here rather than with antd's Badge, which the login page's path does not need (issue 26)
const UNREAD_DOT = {
  position: 'absolute',
  top: 8,
  insetInlineEnd: 6,
  width: 8,
  height: 8,
  borderRadius: 4,
  background: '#ff4d4f',
} as const;

type Props = { title: string; onToggleMenu: () => void; showToggle: boolean; menuUnread?: number };

// Title, menu toggle, the user's name with reset password, email binding and logout, or a Login
// button (SPEC §2).
export function AppHeader({ title, onToggleMenu, showToggle, menuUnread = 0 }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { user } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);
  // mounted from its first opening on, so that closing it animates
  const [passwordDialogUsed, setPasswordDialogUsed] = useState(false);

  const logout = async () => {
    await signOut(api);
    navigate('/Auth/logout-success');
  };

  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 clamp(8px, 2vw, 24px)', color: '#fff' }}
      data-testid="header"
    >
      {showToggle ? (
        <Button
          type="text"
          aria-label={menuUnread ? t('layout.toggleMenuUnread', { count: menuUnread }) : t('layout.toggleMenu')}
          onClick={onToggleMenu}
          style={{ ...TOUCH_TARGET, color: '#fff', position: 'relative' }}
          data-testid="menu-toggle"
          data-unread={menuUnread}
        >
          ☰{menuUnread > 0 ? <span aria-hidden style={UNREAD_DOT} /> : null}
        </Button>
      ) : null}
      <Typography.Title level={4} style={{ color: '#fff', margin: 0, flex: 1, minWidth: 0 }} ellipsis data-testid="page-title">
        {title}
      </Typography.Title>
      <Space size="small">
        <LocaleSwitch />
        {user ? (
          <HeaderMenu
            onOpenChange={(open) => {
              // fetched while the menu is open; the item's click asks again if this failed
              if (open) loadChangePassword().catch(() => undefined);
            }}
            menu={{
              items: [
                {
                  key: 'reset',
                  label: <span data-testid="change-password">{t('layout.resetPassword')}</span>,
                  onClick: () => {
                    setPasswordDialogUsed(true);
                    setChangingPassword(true);
                  },
                },
                {
                  key: 'bindEmail',
                  label: <span data-testid="bind-email">{t('layout.bindEmail')}</span>,
                  onClick: () => navigate('/Auth/bind-email'),
                },
                { key: 'logout', label: <span data-testid="logout">{t('layout.logout')}</span>, onClick: () => void logout() },
              ],
            }}
          >
            <Button type="text" style={{ ...TOUCH_TARGET, color: '#fff' }} data-testid="user-menu">
              {user.user_named}
            </Button>
          </HeaderMenu>
        ) : (
          <Button onClick={() => navigate('/Auth/login')} style={TOUCH_TARGET} data-testid="login-button">
            {t('signin.login')}
          </Button>
        )}
      </Space>
      {user && passwordDialogUsed ? (
        // a click faster than the download waits behind a spinner
        <Suspense fallback={<Spin fullscreen />}>
          <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </Layout.Header>
  );
}
