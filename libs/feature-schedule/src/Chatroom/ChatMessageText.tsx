import { chatTextParts } from '@school/domain';

// A message as the room shows it: text as text (never HTML), http(s) addresses as links that open
// apart from the school's pages (chatTextParts decides what is a link).
export function ChatMessageText({ content }: { content: string }) {
  return (
    <>
      {chatTextParts(content).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
