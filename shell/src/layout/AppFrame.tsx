import { theme } from 'antd';
import type { ReactNode } from 'react';

// The element antd's App draws around the app, without App itself (whose message, Modal and
// notification come when first used: @school/ui useNotices): its class, and the font, size and colour
// App's styles give the text that is in no antd component, from the theme's tokens (App's styles in
// the build's CSS take them from CSS variables that only antd's components' own elements define).
export function AppFrame({ children }: { children: ReactNode }) {
  const { token, hashId } = theme.useToken();
  const { colorText: color, fontSize, lineHeight, fontFamily } = token;
  return (
    <div className={hashId ? `${hashId} ant-app` : 'ant-app'} style={{ color, fontSize, lineHeight, fontFamily }}>
      {children}
    </div>
  );
}
