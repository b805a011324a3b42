import { type LiveEvent } from '@school/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../components/ServicesContext';
import { pageLiveSocket } from './live-socket';

export type LiveHandlers = {
  onEvent(event: LiveEvent): void;
  // the socket came back after a loss: read again what the screen shows
  onReconnect(): void;
};

// A screen's channels on the page's live socket while it shows them; the handlers may change on
// every render without joining again. Returns whether every one of them is joined now (a chat room
// polls while it is not: the socket is down, or the gateway refused or took back the room).
export function useLiveChannels(channels: readonly string[], handlers: LiveHandlers): boolean {
  const api = useApi();
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = channels.join('\n');
  const [joined, setJoined] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!key) return;
    const socket = pageLiveSocket(api.apiUrl || window.location.origin);
    const ends = key.split('\n').map((channel) =>
      socket.subscribe(channel, {
        onEvent: (event) => latest.current.onEvent(event),
        onJoined: (yes) =>
          setJoined((was) => {
            const now = new Set(was);
            if (yes) now.add(channel);
            else now.delete(channel);
            return now;
          }),
      }),
    );
    ends.push(socket.onReconnect(() => latest.current.onReconnect()));
    return () => {
      ends.forEach((end) => end());
      setJoined(new Set());
    };
  }, [api, key]);
  return channels.length > 0 && channels.every((c) => joined.has(c));
}

// A burst of live events (a date's reset releases each of its lessons) read once: the returned
// function runs `run` ms after its last call.
export function useCoalesced(run: () => void, ms = 150): () => void {
  const latest = useRef(run);
  latest.current = run;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), ms);
  }, [ms]);
}
