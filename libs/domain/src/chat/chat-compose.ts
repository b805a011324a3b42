// Writing and showing a chat room's messages (the Chatroom screen; issue 28).

// The keydown of the message box: Enter sends, Shift+Enter starts a new line. An Enter that confirms
// an input method's conversion (Japanese kana to kanji) never sends: the browser marks it isComposing,
// or, in those that report the key before the composition ends, gives it keyCode 229.
export type ChatKey = { key: string; shiftKey: boolean; isComposing: boolean; keyCode: number };

export const chatKeySends = (e: ChatKey): boolean => e.key === 'Enter' && !e.shiftKey && !e.isComposing && e.keyCode !== 229;

// A message's length as the chat service counts it: characters (code points) of the trimmed text.
export const chatContentLength = (text: string): number => [...text.trim()].length;

// The room's messages with newer ones added: each id once (a send's answer, a refresh and a live event
// may bring the same message), oldest first.
export function mergeChatMessages<M extends { id: number }>(shown: readonly M[], incoming: readonly M[]): M[] {
  if (!incoming.length) return shown as M[];
  const byId = new Map(shown.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
