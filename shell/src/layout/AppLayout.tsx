import { buildSidebar } from '@school/domain';
import type { RouteDef } from '@school/contracts';
import { useChatUnreadTotal, useMediaQuery, useSession } from '@school/ui';
import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import type { RouteHandle } from '../navigation/route-handle';
import { RouterEnvironment } from '../signed-out/RouterEnvironment';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { LoadingOverlay } from './LoadingOverlay';
import { SIDEBAR } from './sidebar-definition';
import { sidebarSections } from './sidebar-links';

// The sidebar's menu is fetched when there is one to show (signed in), not with the login screen.
const SidebarMenu = lazy(() => import('./SidebarMenu').then((m) => ({ default: m.SidebarMenu })));

// On a phone the opened sidebar lies over the content like a drawer instead of pushing it aside (no
// sideways scroll at 360 px, issue 25), below the header, and closes when a link is followed.
const DRAWER_STYLE = { position: 'fixed', top: 64, bottom: 0, left: 0, zIndex: 100, overflowY: 'auto' } as const;
// antd's Sider breaks at "lg"; read here too, so that a phone's first render is already the closed drawer
// (the Sider itself only knows after its first commit)
const NARROW = '(max-width: 991.98px)';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'route' in handle && typeof (handle as RouteHandle).route?.name === 'string';

// SPEC §2 layout: header, sidebar from the menu, content, footer. hideTemplate=1 keeps only the
// header and the content. The view is keyed by locale and user, so either change re-renders all of it.
export function AppLayout({ routes }: { routes: readonly RouteDef[] }) {
  const { t, i18n } = useTranslation();
  const { user, menu } = useSession();
  const location = useLocation();
  const [search] = useSearchParams();
  const matches = useMatches();
  const current = [...matches]
    .reverse()
    .map((m) => m.handle)
    .find(isRouteHandle)?.route;
  const hideTemplate = search.get('hideTemplate') === '1';
  const showFooter = !hideTemplate && current?.meta.showFooter !== false;
  const phone = useMediaQuery(NARROW);
  const [collapsed, setCollapsed] = useState(phone);
  // On a phone the menu is rendered from its first opening on (then kept, so closing it slides): a
  // daily screen's first render on a phone does without it (issue 26, its blocking time).
  const menuUsed = useRef(false);
  if (!collapsed) menuUsed.current = true;
  const title = current ? t(current.titleKey) : t('app.title');

  useEffect(() => {
    document.title = `${title} | ${t('app.title')}`;
    document.documentElement.lang = i18n.language;
  }, [title, t, i18n.language]);

  useEffect(() => {
    if (phone) setCollapsed(true);
  }, [phone, location.pathname]);

  const sections = useMemo(
    () =>
      user
        ? sidebarSections(buildSidebar(user.user_type_code, menu, SIDEBAR), routes, user, (item) =>
            item.title.startsWith('route.') ? t(item.title) : item.title,
          )
        : [],
    [user, menu, routes, t],
  );

  const chatUnread = useChatUnreadTotal(sections.some((s) => s.links.some((l) => l.functionId === 'Chatroom')));

  return (
    <Layout style={{ minHeight: '100vh' }} key={`${i18n.language}|${user?.user_no ?? 'visitor'}`}>
      <AppHeader
        title={title}
        onToggleMenu={() => setCollapsed((c) => !c)}
        showToggle={!hideTemplate && sections.length > 0}
        // closed on a phone, the menu's toggle says that unread messages wait in it
        menuUnread={collapsed ? (chatUnread?.unread ?? 0) : 0}
      />
      <Layout>
        {!hideTemplate && sections.length > 0 ? (
          <Layout.Sider
            width={240}
            breakpoint="lg"
            collapsedWidth={0}
            collapsed={collapsed}
            onBreakpoint={setCollapsed}
            trigger={null}
            theme="light"
            style={phone ? DRAWER_STYLE : undefined}
            data-testid="sidebar"
          >
            {menuUsed.current ? (
              <Suspense fallback={null}>
                <SidebarMenu sections={sections} selected={location.pathname} chatUnread={chatUnread} />
              </Suspense>
            ) : null}
          </Layout.Sider>
        ) : null}
        <Layout>
          <Layout.Content style={{ padding: 'clamp(8px, 2vw, 24px)' }} data-testid="content">
            <RouterEnvironment>
              <Outlet />
            </RouterEnvironment>
          </Layout.Content>
          {showFooter ? <AppFooter /> : null}
        </Layout>
      </Layout>
      <LoadingOverlay />
    </Layout>
  );
}
