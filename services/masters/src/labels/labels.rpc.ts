import { Controller } from '@nestjs/common';
import { Rpc, RpcInput } from '@school/server-kit';
import { LabelsService } from './labels.service';

@Controller()
export class LabelsRpc {
  constructor(private readonly labels: LabelsService) {}

  @Rpc('MastersLookup.getLabels')
  getLabels(@RpcInput() input: Record<string, unknown>) {
    return this.labels.labels(input);
  }
}
