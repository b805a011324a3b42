import { AppConfig } from './app-config/app-config.entity';
import { UserAccount } from './users/user-account.entity';

export const ENTITIES = [AppConfig, UserAccount];
