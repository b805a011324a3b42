import { AppConfig } from './app-config/app-config.entity';

export const ENTITIES = [AppConfig];
