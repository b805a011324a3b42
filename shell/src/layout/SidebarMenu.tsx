import type { ChatroomUnread } from '@school/contracts';
import { Badge, ConfigProvider, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SidebarSection } from './sidebar-links';

// Each link fills its item, 44 px high: a touch target on a phone (issue 25).
const LINK = { display: 'block' } as const;
const CHATROOM = 'Chatroom';
const MENU_THEME = { components: { Menu: { itemHeight: 44 } } };

type Props = { sections: readonly SidebarSection[]; selected: string; chatUnread: ChatroomUnread | null };

// The sidebar's links as antd's Menu (SPEC §2), one group per section; selected: the current path. The
// Chatroom entry carries the caller's unread messages (issue 28).
export function SidebarMenu({ sections, selected, chatUnread }: Props) {
  const { t } = useTranslation();
  const unread = chatUnread?.unread ?? 0;
  const items = sections.map((s) => {
    const links = s.links.map((l) => ({
      key: l.href,
      label: l.newTab ? (
        <a href={l.href} target="_blank" rel="noopener" style={LINK}>
          {l.label}
        </a>
      ) : (
        <Link
          to={l.href}
          style={LINK}
          {...(l.functionId === CHATROOM ? { 'data-testid': 'sidebar-chatroom', 'data-unread': unread } : {})}
        >
          {l.label}
          {l.functionId === CHATROOM && unread > 0 ? (
            <Badge
              count={unread}
              overflowCount={99}
              title={t('chat.room.unread', { count: unread })}
              style={{ marginInlineStart: 8 }}
            />
          ) : null}
        </Link>
      ),
    }));
    return s.title
      ? { type: 'group' as const, key: s.key, label: t(s.title), children: links }
      : { type: 'group' as const, key: s.key, children: links };
  });
  return (
    <ConfigProvider theme={MENU_THEME}>
      <Menu mode="inline" selectedKeys={[selected]} items={items} style={{ height: '100%' }} />
    </ConfigProvider>
  );
}
