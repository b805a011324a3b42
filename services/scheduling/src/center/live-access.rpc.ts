import { Controller } from '@nestjs/common';
import { type Caller, type LiveAccessOutput } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput } from '@school/server-kit';
import { CenterAccess } from './center-access';

// The gateway's board channel (docs/live.md) joins a socket to a center's board only when the caller
// may work on the center, by the same check as C40101's and M00501's reads.
@Controller()
export class LiveAccessRpc {
  constructor(private readonly centers: CenterAccess) {}

  @Rpc('Live_mayReadBoard')
  async mayReadBoard(@RpcInput() input: Record<string, unknown>, @RpcCaller() caller: Caller): Promise<LiveAccessOutput> {
    const centerNo = input.center_no;
    return { allowed: Number.isSafeInteger(centerNo) && (await this.centers.mayWork(centerNo as number, caller)) };
  }
}
