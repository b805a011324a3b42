import { Module } from '@nestjs/common';
import { serviceRpcProvider } from '@school/server-kit';
import { CenterDropdownRpc } from './center-dropdown.rpc';
import { CenterRepository } from './center.repository';
import { CenterRpc } from './center.rpc';
import { CenterService } from './center.service';

// CenterRepository is exported for the screens that choose centers (the notices' dropdown).
@Module({
  controllers: [CenterDropdownRpc, CenterRpc],
  providers: [CenterRepository, CenterService, serviceRpcProvider],
  exports: [CenterRepository],
})
export class CenterModule {}
