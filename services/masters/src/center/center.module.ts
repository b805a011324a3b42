import { Module } from '@nestjs/common';
import { CenterDropdownRpc } from './center-dropdown.rpc';

@Module({ controllers: [CenterDropdownRpc] })
export class CenterModule {}
