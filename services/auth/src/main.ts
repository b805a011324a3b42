import 'reflect-metadata';
import { bootstrapService } from '@school/server-kit';
import { AppModule } from './app.module';
import { authEnv } from './config';

void bootstrapService('auth', AppModule, authEnv);
