import 'reflect-metadata';
import { bootstrapService } from '@school/server-kit';
import { AppModule } from './app.module';
import { schedulingEnv } from './config';

void bootstrapService('scheduling', AppModule, schedulingEnv);
