import { TOUCH_TARGET, useApi, useSession } from '@school/ui';
import { Button, Dropdown, Layout, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../session/session-service';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { LocaleSwitch } from './LocaleSwitch';

type Props = { title: string; onToggleMenu: () => void; showToggle: boolean };

// Title, menu toggle, the user's name with reset password, email binding and logout, or a Login
// button (SPEC §2).
export function AppHeader({ title, onToggleMenu, showToggle }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { user } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);

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
          aria-label={t('layout.toggleMenu')}
          onClick={onToggleMenu}
          style={{ ...TOUCH_TARGET, color: '#fff' }}
          data-testid="menu-toggle"
        >
          ☰
        </Button>
      ) : null}
      <Typography.Title level={4} style={{ color: '#fff', margin: 0, flex: 1, minWidth: 0 }} ellipsis data-testid="page-title">
        {title}
      </Typography.Title>
      <Space size="small">
        <LocaleSwitch />
        {user ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'reset',
                  label: <span data-testid="change-password">{t('layout.resetPassword')}</span>,
                  onClick: () => setChangingPassword(true),
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
          </Dropdown>
        ) : (
          <Button onClick={() => navigate('/Auth/login')} style={TOUCH_TARGET} data-testid="login-button">
            {t('signin.login')}
          </Button>
        )}
      </Space>
      {user ? <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} /> : null}
    </Layout.Header>
  );
}
