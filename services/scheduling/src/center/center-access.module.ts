import { Global, Module } from '@nestjs/common';
import { CallerCenters, serviceRpcProvider } from '@school/server-kit';

// One CallerCenters per process: every module checks a caller's center against the same kept lists.
@Global()
@Module({ providers: [CallerCenters, serviceRpcProvider], exports: [CallerCenters] })
export class CenterAccessModule {}
