import { Injectable, Logger } from '@nestjs/common';
import { type Caller } from '@school/contracts';
import { RpcClient } from '@school/server-kit';

export const SHOW_ZOOM_INFO_KEY = 'app.C21101_SHOW_ZOOM_INFO';

// Whether students get the lessons' meeting information (auth's app_config, SPEC §7): shown on
// C21101/C21201 (student-day) and opened through ZoomLog_recordOpen (zoom-log).
// Asked by RPC on each read, as docs/events.md "Reading another service's data" allows for data with
// no event yet: auth publishes no events, so scheduling could keep no projection of the setting, and
// a turned-off setting then hides the links at once. While auth cannot answer, nothing is shown:
// the lessons are still read, the meeting information waits (fail closed).
@Injectable()
export class ZoomInfoSetting {
  private readonly log = new Logger(ZoomInfoSetting.name);

  constructor(private readonly rpc: RpcClient) {}

  async shown(caller: Caller): Promise<boolean> {
    try {
      const config = await this.rpc.call('AuthService.getConfig', { key: SHOW_ZOOM_INFO_KEY }, caller);
      return config?.value === true;
    } catch (e) {
      this.log.warn(`${SHOW_ZOOM_INFO_KEY} unread, meeting information hidden: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
  }
}
