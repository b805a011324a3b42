import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { isDownloadableFile, UPLOAD_LIMIT_BYTES, type UploadedFile as UploadedFileRecord } from '@school/contracts';
import { ATTACHMENT_HEAD_BYTES, ATTACHMENT_TYPES, attachmentPath, attachmentTypeOf } from '@school/domain';
import { AppError, FileStore, RpcClient, valueOf } from '@school/server-kit';
import { type Request, type Response } from 'express';
import multer from 'multer';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { callContext, callerOf } from '../common/call-context';
import { readBody, requireContentType } from '../common/read-body';
import { parseBatch } from '../api/batch';
import { Dispatcher } from '../api/dispatcher.service';
import { SessionGuard, type RequestWithSession } from '../session/session.guard';
import { Sessions } from '../session/sessions';
import { GATEWAY_CONFIG, type GatewayConfig } from '../tokens';

// RFC 6266/5987: Japanese file names survive in every current browser.
const contentDisposition = (name: string, inline = false) =>
  `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

// Only images and PDFs of the upload allow-list show in the browser; anything else is downloaded.
const INLINE_TYPES = new Set(ATTACHMENT_TYPES.filter((t) => t.inline).map((t) => t.mimetype));

const stream = async (res: Response, files: FileStore, key: string, options: { name?: string; inline?: boolean } = {}) => {
  const { meta, stream: body } = await files.open(key);
  res.setHeader('Content-Type', meta.mimetype);
  res.setHeader('Content-Length', String(meta.size));
  res.setHeader(
    'Content-Disposition',
    contentDisposition(options.name ?? meta.name, options.inline && INLINE_TYPES.has(meta.mimetype)),
  );
  res.setHeader('Cache-Control', 'private, no-store');
  body.pipe(res);
};

const readHead = async (path: string): Promise<Uint8Array> => {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(ATTACHMENT_HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
};

@Controller('api')
export class FilesController {
  // Uploads land beside the stored files (one file system: adopting one is a rename) and are never
  // served from there; multer removes a part that broke the limit, the checks below one they refuse.
  private readonly receive: ReturnType<typeof multer>;

  constructor(
    @Inject(FileStore) private readonly files: FileStore,
    private readonly dispatcher: Dispatcher,
    private readonly sessions: Sessions,
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.receive = multer({
      dest: join(files.root, '.incoming'),
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 },
    });
  }

  private receiveFile(req: Request, res: Response): Promise<Express.Multer.File | undefined> {
    return new Promise((resolve, reject) =>
      this.receive.single('file')(req, res, (e: unknown) => (e ? reject(e) : resolve(req.file))),
    );
  }

  // POST /api/upload: multipart, one field "file", 100 MB (SPEC §9, 413 beyond). Kept only when its
  // name and its first bytes are of one allowed type, then stored under a random key with that type.
  @Post('upload')
  @UseGuards(SessionGuard)
  async upload(@Req() req: RequestWithSession, @Res({ passthrough: true }) res: Response): Promise<UploadedFileRecord> {
    const file = await this.receiveFile(req, res);
    if (!file) throw new AppError('BAD_REQUEST', 'error.badRequest', { detail: 'multipart field "file" is required' });
    // Browsers send the multipart file name in UTF-8; busboy hands it over as latin1.
    const name = Buffer.from(file.originalname, 'latin1').toString('utf8');
    const type = attachmentTypeOf(name, await readHead(file.path));
    if (!type) {
      await rm(file.path, { force: true });
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'error.fileType', { name });
    }
    const meta = await this.files.adopt(file.path, {
      name,
      mimetype: type.mimetype,
      ownerUserNo: req.session?.data.userNo ?? null,
    });
    return {
      _id: meta.key,
      key: meta.key,
      name: meta.name,
      size: meta.size,
      mimetype: meta.mimetype,
      src: attachmentPath(meta.key),
    };
  }

  // An uploaded file: for its uploader, and for whoever may read a record that holds it (the masters
  // service decides: a help page's readers). Images and PDFs show inline, the rest downloads.
  @Get('files/:key')
  @UseGuards(SessionGuard)
  async file(@Param('key') key: string, @Req() req: RequestWithSession, @Res() res: Response): Promise<void> {
    const meta = await this.files.meta(key);
    if (meta.ownerUserNo === null || meta.ownerUserNo !== req.session?.data.userNo) {
      const caller = callerOf(await callContext(req, this.sessions, this.config.WEB_ORIGINS));
      const access = await this.rpc.call('Attachment_checkAccess', { key }, caller);
      if (!access.allowed) throw new AppError('FORBIDDEN', 'error.forbidden');
    }
    // The web app's pages show these images from another origin than the API's; helmet's same-site
    // resource policy makes Chromium refuse them (NotSameSite) there. The SameSite=Lax session cookie
    // and the check above still keep the file to its readers.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    await stream(res, this.files, key, { inline: true });
  }

  // POST /api/download: a hidden form posts data={"api":…,"input":…}; the API answers a stored file
  // (CSV, PDF) which is streamed back.
  @Post('download')
  @HttpCode(200)
  async download(@Req() req: Request, @Res() res: Response): Promise<void> {
    requireContentType(req, 'application/x-www-form-urlencoded');
    const data = new URLSearchParams(await readBody(req, 64 * 1024)).get('data');
    if (data === null) throw new AppError('BAD_REQUEST', 'error.badRequest', { detail: 'form field "data" is required' });
    const [action] = parseBatch(`{"data":[${data}]}`);
    const result = await this.dispatcher.run([action], await callContext(req, this.sessions, this.config.WEB_ORIGINS), req);
    for (const cookie of result.cookies) res.append('Set-Cookie', cookie);
    if (!('outputs' in result)) {
      res.status(result.status).json(result.body);
      return;
    }
    const output = valueOf(result.outputs[0]);
    if (!isDownloadableFile(output))
      throw new AppError('BAD_REQUEST', 'error.badRequest', { detail: `${action.api} does not return a file` });
    await stream(res, this.files, output.fileKey, { name: output.fileName });
  }
}
