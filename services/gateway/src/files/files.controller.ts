import {
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { isDownloadableFile, UPLOAD_LIMIT_BYTES, type UploadedFile as UploadedFileRecord } from '@school/contracts';
import { AppError, FileStore } from '@school/server-kit';
import { type Request, type Response } from 'express';
import { tmpdir } from 'node:os';
import { callContext } from '../common/call-context';
import { readBody, requireContentType } from '../common/read-body';
import { parseBatch } from '../api/batch';
import { Dispatcher } from '../api/dispatcher.service';
import { SessionGuard, type RequestWithSession } from '../session/session.guard';
import { Sessions } from '../session/sessions';
import { GATEWAY_CONFIG, type GatewayConfig } from '../tokens';

// RFC 6266/5987: Japanese file names survive in every current browser.
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const stream = async (res: Response, files: FileStore, key: string, name?: string) => {
  const { meta, stream: body } = await files.open(key);
  res.setHeader('Content-Type', meta.mimetype);
  res.setHeader('Content-Length', String(meta.size));
  res.setHeader('Content-Disposition', contentDisposition(name ?? meta.name));
  res.setHeader('Cache-Control', 'private, no-store');
  body.pipe(res);
};

@Controller('api')
export class FilesController {
  constructor(
    @Inject(FileStore) private readonly files: FileStore,
    private readonly dispatcher: Dispatcher,
    private readonly sessions: Sessions,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  // POST /api/upload: multipart, one field "file", 100 MB (SPEC §9).
  @Post('upload')
  @UseGuards(SessionGuard)
  @UseInterceptors(FileInterceptor('file', { dest: tmpdir(), limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } }))
  async upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: RequestWithSession,
  ): Promise<UploadedFileRecord> {
    if (!file) throw new AppError('BAD_REQUEST', 'error.badRequest', { detail: 'multipart field "file" is required' });
    const meta = await this.files.adopt(file.path, {
      // Browsers send the multipart file name in UTF-8; busboy hands it over as latin1.
      name: Buffer.from(file.originalname, 'latin1').toString('utf8'),
      mimetype: file.mimetype || 'application/octet-stream',
      ownerUserNo: req.session?.data.userNo ?? null,
    });
    return {
      _id: meta.key,
      key: meta.key,
      name: meta.name,
      size: meta.size,
      mimetype: meta.mimetype,
      src: `/api/files/${meta.key}`,
    };
  }

  // An uploaded file, for its uploader.
  @Get('files/:key')
  @UseGuards(SessionGuard)
  async file(@Param('key') key: string, @Req() req: RequestWithSession, @Res() res: Response): Promise<void> {
    const meta = await this.files.meta(key);
    if (meta.ownerUserNo !== null && meta.ownerUserNo !== req.session?.data.userNo)
      throw new AppError('FORBIDDEN', 'error.forbidden');
    await stream(res, this.files, key);
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
    const output = result.outputs[0];
    if (!isDownloadableFile(output))
      throw new AppError('BAD_REQUEST', 'error.badRequest', { detail: `${action.api} does not return a file` });
    await stream(res, this.files, output.fileKey, output.fileName);
  }
}
