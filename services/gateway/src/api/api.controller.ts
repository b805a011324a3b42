import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { API_BODY_LIMIT_BYTES } from '@school/contracts';
import { type Request, type Response } from 'express';
import { callContext } from '../common/call-context';
import { readBody, requireContentType } from '../common/read-body';
import { Sessions } from '../session/sessions';
import { GATEWAY_CONFIG, type GatewayConfig } from '../tokens';
import { parseBatch, parseGetQuery, type ParsedAction } from './batch';
import { Dispatcher } from './dispatcher.service';

// The RPC wire of SPEC §7 / DESIGN §2.
@Controller('api')
export class ApiController {
  constructor(
    private readonly dispatcher: Dispatcher,
    private readonly sessions: Sessions,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private async dispatch(req: Request, res: Response, actions: ParsedAction[]) {
    (req as Request & { apiNames?: string[] }).apiNames = actions.map((a) => a.api);
    const result = await this.dispatcher.run(actions, await callContext(req, this.sessions, this.config.WEB_ORIGINS), req);
    for (const cookie of result.cookies) res.append('Set-Cookie', cookie);
    return result;
  }

  @Post()
  async post(@Req() req: Request, @Res() res: Response): Promise<void> {
    requireContentType(req, 'application/json');
    const result = await this.dispatch(req, res, parseBatch(await readBody(req, API_BODY_LIMIT_BYTES)));
    if ('outputs' in result) res.status(200).json({ data: result.outputs.map((output) => ({ output })) });
    else res.status(result.status).json(result.body);
  }

  @Get()
  async get(@Req() req: Request, @Res() res: Response): Promise<void> {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const result = await this.dispatch(req, res, [parseGetQuery(query)]);
    if ('outputs' in result) res.status(200).json({ data: { '': { output: result.outputs[0] } } });
    else res.status(result.status).json(result.body);
  }
}
