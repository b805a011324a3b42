import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { API_BODY_LIMIT_BYTES } from '@school/contracts';
import { type Request, type Response } from 'express';
import { callContext } from '../common/call-context';
import { readBody, requireContentType } from '../common/read-body';
import { SessionStore } from '../session/session.store';
import { parseBatch, parseGetQuery } from './batch';
import { Dispatcher } from './dispatcher.service';

// The RPC wire of SPEC §7 / DESIGN §2.
@Controller('api')
export class ApiController {
  constructor(
    private readonly dispatcher: Dispatcher,
    private readonly sessions: SessionStore,
  ) {}

  @Post()
  async post(@Req() req: Request, @Res() res: Response): Promise<void> {
    requireContentType(req, 'application/json');
    const actions = parseBatch(await readBody(req, API_BODY_LIMIT_BYTES));
    (req as Request & { apiNames?: string[] }).apiNames = actions.map((a) => a.api);
    const result = await this.dispatcher.run(actions, await callContext(req, this.sessions));
    if ('outputs' in result) res.status(200).json({ data: result.outputs.map((output) => ({ output })) });
    else res.status(result.status).json(result.body);
  }

  @Get()
  async get(@Req() req: Request, @Res() res: Response): Promise<void> {
    const action = parseGetQuery(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
    (req as Request & { apiNames?: string[] }).apiNames = [action.api];
    const result = await this.dispatcher.run([action], await callContext(req, this.sessions));
    if ('outputs' in result) res.status(200).json({ data: { '': { output: result.outputs[0] } } });
    else res.status(result.status).json(result.body);
  }
}
