import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './app-config.entity';
import { AppConfigRepository } from './app-config.repository';
import { AppConfigRpc } from './app-config.rpc';

@Module({ imports: [TypeOrmModule.forFeature([AppConfig])], controllers: [AppConfigRpc], providers: [AppConfigRepository] })
export class AppConfigModule {}
