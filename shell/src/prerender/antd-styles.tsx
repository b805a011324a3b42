import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { APP_CONFIG, PHONE_CONFIG } from '@school/ui';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Dropdown,
  Empty,
  Flex,
  Input,
  Layout,
  Menu,
  Pagination,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

// antd's components of the first signed-in screens: the shell's frame (header, sidebar, notices) and
// the student's and teacher's daily screens (C21101, C21201, C11101), and the staff's browse pages
// (libs/ui BrowsePage: its search box and paging, whose page size is a Select; ≈ 7 KiB of the file's
// 23 KiB brotli), and the staff's board (C40101: its date pickers, the grid's frame and the
// automatic assignment's checkbox). Their styles are written at build time into one CSS file (issue 26: antd otherwise
// builds and inserts them in the browser while the first screen renders, ≈ 0.5 s of a phone's main
// thread); a component not named here still gets its styles in the browser, as before.
const FIRST_SCREEN_COMPONENTS: ComponentType[] = [
  Layout,
  Layout.Sider,
  Layout.Header,
  Layout.Content,
  Layout.Footer,
  Button,
  Dropdown as ComponentType,
  Space,
  Spin,
  Typography,
  Typography.Text,
  Typography.Title,
  // its frame's styles only: the shell draws App's element without App (layout/AppFrame.tsx)
  App,
  Card,
  Empty,
  Skeleton,
  Descriptions,
  Segmented as ComponentType,
  Tag,
  Badge,
  Menu,
  Alert,
  Input,
  Input.Search,
  Pagination,
  Select as ComponentType,
  DatePicker as ComponentType,
  Flex,
  Checkbox,
];

// The CSS of those components in the app's antd configuration, with antd's map of what it holds
// (`.data-ant-cssinjs-cache-path`), by which antd in the browser skips building the styles the file
// already has. Component styles do not depend on the theme's values (antd 6 writes them with CSS
// variables, which antd still sets in the browser), so the phone's configuration adds none; it is
// rendered too, so that a style only it had would be in the file as well.
export function firstScreenStyles(): string {
  const cache = createCache();
  for (const config of [APP_CONFIG, PHONE_CONFIG])
    for (const component of FIRST_SCREEN_COMPONENTS)
      renderToString(
        <StyleProvider cache={cache}>
          <ConfigProvider {...config}>{createElement(component)}</ConfigProvider>
        </StyleProvider>,
      );
  return extractStyle(cache, { plain: true, types: 'style' });
}
