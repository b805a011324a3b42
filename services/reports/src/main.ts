import 'reflect-metadata';
import { bootstrapService } from '@school/server-kit';
import { AppModule } from './app.module';

void bootstrapService('reports', AppModule);
