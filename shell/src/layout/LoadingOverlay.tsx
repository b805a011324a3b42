import { useServices } from '@school/ui';
import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';

// Shown while any non-silent call is pending (SPEC §2).
export function LoadingOverlay() {
  const { api } = useServices();
  const pending = useSyncExternalStore(api.pending.subscribe, api.pending.get);
  if (pending === 0) return null;
  return (
    <div
      data-testid="loading-overlay"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'rgba(255,255,255,0.5)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Spin size="large" />
    </div>
  );
}
