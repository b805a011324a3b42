import { ATTACHMENT_PATH_PREFIX, IMAGE_ACCEPT, safeLinkHref } from '@school/domain';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Button, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from './ServicesContext';

export type RichTextEditorProps = {
  // the id the field's label points at
  id: string;
  value: unknown;
  onChange: (html: string) => void;
  label: string;
  testId: string;
  invalid: boolean;
  onUploadingChange?: (uploading: boolean) => void;
};

// Stored images name our uploads by their path; the editor shows them from the API's origin (the
// server stores the path again).
const forEditor = (html: string, apiUrl: string) =>
  html.split(`src="${ATTACHMENT_PATH_PREFIX}`).join(`src="${apiUrl}${ATTACHMENT_PATH_PREFIX}`);

// Tiptap's own <style> would need the page's CSP nonce; the few rules ProseMirror needs are set
// through the DOM's style object instead, which the CSP allows.
const styleRoot = (editor: Editor) =>
  Object.assign(editor.view.dom.style, {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    minHeight: '12em',
    outline: 'none',
    padding: '4px 11px',
  });

type Tool = { key: string; active?: (e: Editor) => boolean; run: (e: Editor) => void };
const TOOLS: readonly Tool[] = [
  {
    key: 'heading',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  { key: 'paragraph', active: (e) => e.isActive('paragraph'), run: (e) => e.chain().focus().setParagraph().run() },
  { key: 'bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'bulletList', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'undo', run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', run: (e) => e.chain().focus().redo().run() },
];

// The rich-text editor (Tiptap on ProseMirror): headings, lists, bold, italic, links and uploaded
// images; it writes HTML, which the server sanitises. Loaded only by the screens that edit rich text.
export function RichTextEditor({ id, value, onChange, label, testId, invalid, onUploadingChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const api = useApi();
  const images = useRef<HTMLInputElement>(null);
  const emitted = useRef<string>(typeof value === 'string' ? value : '');
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => safeLinkHref(url) !== null,
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      Image,
    ],
    content: forEditor(emitted.current, api.apiUrl),
    injectCSS: false,
    editorProps: { attributes: { id, 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-testid': testId } },
    onCreate: ({ editor: e }) => styleRoot(e),
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange(emitted.current);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((tool) => [tool.key, e ? (tool.active?.(e) ?? false) : false])),
  });

  // The page replaced the value (clear, reset, a reload): show it.
  useEffect(() => {
    const next = typeof value === 'string' ? value : '';
    if (!editor || next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(forEditor(next, api.apiUrl), { emitUpdate: false });
  }, [value, editor, api.apiUrl]);

  const applyLink = () => {
    if (!editor || linkUrl === null) return;
    const href = safeLinkHref(linkUrl);
    if (!href) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkUrl(null);
  };

  const insertImage = async (file: File | undefined) => {
    if (!editor || !file) return;
    setUploading(true);
    onUploadingChange?.(true);
    try {
      const uploaded = await api.upload(file, undefined, { silent: true });
      // after the selection, never in place of selected text
      editor
        .chain()
        .focus()
        .setTextSelection(editor.state.selection.to)
        .setImage({ src: `${api.apiUrl}${uploaded.src}`, alt: uploaded.name })
        .run();
    } catch {
      // the API client has shown the error
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
      if (images.current) images.current.value = '';
    }
  };

  const linkInvalid = linkUrl !== null && linkUrl.trim() !== '' && safeLinkHref(linkUrl) === null;
  return (
    <div style={{ border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 6 }}>
      <Space
        wrap
        size={4}
        role="toolbar"
        aria-label={t('ui.richText.toolbar')}
        style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}
      >
        {TOOLS.map((tool) => (
          <Button
            key={tool.key}
            size="small"
            type={active?.[tool.key] ? 'primary' : 'default'}
            aria-pressed={tool.active ? Boolean(active?.[tool.key]) : undefined}
            onClick={() => editor && tool.run(editor)}
            data-testid={`${testId}-${tool.key}`}
          >
            {t(`ui.richText.${tool.key}`)}
          </Button>
        ))}
        <Button
          size="small"
          onClick={() => setLinkUrl(editor?.getAttributes('link').href ?? 'https://')}
          data-testid={`${testId}-link`}
        >
          {t('ui.richText.link')}
        </Button>
        <Button size="small" onClick={() => editor?.chain().focus().unsetLink().run()} data-testid={`${testId}-unlink`}>
          {t('ui.richText.unlink')}
        </Button>
        <Button size="small" loading={uploading} onClick={() => images.current?.click()} data-testid={`${testId}-image`}>
          {t('ui.richText.image')}
        </Button>
        <input
          ref={images}
          type="file"
          hidden
          aria-label={t('ui.richText.image')}
          accept={IMAGE_ACCEPT.join(',')}
          onChange={(e) => void insertImage(e.target.files?.[0])}
          data-testid={`${testId}-image-file`}
        />
      </Space>
      {linkUrl === null ? null : (
        <div style={{ padding: 4 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              value={linkUrl}
              aria-label={t('ui.richText.linkPrompt')}
              placeholder={t('ui.richText.linkPrompt')}
              status={linkInvalid ? 'error' : undefined}
              onChange={(e) => setLinkUrl(e.target.value)}
              onPressEnter={(e) => {
                e.preventDefault();
                applyLink();
              }}
              data-testid={`${testId}-link-url`}
            />
            <Button type="primary" onClick={applyLink} disabled={linkInvalid} data-testid={`${testId}-link-apply`}>
              {t('common.ok')}
            </Button>
            <Button onClick={() => setLinkUrl(null)}>{t('ui.edit.cancel')}</Button>
          </Space.Compact>
          {linkInvalid ? <Alert type="error" showIcon message={t('ui.richText.linkInvalid')} style={{ marginTop: 4 }} /> : null}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
